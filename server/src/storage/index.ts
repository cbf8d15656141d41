/**
 * File storage: avatars, chat images, raw genotype files, exported reports. One interface; a
 * local directory by default, S3-compatible storage later (same interface, chosen by config).
 *
 * Keys are paths like `raw/users/42/abc.txt.gz`: letters, digits, '.', '_', '-' in segments
 * separated by '/', no '.' or '..' segments. Put a user's files under a per-user prefix
 * (`…/users/<id>/…`) so that deleting an account can delete them with deletePrefix.
 * Raw genetic data is put with { encrypt: true } (storage/encryption.ts); reads decrypt
 * transparently, so a caller never handles ciphertext.
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
  /** refuse content larger than this many bytes (the write is abandoned, nothing is left behind) */
  maxBytes?: number
}

export interface FileStorage {
  readonly kind: 'local'
  put(key: string, content: Buffer | Readable, options?: PutOptions): Promise<StoredObject>
  /** the content as a stream (decrypted); throws StorageNotFoundError for a missing key */
  get(key: string): Promise<Readable>
  /** the whole content in memory (decrypted); for small files */
  read(key: string): Promise<Buffer>
  exists(key: string): Promise<boolean>
  /** true if something was deleted */
  delete(key: string): Promise<boolean>
  /** deletes every object under a prefix (a folder of keys); returns how many */
  deletePrefix(prefix: string): Promise<number>
  /** checks that the storage is usable (health endpoint) */
  ping(): Promise<void>
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
