/**
 * At-rest encryption of stored files (raw genetic data is personal data of the most sensitive
 * kind). Streaming, authenticated, truncation-proof:
 *
 *   header  = "XGENC" | 0x01 | keyIdLength (1 byte) | keyId | salt (16 bytes) | chunkSize (uint32 BE)
 *   chunk i = AES-256-GCM(fileKey, nonce = 8 zero bytes | uint32 BE i, aad = header | finalFlag)
 *             → ciphertext | 16-byte tag
 *
 * fileKey = HKDF-SHA256(master key, salt, "xungen-storage-v1"): a fresh key per file, so GCM
 * nonces never repeat under one key. Every chunk but the last holds exactly chunkSize bytes of
 * plaintext; the last holds fewer (possibly none) and is flagged final in its AAD, so a file cut
 * at a chunk boundary, reordered chunks or a swapped header all fail authentication.
 * Master keys: STORAGE_ENCRYPTION_KEYS = "id:base64,…" (32-byte keys; the first encrypts, all
 * decrypt, which is how keys rotate).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'crypto'
import { Transform, TransformCallback } from 'stream'

export const MAGIC = Buffer.from('XGENC\x01', 'latin1')
export const DEFAULT_CHUNK_SIZE = 64 * 1024
const TAG_LENGTH = 16
const SALT_LENGTH = 16

export interface StorageKey {
  id: string
  key: Buffer
}

export interface StorageKeyring {
  /** encrypts new files */
  current: StorageKey
  byId: Map<string, StorageKey>
}

export function parseStorageKeys(text: string): StorageKeyring {
  const keys: StorageKey[] = []
  for (const entry of text.split(/[,\n]/).map(e => e.trim()).filter(Boolean)) {
    const colon = entry.indexOf(':')
    const id = colon < 0 ? '' : entry.slice(0, colon)
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error('STORAGE_ENCRYPTION_KEYS: each entry is id:base64key with a short id')
    const key = Buffer.from(entry.slice(colon + 1), 'base64')
    if (key.length !== 32) throw new Error(`STORAGE_ENCRYPTION_KEYS: key ${id} must be 32 bytes (base64)`)
    if (keys.some(k => k.id === id)) throw new Error(`STORAGE_ENCRYPTION_KEYS: key id ${id} appears twice`)
    keys.push({ id, key })
  }
  if (keys.length === 0) throw new Error('STORAGE_ENCRYPTION_KEYS: no key')
  return { current: keys[0], byId: new Map(keys.map(k => [k.id, k])) }
}

export function generateStorageKeyText(id = 'local1'): string {
  return `${id}:${randomBytes(32).toString('base64')}`
}

function fileKey(master: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', master, salt, 'xungen-storage-v1', 32))
}

function nonce(index: number): Buffer {
  const n = Buffer.alloc(12)
  n.writeUInt32BE(index, 8)
  return n
}

function sealChunk(key: Buffer, header: Buffer, index: number, final: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(index))
  cipher.setAAD(Buffer.concat([header, Buffer.from([final ? 1 : 0])]))
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([body, cipher.getAuthTag()])
}

function openChunk(key: Buffer, header: Buffer, index: number, final: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce(index))
  decipher.setAAD(Buffer.concat([header, Buffer.from([final ? 1 : 0])]))
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()])
}

export class EncryptStream extends Transform {
  private readonly header: Buffer
  private readonly key: Buffer
  private pending: Buffer = Buffer.alloc(0)
  private index = 0

  constructor(master: StorageKey, private readonly chunkSize = DEFAULT_CHUNK_SIZE) {
    super()
    const salt = randomBytes(SALT_LENGTH)
    const id = Buffer.from(master.id, 'latin1')
    const size = Buffer.alloc(4)
    size.writeUInt32BE(chunkSize)
    this.header = Buffer.concat([MAGIC, Buffer.from([id.length]), id, salt, size])
    this.key = fileKey(master.key, salt)
    this.push(this.header)
  }

  override _transform(data: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data
    // keep at least one byte back: only the flush knows which chunk is the last
    while (this.pending.length > this.chunkSize) {
      this.push(sealChunk(this.key, this.header, this.index++, false, this.pending.subarray(0, this.chunkSize)))
      this.pending = this.pending.subarray(this.chunkSize)
    }
    done()
  }

  override _flush(done: TransformCallback): void {
    if (this.pending.length === this.chunkSize) {
      this.push(sealChunk(this.key, this.header, this.index++, false, this.pending))
      this.pending = Buffer.alloc(0)
    }
    this.push(sealChunk(this.key, this.header, this.index++, true, this.pending))
    done()
  }
}

export class DecryptStream extends Transform {
  private buffer: Buffer = Buffer.alloc(0)
  private header: Buffer | null = null
  private key: Buffer | null = null
  private chunkSize = 0
  private index = 0

  constructor(private readonly keyring: StorageKeyring) {
    super()
  }

  private readHeader(): boolean {
    const b = this.buffer
    if (b.length < MAGIC.length + 1) return false
    if (!b.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted file of this storage')
    const idLength = b[MAGIC.length]
    const total = MAGIC.length + 1 + idLength + SALT_LENGTH + 4
    if (b.length < total) return false
    const id = b.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString('latin1')
    const master = this.keyring.byId.get(id)
    if (!master) throw new Error(`stored file is encrypted with unknown key ${id}`)
    const salt = b.subarray(MAGIC.length + 1 + idLength, MAGIC.length + 1 + idLength + SALT_LENGTH)
    this.chunkSize = b.readUInt32BE(total - 4)
    if (this.chunkSize < 1 || this.chunkSize > 16 * 1024 * 1024) throw new Error('corrupt encrypted file header')
    this.header = Buffer.from(b.subarray(0, total))
    this.key = fileKey(master.key, salt)
    this.buffer = b.subarray(total)
    return true
  }

  override _transform(data: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data
      if (!this.header && !this.readHeader()) return done()
      const sealedSize = this.chunkSize + TAG_LENGTH
      // a full-size chunk is never the last one (the last holds less than chunkSize), but only
      // more bytes after it prove it is complete and not the end of a truncated file
      while (this.buffer.length > sealedSize) {
        this.push(openChunk(this.key!, this.header!, this.index++, false, this.buffer.subarray(0, sealedSize)))
        this.buffer = this.buffer.subarray(sealedSize)
      }
      done()
    } catch (err) {
      done(err as Error)
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.header) throw new Error('encrypted file is truncated (no header)')
      if (this.buffer.length < TAG_LENGTH || this.buffer.length >= this.chunkSize + TAG_LENGTH) throw new Error('encrypted file is truncated')
      this.push(openChunk(this.key!, this.header, this.index++, true, this.buffer))
      done()
    } catch (err) {
      done(err as Error)
    }
  }
}

/** Whether bytes start like an encrypted file (first bytes of a stored object). */
export function looksEncrypted(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC)
}
