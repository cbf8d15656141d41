/** File storage in a local directory (the default; see storage/index.ts). */
import { createHash, randomUUID } from 'crypto'
import fs from 'fs'
import fsp from 'fs/promises'
import path from 'path'
import { PassThrough, Readable, Transform, TransformCallback } from 'stream'
import { pipeline } from 'stream/promises'
import { DecryptStream, EncryptStream, MAGIC, StorageKey, StorageKeyring, looksEncrypted } from './encryption'
import { FileStorage, PutOptions, StagedObject, StorageLimitError, StorageNotFoundError, StoredObject, SweepOptions, SweepReport, checkKey } from './index'

/** Where per-account keys come from (storage/userKeys.ts). */
export interface UserKeySource {
  keyFor(userId: number): Promise<StorageKey>
  resolve(keyId: string): Promise<StorageKey | null>
}

/** `.<name>.<uuid>.part` beside the file it becomes: the final key is known from the name alone */
export const STAGED = /^\.([A-Za-z0-9_-][A-Za-z0-9._-]{0,199})\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/

async function fsyncPath(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Counts and hashes the plaintext on its way through, and enforces the size limit. */
export class Measure extends Transform {
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

/** The key a put encrypts under: the owner's account key, the master key, or none (plain). */
export async function encryptionKeyFor(options: PutOptions, keyring: StorageKeyring | null, userKeys: UserKeySource | null): Promise<StorageKey | null> {
  if (options.owner !== undefined) {
    if (!userKeys) throw new Error('per-account storage keys are not configured')
    return userKeys.keyFor(options.owner)
  }
  if (!options.encrypt) return null
  if (!keyring) throw new Error('storage encryption is not configured')
  return keyring.current
}

/** an encrypted object's header: the marker, the key id's length and the key id (at most 255 bytes) */
export const HEAD_BYTES = MAGIC.length + 1 + 255

/** The key id an object's first bytes name, or null for a plain object. */
export function keyIdOfHead(head: Buffer): string | null {
  if (!looksEncrypted(head)) return null
  const idLength = head[MAGIC.length]
  return head.length >= MAGIC.length + 1 + idLength ? head.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString('latin1') : ''
}

/** The key an encrypted object names in its header: the master keyring's, or an account's. */
export async function keyringOfHead(head: Buffer, key: string, keyring: StorageKeyring | null, userKeys: UserKeySource | null): Promise<StorageKeyring> {
  const id = keyIdOfHead(head) ?? ''
  if (keyring?.byId.has(id)) return keyring
  const userKey = userKeys ? await userKeys.resolve(id) : null
  if (!userKey) throw new Error(`stored object ${key} is encrypted with unknown key ${id}`)
  return { current: userKey, byId: new Map([[id, userKey]]) }
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const
  private readonly tmpDir: string

  constructor(
    private readonly root: string,
    private readonly keyring: StorageKeyring | null,
    private readonly userKeys: UserKeySource | null = null
  ) {
    // .tmp held temporary files before they were staged beside their target; the sweep empties it
    this.tmpDir = path.join(root, '.tmp')
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 })
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key))
  }

  async stage(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<StagedObject> {
    const target = this.file(key)
    const encryptWith = await encryptionKeyFor(options, this.keyring, this.userKeys)
    const measure = new Measure(options.maxBytes ?? Number.MAX_SAFE_INTEGER, !encryptWith)
    const dir = path.dirname(target)
    const staged = path.join(dir, `.${path.basename(target)}.${randomUUID()}.part`)
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content
    try {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 })
      const out = fs.createWriteStream(staged, { mode: 0o600 })
      if (encryptWith) await pipeline(source, measure, new EncryptStream(encryptWith), out)
      else await pipeline(source, measure, out)
      // on disk before the caller's row commits: a crash after the commit finds the whole file
      await fsyncPath(staged)
    } catch (err) {
      await fsp.rm(staged, { force: true })
      throw err
    }
    const object: StoredObject = { key, size: measure.size, sha256: measure.hash.digest('hex'), encrypted: Boolean(encryptWith) }
    let done = false
    return {
      object,
      async commit() {
        if (done) return
        done = true
        // rename is atomic: a reader sees the old object or the new one, never half of one
        try {
          await fsp.rename(staged, target)
        } catch (err) {
          // a reader of the committed row finished it already (finishStaged)
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync(target)) throw err
        }
        await fsyncPath(dir).catch(() => undefined)
      },
      async abort() {
        if (done) return
        done = true
        await fsp.rm(staged, { force: true })
      }
    }
  }

  async finishStaged(key: string): Promise<boolean> {
    const target = this.file(key)
    const dir = path.dirname(target)
    const name = path.basename(target)
    for (const e of await fsp.readdir(dir).catch(() => [] as string[])) {
      if (STAGED.exec(e)?.[1] !== name) continue
      try {
        await fsp.rename(path.join(dir, e), target)
        await fsyncPath(dir).catch(() => undefined)
      } catch (err) {
        // the writer's own commit() came first
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
      break
    }
    return fs.existsSync(target)
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<StoredObject> {
    const staged = await this.stage(key, content, options)
    await staged.commit()
    return staged.object
  }

  private async keyringFor(handle: fsp.FileHandle, key: string): Promise<StorageKeyring> {
    const head = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return keyringOfHead(head.subarray(0, bytesRead), key, this.keyring, this.userKeys)
  }

  async keyIdOf(key: string): Promise<string | null> {
    let handle: fsp.FileHandle
    try {
      handle = await fsp.open(this.file(key), 'r')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') throw new StorageNotFoundError(key)
      throw err
    }
    try {
      const head = Buffer.alloc(HEAD_BYTES)
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      return keyIdOfHead(head.subarray(0, bytesRead))
    } finally {
      await handle.close()
    }
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
    if (!looksEncrypted(head.subarray(0, bytesRead))) return handle.createReadStream({ start: 0 })
    let keyring: StorageKeyring
    try {
      keyring = await this.keyringFor(handle, key)
    } catch (err) {
      await handle.close()
      throw err
    }
    const raw = handle.createReadStream({ start: 0 })
    const out = new PassThrough()
    pipeline(raw, new DecryptStream(keyring), out).catch(err => out.destroy(err))
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

  async deleteOwner(userId: number): Promise<number> {
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('invalid owner')
    let count = 0
    for (const area of await fsp.readdir(this.root, { withFileTypes: true })) {
      if (!area.isDirectory() || area.name.startsWith('.')) continue
      count += await this.deletePrefix(`${area.name}/users/${userId}`)
    }
    return count
  }

  async sweep(options: SweepOptions): Promise<SweepReport> {
    const report: SweepReport = { temporary: 0, finished: 0, orphans: 0 }
    const cutoff = Date.now() - options.olderThanMs
    const old = async (file: string) => {
      try {
        return (await fsp.stat(file)).mtimeMs <= cutoff
      } catch {
        return false
      }
    }
    // the old flat temporary folder: nothing there is ever finished
    for (const name of await fsp.readdir(this.tmpDir).catch(() => [] as string[])) {
      const file = path.join(this.tmpDir, name)
      if (await old(file)) {
        await fsp.rm(file, { force: true, recursive: true })
        report.temporary++
      }
    }
    const underPrefix = (key: string) => options.prefixes.some(p => key.startsWith(p))
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => [] as fs.Dirent[])
      const visible: string[] = []
      for (const e of entries) {
        const file = path.join(dir, e.name)
        if (e.isDirectory()) {
          if (e.name !== '.tmp') await walk(file, `${keyPrefix}${e.name}/`)
          continue
        }
        const staged = STAGED.exec(e.name)
        if (staged) {
          if (!(await old(file))) continue
          const key = keyPrefix + staged[1]
          const target = path.join(dir, staged[1])
          const keep = underPrefix(key) && !fs.existsSync(target) && (await options.referenced([key])).has(key)
          if (keep) {
            await fsp.rename(file, target)
            report.finished++
          } else {
            await fsp.rm(file, { force: true })
            report.temporary++
          }
        } else if (underPrefix(keyPrefix + e.name) && !e.name.startsWith('.') && (await old(file))) {
          visible.push(keyPrefix + e.name)
        }
      }
      for (let i = 0; i < visible.length; i += 500) {
        const batch = visible.slice(i, i + 500)
        const referenced = await options.referenced(batch)
        for (const key of batch) {
          if (referenced.has(key)) continue
          await fsp.rm(this.file(key), { force: true })
          report.orphans++
        }
      }
    }
    await walk(this.root, '')
    return report
  }

  async ping(): Promise<void> {
    await fsp.access(this.tmpDir, fs.constants.W_OK)
  }
}
