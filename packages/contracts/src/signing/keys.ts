/**
 * Signing key sets (spec 7.1: "one of several keys is chosen at random, with different key sets
 * for production and other environments").
 *
 * THE DEVELOPMENT AND TEST KEYS BELOW ARE PUBLIC. They are committed on purpose so that a clean
 * clone builds, runs and tests without configuration; they protect nothing. Production keys are
 * never committed: the server reads them from SIGNING_KEYS at run time and the client build reads
 * the same variable at build time (see docs/adr/0002-request-signing.md). A production server or
 * build without configured keys refuses to start rather than fall back to these.
 */

export type SigningEnv = 'development' | 'test' | 'production'

export interface SigningKey {
  /** sent in the clear as _kid so that the server knows which secret to use */
  id: string
  /** used as its UTF-8 text (a base64url string of 32 random bytes), not decoded */
  secret: string
}

export interface SigningKeySet {
  env: SigningEnv
  keys: readonly SigningKey[]
}

/** Local development, `npm start` and the end-to-end suite. Public, see above. */
export const DEVELOPMENT_SIGNING_KEYS: SigningKeySet = {
  env: 'development',
  keys: [
    { id: 'dev1', secret: 'LVqKhbcMKDFjMw6SBH_f5gEvDCyFfvJLoNznMJz3opo' },
    { id: 'dev2', secret: 'fmmORSczTbMudt4HAmWWUaSRBrT0jgZr5C-rllDyNTE' },
    { id: 'dev3', secret: '9aNWn5xu26OvpOcA9LA5j7AJlix-7HfYDo6AKFIIAQ8' }
  ]
}

/** Automated tests (contracts, server, client request layer). Public, see above. */
export const TEST_SIGNING_KEYS: SigningKeySet = {
  env: 'test',
  keys: [
    { id: 'test1', secret: 'XVpPEysObV_yhn0ZRT1e3ci1LRKbWHrK2S_Z_e0ug48' },
    { id: 'test2', secret: 'E4b01OpRe8o4uEeAuZH-sDCE8AgVx1hTSk4BZhC5mWQ' }
  ]
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/
/** 32 characters at least: a base64url string of 24 random bytes or more */
const MIN_SECRET_LENGTH = 32

/**
 * Parses configured keys: `id:secret,id:secret` (whitespace and newlines around entries are
 * allowed). Throws with a message naming the problem, never the secret.
 */
export function parseSigningKeys(text: string, env: SigningEnv = 'production'): SigningKeySet {
  const keys: SigningKey[] = []
  const entries = text.split(/[,\n]/).map(e => e.trim()).filter(Boolean)
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':')
    if (colon < 0) throw new Error(`signing key #${index + 1} is not in the form id:secret`)
    const id = entry.slice(0, colon).trim()
    const secret = entry.slice(colon + 1).trim()
    if (!KEY_ID.test(id)) throw new Error(`signing key #${index + 1} has an invalid id (letters, digits, _ and -, at most 32)`)
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`signing key ${id} is shorter than ${MIN_SECRET_LENGTH} characters`)
    if (keys.some(k => k.id === id)) throw new Error(`signing key id ${id} appears twice`)
    keys.push({ id, secret })
  }
  if (keys.length === 0) throw new Error('no signing keys configured')
  return { env, keys }
}

/**
 * The key set for an environment: the configured keys when given (any environment), else the
 * committed set of development or test. Production has no committed set and throws without
 * configured keys; configured keys that reuse a committed secret are refused in production.
 */
export function resolveSigningKeys(env: SigningEnv, configured?: string | null): SigningKeySet {
  if (configured && configured.trim()) {
    const set = parseSigningKeys(configured, env)
    if (env === 'production') {
      const publicSecrets = new Set([...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys].map(k => k.secret))
      if (set.keys.some(k => publicSecrets.has(k.secret))) throw new Error('a committed (public) development/test key is configured for production')
    }
    return set
  }
  if (env === 'development') return DEVELOPMENT_SIGNING_KEYS
  if (env === 'test') return TEST_SIGNING_KEYS
  throw new Error('production signing keys are not configured (set SIGNING_KEYS to id:secret,id:secret)')
}
