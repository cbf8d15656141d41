/** File storage in a local directory (the default; see storage/index.ts). */
import { createHash, randomUUID } from 'crypto'
import fs from 'fs'
import fsp from 'fs/promises'
import path from 'path'
import { PassThrough, Readable, Transform, TransformCallback } from 'stream'
import { pipeline } from 'stream/promises'
import { DecryptStream, EncryptStream, MAGIC, StorageKeyring, looksEncrypted } from './encryption'
import { FileStorage, PutOptions, StorageLimitError, StorageNotFoundError, StoredObject, checkKey } from './index'

/** Counts and hashes the plaintext on its way through, and enforces the size limit. */
class Measure extends Transform {
  readonly hash = createHash('sha256')
  size = 0
  private head = Buffer.alloc(0)

  constructor(
    private readonly maxBytes: number,
    private readonly refuseMagic: boolean
  ) {
    super()
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length
    if (this.size > this.maxBytes) return done(new StorageLimitError(this.maxBytes))
    if (this.refuseMagic && this.head.length < MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MAGIC.length - this.head.length)])
      // a plain object must never look encrypted, or reading it back would try to decrypt it
      if (this.head.length >= MAGIC.length && looksEncrypted(this.head)) return done(new Error('plain content may not start with the encryption marker'))
    }
    this.hash.update(chunk)
    done(null, chunk)
  }
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const
  private readonly tmpDir: string

  constructor(
    private readonly root: string,
    private readonly keyring: StorageKeyring | null
  ) {
    this.tmpDir = path.join(root, '.tmp')
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 })
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key))
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<StoredObject> {
    const target = this.file(key)
    if (options.encrypt && !this.keyring) throw new Error('storage encryption is not configured')
    const measure = new Measure(options.maxBytes ?? Number.MAX_SAFE_INTEGER, !options.encrypt)
    const tmp = path.join(this.tmpDir, randomUUID())
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content
    try {
      const out = fs.createWriteStream(tmp, { mode: 0o600 })
      if (options.encrypt) await pipeline(source, measure, new EncryptStream(this.keyring!.current), out)
      else await pipeline(source, measure, out)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      // rename is atomic: a reader sees the old object or the new one, never half of one
      await fsp.rename(tmp, target)
    } catch (err) {
      await fsp.rm(tmp, { force: true })
      throw err
    }
    return { key, size: measure.size, sha256: measure.hash.digest('hex'), encrypted: Boolean(options.encrypt) }
  }

  async get(key: string): Promise<Readable> {
    const file = this.file(key)
    let handle: fsp.FileHandle
    try {
      handle = await fsp.open(file, 'r')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') throw new StorageNotFoundError(key)
      throw err
    }
    const head = Buffer.alloc(MAGIC.length)
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0)
    const raw = handle.createReadStream({ start: 0 })
    if (!looksEncrypted(head.subarray(0, bytesRead))) return raw
    if (!this.keyring) {
      raw.destroy()
      throw new Error(`stored object ${key} is encrypted but no storage key is configured`)
    }
    const out = new PassThrough()
    pipeline(raw, new DecryptStream(this.keyring), out).catch(err => out.destroy(err))
    return out
  }

  async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = []
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.file(key))).isFile()
    } catch {
      return false
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await fsp.unlink(this.file(key))
      return true
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw err
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = path.join(this.root, ...checkKey(prefix, { prefix: true }))
    let count = 0
    const walk = async (d: string): Promise<void> => {
      let entries: fs.Dirent[]
      try {
        entries = await fsp.readdir(d, { withFileTypes: true })
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
        throw err
      }
      for (const e of entries) {
        if (e.isDirectory()) await walk(path.join(d, e.name))
        else count++
      }
    }
    await walk(dir)
    await fsp.rm(dir, { recursive: true, force: true })
    return count
  }

  async ping(): Promise<void> {
    await fsp.access(this.tmpDir, fs.constants.W_OK)
  }
}
