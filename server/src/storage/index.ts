/**
 * File storage: avatars, chat images, raw genotype files, exported reports. One interface; a
 * local directory by default (storage/local.ts), any S3-compatible object store (Alibaba Cloud
 * OSS, Tencent COS, MinIO, AWS S3; storage/s3.ts) when STORAGE_S3_BUCKET is set.
 *
 * Keys are paths like `raw/users/42/abc.txt.gz`: letters, digits, '.', '_', '-' in segments
 * separated by '/', no '.' or '..' segments. Put a user's files under a per-user prefix
 * (`…/users/<id>/…`) so that deleting an account can delete them with deletePrefix.
 * A person's files (raw genetic data, packed kits, reports, images) are put with { owner: userId }:
 * encrypted (storage/encryption.ts) under the account's own key (storage/userKeys.ts), which the
 * account's deletion destroys. { encrypt: true } (the master key) is for files that have no owner
 * yet (a sign-up's avatar). Reads decrypt transparently, so a caller never handles ciphertext.
 */
import type { Readable } from 'stream'

export interface StoredObject {
  key: string
  /** bytes of the content (before encryption) */
  size: number
  /** hex SHA-256 of the content (before encryption) */
  sha256: string
  encrypted: boolean
}

export interface PutOptions {
  encrypt?: boolean
  /**
   * the account the file belongs to: it is encrypted under that account's own key
   * (storage/userKeys.ts), destroyed when the account is deleted (crypto-shredding)
   */
  owner?: number
  /** refuse content larger than this many bytes (the write is abandoned, nothing is left behind) */
  maxBytes?: number
}

/**
 * A file written under a temporary name, not yet visible under its key. The caller commits its
 * database row first and then commit()s the file (or abort()s it): a crash between the two
 * leaves a staged file that the sweep either finishes (its row exists) or removes (no row), never
 * a visible file nobody refers to.
 */
export interface StagedObject {
  object: StoredObject
  commit(): Promise<void>
  abort(): Promise<void>
}

export interface SweepOptions {
  /** files younger than this are left alone (a write in progress) */
  olderThanMs: number
  /** of these keys, the ones a database row refers to; keys under prefixes nobody registered are never passed */
  referenced(keys: string[]): Promise<Set<string>>
  /** key prefixes ('images/') whose files must each have a row; other files are left alone */
  prefixes: readonly string[]
}

export interface SweepReport {
  /** unfinished temporary files removed */
  temporary: number
  /** staged files whose row had committed, made visible */
  finished: number
  /** visible files no row refers to, removed */
  orphans: number
}

export interface FileStorage {
  readonly kind: 'local' | 's3'
  put(key: string, content: Buffer | Readable, options?: PutOptions): Promise<StoredObject>
  /** writes the content under a temporary name; visible under its key after commit() */
  stage(key: string, content: Buffer | Readable, options?: PutOptions): Promise<StagedObject>
  /**
   * Makes a staged file visible under its key now, as the sweep would finish it: for a reader
   * that found the key's row committed but not yet its file (the writer commits the row first,
   * then the file; on a slow store the reader may come between). True when the key is visible
   * afterwards; false when nothing was staged for it. The writer's own commit() then finds its
   * work done. Call it only for a key whose row exists.
   */
  finishStaged(key: string): Promise<boolean>
  /** removes leftovers of crashed writes and files without rows (storage/sweeper.ts) */
  sweep(options: SweepOptions): Promise<SweepReport>
  /** the content as a stream (decrypted); throws StorageNotFoundError for a missing key */
  get(key: string): Promise<Readable>
  /** the whole content in memory (decrypted); for small files */
  read(key: string): Promise<Buffer>
  exists(key: string): Promise<boolean>
  /** the id of the key a stored object is encrypted under (`u<userId>` for an account's key), null for a plain one; throws StorageNotFoundError */
  keyIdOf(key: string): Promise<string | null>
  /** true if something was deleted */
  delete(key: string): Promise<boolean>
  /** deletes every object under a prefix (a folder of keys); returns how many */
  deletePrefix(prefix: string): Promise<number>
  /** deletes every `<area>/users/<userId>/` folder, whichever domain wrote it (an account's deletion); returns how many objects */
  deleteOwner(userId: number): Promise<number>
  /** checks that the storage is usable (health endpoint) */
  ping(): Promise<void>
  /** lets go of connections (an object store's client) */
  close?(): void
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`)
    this.name = 'StorageNotFoundError'
  }
}

export class StorageLimitError extends Error {
  constructor(limit: number) {
    super(`content larger than ${limit} bytes`)
    this.name = 'StorageLimitError'
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/

export function checkKey(key: string, { prefix = false } = {}): string[] {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) throw new Error('invalid storage key')
  const segments = key.split('/')
  if (prefix && segments[segments.length - 1] === '') segments.pop()
  for (const s of segments) {
    if (!SEGMENT.test(s) || s === '.' || s === '..') throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
  }
  return segments
}
