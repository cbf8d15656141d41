/**
 * Personal columns encrypted under the account's own key (security issue item 6). A deleted
 * account's rows are deleted, but PostgreSQL's write-ahead log, its replicas and every backup
 * keep what was written; with the values sealed under the account's data key
 * (storage/userKeys.ts), destroyed at the deletion, those copies hold ciphertext nobody can open.
 *
 *   sealed value = "pd1." | keyId ("u<userId>") | "." | base64url(iv (12) | AES-256-GCM ciphertext | tag (16))
 *   field key    = HKDF-SHA256(the account's data key, info "xungen-personal-field-v1")
 *   aad          = "pd1." | keyId   (a value cannot be moved to another account)
 *
 * Writes seal explicitly (seal()); reads need nothing: the Kysely plugin below opens every sealed
 * value of every result row, whatever the query, join or alias (the key id is in the value). A
 * value whose key was destroyed reads as null.
 *
 * Equality lookups use a blind index: an HMAC-SHA256 under PERSONAL_INDEX_KEY, a key only the
 * server holds ("h1." | base64url), e.g. users.phone_index for sign-in by phone. Without the key
 * an index cannot be computed from a guessed phone, so a copy of the database does not give the
 * phone of an index by trying the 10^11 mainland numbers.
 */
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'crypto'
import fs from 'fs'
import path from 'path'
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, Transaction, UnknownRow } from 'kysely'
import type { Database } from '../db'
import type { StorageKey } from '../storage/encryption'
import { UserKeyDestroyedError, userKeyId } from '../storage/userKeys'

export const SEALED_PREFIX = 'pd1.'
/**
 * the columns of tested_persons sealed under the owner's key. The surname stays plain: the surname
 * statistics and the lineage pages count opted-in persons by it in SQL (docs/security.md)
 */
export const PERSON_SEALED_COLUMNS = ['name', 'birthplace', 'ancestral_place'] as const
export const INDEX_PREFIX = 'h1.'
const SEALED = /^pd1\.(u\d{1,10})\.([A-Za-z0-9_-]+)$/

/** a transaction (or the database) that a new account's key is made in */
export type KeyDb = Kysely<Database> | Transaction<Database>

export interface PersonalKeySource {
  keyFor(userId: number, trx?: KeyDb): Promise<StorageKey>
  resolve(keyId: string): Promise<StorageKey | null>
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX)
}

export function isIndex(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(INDEX_PREFIX)
}

/**
 * The field key of an account's data key, derived once per key object: the key source keeps a
 * key's object while it caches the key (storage/userKeys.ts), so a key that is dropped or
 * destroyed takes its derived key with it (a WeakMap holds nothing alive). Deriving it on every
 * value opened was a tenth of a signed read's CPU (issue 30).
 */
const fieldKeys = new WeakMap<StorageKey, KeyObject>()
function fieldKey(key: StorageKey): KeyObject {
  let derived = fieldKeys.get(key)
  if (!derived) {
    derived = createSecretKey(Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), 'xungen-personal-field-v1', 32)))
    fieldKeys.set(key, derived)
  }
  return derived
}

export class PersonalFields {
  constructor(
    private readonly keys: PersonalKeySource,
    private readonly indexKey: Buffer
  ) {
    if (indexKey.length < 32) throw new Error('the personal index key must be at least 32 bytes')
  }

