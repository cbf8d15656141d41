/**
 * Password hashing with scrypt (node:crypto), a memory-hard function: an attacker with a copy of
 * the database pays the same memory per guess as we do per sign-in.
 *
 * Parameters: N = 2^15 (PASSWORD_SCRYPT_LOG_N, at least 15 in production), r = 8, p = 1, a
 * 16-byte random salt, a 32-byte key: 32 MiB and about 100 ms per hash on one core. The
 * parameters are stored with each hash (`scrypt$<logN>$<r>$<p>$<salt>$<key>`, base64), so they
 * can be raised later: a hash made with a lower cost is replaced at the next successful sign-in.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'crypto'

const R = 8
const P = 1
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  return new Promise((resolve, reject) => scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))))
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, logN, R, P)
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

export interface PasswordCheck {
  ok: boolean
  /** the hash was made with a lower cost than the current one: store a new hash */
  needsRehash: boolean
}

export async function verifyPassword(password: string, stored: string, currentLogN: number): Promise<PasswordCheck> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return { ok: false, needsRehash: false }
  const [logN, r, p] = parts.slice(1, 4).map(Number)
  if (![logN, r, p].every(Number.isInteger) || logN < 1 || logN > 22) return { ok: false, needsRehash: false }
  const salt = Buffer.from(parts[4], 'base64')
  const expected = Buffer.from(parts[5], 'base64')
  const key = await scrypt(password, salt, logN, r, p)
  const ok = key.length === expected.length && timingSafeEqual(key, expected)
  return { ok, needsRehash: ok && (logN < currentLogN || r !== R || p !== P) }
}

/** A hash to compare against when there is no account, so that "no such phone" takes as long as "wrong password". */
const decoys = new Map<number, Promise<string>>()
export async function burnPasswordCheck(password: string, logN: number): Promise<void> {
  if (!decoys.has(logN)) decoys.set(logN, hashPassword('decoy-password', logN))
  await verifyPassword(password, await decoys.get(logN)!, logN)
}
