/**
 * Capability links to files (issue 20 item 1): the raw-data download today, any other file that
 * must reach one signed-in session through a plain GET tomorrow.
 *
 * The old raw-data link was an HMAC keyed with the request-signing secret, which ships inside
 * every client build: anyone could forge a link for any (file, account) pair. A link now needs
 * two things nobody outside the server has:
 *  - a key from DOWNLOAD_LINK_KEYS (server only, rotated like the signing keys: the first seals,
 *    all open; production refuses to start without one, or with one equal to a client-held key);
 *  - a row of `download_links` holding a random nonce, the account, the session, the file and the
 *    expiry. The token is `<row id>.<key id>.<HMAC(key, purpose|id|nonce|user|session|subject|expiry)>`:
 *    the nonce never leaves the server, so neither a leaked key nor a leaked table alone forges one.
 * Redeeming checks the seal, then that the caller presents the same account and session (the
 * token cookie or header), then marks the row used in one statement (single use, also under
 * parallel requests). A link presented by anyone else is not used up.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'crypto'
import fs from 'fs'
import path from 'path'
import type { Generated, Kysely, Transaction } from 'kysely'
import type { Database } from '../db'

/** migration 0016_link_security; added to the Database interface by module augmentation */
export interface DownloadLinksTable {
  id: Generated<number>
  /** what the link opens ('raw-data') */
  purpose: string
  /** random, never sent: part of the sealed message */
  nonce: string
  /** the DOWNLOAD_LINK_KEYS entry that sealed it */
  key_id: string
  user_id: number
  session_id: number
  /** the row the link opens (raw_files.id for raw-data) */
  subject_id: number
  created_at: number
  expires_at: number
  used_at: number | null
}

declare module '../db/schema' {
  interface Database {
    download_links: DownloadLinksTable
  }
}

export interface LinkKey {
  id: string
  secret: string
}

type Db = Kysely<Database> | Transaction<Database>

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/
export const MIN_LINK_SECRET_LENGTH = 32

/** `id:secret,id:secret` (first seals, all open); throws naming the problem */
export function parseLinkKeys(text: string): LinkKey[] {
  const keys: LinkKey[] = []
  for (const [index, entry] of text.split(',').map(e => e.trim()).filter(Boolean).entries()) {
    const colon = entry.indexOf(':')
    if (colon < 0) throw new Error(`DOWNLOAD_LINK_KEYS: key #${index + 1} is not in the form id:secret`)
    const id = entry.slice(0, colon).trim()
    const secret = entry.slice(colon + 1).trim()
    if (!KEY_ID.test(id)) throw new Error(`DOWNLOAD_LINK_KEYS: key #${index + 1} has an invalid id (letters, digits, _ and -, at most 32)`)
    if (secret.length < MIN_LINK_SECRET_LENGTH) throw new Error(`DOWNLOAD_LINK_KEYS: key ${id} is shorter than ${MIN_LINK_SECRET_LENGTH} characters`)
    if (keys.some(k => k.id === id)) throw new Error(`DOWNLOAD_LINK_KEYS: key id ${id} appears twice`)
    keys.push({ id, secret })
  }
  if (!keys.length) throw new Error('DOWNLOAD_LINK_KEYS: no key configured')
  return keys
}

/**
 * The configured keys, or (outside production only) a key generated once into
 * `<dataDir>/download-link-keys`, so that every process of a development machine shares it.
 */
export function loadLinkKeys(config: { downloadLinkKeys: readonly LinkKey[] | null; dataDir: string; env: string }): readonly LinkKey[] {
  if (config.downloadLinkKeys) return config.downloadLinkKeys
  if (config.env === 'production') throw new Error('DOWNLOAD_LINK_KEYS must be set in production')
  const file = path.join(config.dataDir, 'download-link-keys')
  try {
    return parseLinkKeys(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.mkdirSync(config.dataDir, { recursive: true })
  const text = `local1:${randomBytes(32).toString('base64url')}\n`
  // written aside, then linked into place (fails if it exists): two processes starting at once agree
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, text, { mode: 0o600 })
  try {
    fs.linkSync(tmp, file)
    return parseLinkKeys(text)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return parseLinkKeys(fs.readFileSync(file, 'utf8'))
    throw err
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

export interface IssuedLink {
  token: string
  expiresAt: number
}

export interface LinkHolder {
  userId: number
  sessionId: number
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{43})$/

export class DownloadLinks {
  private readonly byId: Map<string, string>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: readonly LinkKey[],
    private readonly clock: () => number
  ) {
    if (!keys.length) throw new Error('DownloadLinks needs at least one key')
    this.byId = new Map(keys.map(k => [k.id, k.secret]))
  }

  private seal(secret: string, row: { id: number; purpose: string; nonce: string; user_id: number; session_id: number; subject_id: number; expires_at: number }): Buffer {
    const message = [row.purpose, row.id, row.nonce, row.user_id, row.session_id, row.subject_id, row.expires_at].join('|')
    return createHmac('sha256', secret).update(message).digest()
  }

  /** a link to `subjectId` (of `purpose`) for this account and session; written with `db` (the caller's transaction) */
  async issue(input: { purpose: string; holder: LinkHolder; subjectId: number; ttlSeconds: number }, db: Db = this.db): Promise<IssuedLink> {
    const now = this.clock()
    const expiresAt = now + input.ttlSeconds * 1000
    const key = this.keys[0]
    const nonce = randomBytes(24).toString('base64url')
    const values = { purpose: input.purpose, nonce, key_id: key.id, user_id: input.holder.userId, session_id: input.holder.sessionId, subject_id: input.subjectId, created_at: now, expires_at: expiresAt, used_at: null }
    const { id } = await db.insertInto('download_links').values(values).returning('id').executeTakeFirstOrThrow()
    const mac = this.seal(key.secret, { ...values, id: Number(id) }).toString('base64url')
    return { token: `${id}.${key.id}.${mac}`, expiresAt }
  }

  /**
   * The subject of a valid link presented by its own account and session, used up by this call;
   * null for anything else (forged, tampered, unknown key, expired, used, another session). A
   * link presented by another session is left as it was.
   */
  async redeem(token: string, purpose: string, holder: LinkHolder | null): Promise<{ subjectId: number; userId: number } | null> {
    const m = TOKEN.exec(token)
    if (!m) return null
    const secret = this.byId.get(m[2])
    if (!secret) return null
    const row = await this.db.selectFrom('download_links').selectAll().where('id', '=', Number(m[1])).executeTakeFirst()
    if (!row || row.purpose !== purpose || row.key_id !== m[2]) return null
    const expected = this.seal(secret, { id: Number(row.id), purpose: row.purpose, nonce: row.nonce, user_id: Number(row.user_id), session_id: Number(row.session_id), subject_id: Number(row.subject_id), expires_at: Number(row.expires_at) })
    const given = Buffer.from(m[3], 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const now = this.clock()
    if (row.used_at !== null || Number(row.expires_at) <= now) return null
    if (!holder || holder.userId !== Number(row.user_id) || holder.sessionId !== Number(row.session_id)) return null
    const used = await this.db
      .updateTable('download_links')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return null
    return { subjectId: Number(row.subject_id), userId: Number(row.user_id) }
  }

  /** rows whose link ended more than `keepMs` ago (the rows are the download log meanwhile) */
  async sweep(keepMs: number): Promise<number> {
    const r = await this.db.deleteFrom('download_links').where('expires_at', '<', this.clock() - keepMs).executeTakeFirst()
    return Number(r.numDeletedRows ?? 0)
  }
}