  /**
   * The value sealed under the account's key (null stays null). Inside a transaction pass it as
   * `trx` (the key may have to be read or made there: SQLite's one connection is the transaction's).
   */
  async seal(userId: number, value: string, trx?: KeyDb): Promise<string>
  async seal(userId: number, value: string | null, trx?: KeyDb): Promise<string | null>
  async seal(userId: number, value: string | null, trx?: KeyDb): Promise<string | null> {
    if (value === null) return null
    if (isSealed(value)) throw new Error('value is sealed already')
    const key = await this.keys.keyFor(userId, trx)
    const id = userKeyId(userId)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', fieldKey(key), iv)
    cipher.setAAD(Buffer.from(SEALED_PREFIX + id))
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
    return `${SEALED_PREFIX}${id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
  }

  /** The columns of `values` named in `columns`, sealed (the others unchanged). */
  async sealColumns<T extends Record<string, unknown>>(userId: number, values: T, columns: readonly (keyof T)[], trx?: KeyDb): Promise<T> {
    const out: Record<string, unknown> = { ...values }
    for (const c of columns) {
      const v = out[c as string]
      if (typeof v === 'string' && !isSealed(v)) out[c as string] = await this.seal(userId, v, trx)
    }
    return out as T
  }

  /** A sealed value opened; plain values are returned as they are; null when the account's key was destroyed. */
  async open(value: string): Promise<string | null> {
    const m = SEALED.exec(value)
    if (!m) return value
    let key: StorageKey | null
    try {
      key = await this.keys.resolve(m[1])
    } catch (err) {
      if (err instanceof UserKeyDestroyedError) return null
      throw err
    }
    if (!key) throw new Error(`sealed value names unknown key ${m[1]}`)
    const raw = Buffer.from(m[2], 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', fieldKey(key), raw.subarray(0, 12))
    decipher.setAAD(Buffer.from(SEALED_PREFIX + m[1]))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8')
  }

  /** The blind index of a value of a kind ('phone', 'name'): equal inputs, equal indexes; nothing else is learnt without the key. */
  index(kind: string, value: string): string {
    return INDEX_PREFIX + createHmac('sha256', this.indexKey).update(`${kind}\u0000${value}`).digest('base64url')
  }

  /** The blind index a phone is looked up by (the phone already normalised: digits only). */
  phoneIndex(nationCode: string, phone: string): string {
    return this.index('phone', `${nationCode}\u0000${phone}`)
  }

  /** A Kysely plugin that opens every sealed value of every result row (personalOf() finds it again). */
  plugin(): KyselyPlugin {
    return new OpenSealedValues(this)
  }
}

/**
 * The PersonalFields of a database handle or transaction made from app.db (through its plugin),
 * for shared helpers that write personal text and get only a handle (persons/repository notify).
 */
export function personalOf(db: Kysely<Database> | Transaction<Database>): PersonalFields | null {
  const plugin = db.getExecutor().plugins.find(p => p instanceof OpenSealedValues) as OpenSealedValues | undefined
  return plugin?.fields ?? null
}

class OpenSealedValues implements KyselyPlugin {
  constructor(readonly fields: PersonalFields) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows
    if (!rows?.length) return args.result
    let changed: UnknownRow[] | null = null
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]
      let copy: UnknownRow | null = null
      for (const column in row) {
        const v = row[column]
        if (!isSealed(v)) continue
        copy ??= { ...row }
        copy[column] = await this.fields.open(v)
      }
      if (copy) {
        changed ??= rows.slice()
        changed[i] = copy
      }
    }
    return changed ? { ...args.result, rows: changed } : args.result
  }
}

/** PERSONAL_INDEX_KEY, or outside production a key generated once into <dataDir>/personal-index-key (mode 600). */
export function loadPersonalIndexKey(config: { personalIndexKey: Buffer | null; dataDir: string; env: string }): Buffer {
  if (config.personalIndexKey) return config.personalIndexKey
  if (config.env === 'production') throw new Error('PERSONAL_INDEX_KEY must be set in production')
  const file = path.join(config.dataDir, 'personal-index-key')
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.mkdirSync(config.dataDir, { recursive: true })
  const text = randomBytes(32).toString('base64')
  // written aside, then linked into place (fails if it exists): two processes starting at once agree
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, text + '\n', { mode: 0o600 })
  try {
    fs.linkSync(tmp, file)
    return Buffer.from(text, 'base64')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
    throw err
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}
