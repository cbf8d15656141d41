/**
 * File storage in an S3-compatible object store (Alibaba Cloud OSS, Tencent COS, MinIO, AWS S3),
 * with the same guarantees as the local directory (storage/local.ts):
 *  - encryption stays on this side: an object is encrypted under its owner's key (or the master
 *    key) before it leaves the process, so the store only ever holds ciphertext;
 *  - content streams through (multipart upload, 8 MiB parts, for large raw files), measured and
 *    hashed on the way, refused past maxBytes with the upload aborted and nothing left behind;
 *  - a staged object is written as `<folder>/.<name>.<uuid>.part` and made visible by commit()
 *    (a server-side copy, whole or not at all, then the staged one deleted); the sweep finishes
 *    or removes staged objects of crashed writes and removes objects no row refers to, as the
 *    local sweep does.
 * Objects are at most 5 GiB (a single server-side copy); every caller sets a far lower maxBytes.
 */
import { randomUUID } from 'crypto'
import { PassThrough, Readable } from 'stream'
import { pipeline } from 'stream/promises'
import {
  CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsCommand, ListObjectsV2Command, S3Client, S3ServiceException
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { DecryptStream, EncryptStream, StorageKeyring, looksEncrypted } from './encryption'
import { FileStorage, PutOptions, StagedObject, StorageLimitError, StorageNotFoundError, StoredObject, SweepOptions, SweepReport, checkKey } from './index'
import { HEAD_BYTES, Measure, STAGED, encryptionKeyFor, keyIdOfHead, keyringOfHead, type UserKeySource } from './local'

export interface S3StorageOptions {
  /** the service's endpoint (https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000); null: AWS's own */
  endpoint: string | null
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** bucket in the path (MinIO and most self-hosted stores) rather than in the host name */
  forcePathStyle: boolean
}

const PART_SIZE = 8 * 1024 * 1024
const MAX_OBJECT_BYTES = 5 * 1024 ** 3

function notFound(err: unknown): boolean {
  const e = err as S3ServiceException
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const
  private readonly client: S3Client
  private readonly bucket: string

  constructor(
    options: S3StorageOptions,
    private readonly keyring: StorageKeyring | null,
    private readonly userKeys: UserKeySource | null = null
  ) {
    this.bucket = options.bucket
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // checksums only where the protocol needs them: OSS, COS and MinIO differ in the newer ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED'
    })
  }

  async stage(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<StagedObject> {
    const segments = checkKey(key)
    const name = segments.pop()!
    const stagedKey = [...segments, `.${name}.${randomUUID()}.part`].join('/')
    const encryptWith = await encryptionKeyFor(options, this.keyring, this.userKeys)
    const measure = new Measure(Math.min(options.maxBytes ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES), !encryptWith)
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content
    const body = new PassThrough()
    const flowing = encryptWith ? pipeline(source, measure, new EncryptStream(encryptWith), body) : pipeline(source, measure, body)
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: stagedKey, Body: body }, partSize: PART_SIZE, queueSize: 2, leavePartsOnError: false })
    try {
      // a refused or broken source fails the pipeline; the upload is then abandoned
      await Promise.all([flowing.catch(err => { void upload.abort().catch(() => undefined); throw err }), upload.done()])
    } catch (err) {
      await this.remove(stagedKey).catch(() => undefined)
      const limit = err instanceof StorageLimitError ? err : (err as { cause?: unknown })?.cause
      throw limit instanceof StorageLimitError ? limit : err
    }
    const object: StoredObject = { key, size: measure.size, sha256: measure.hash.digest('hex'), encrypted: Boolean(encryptWith) }
    let done = false
    return {
      object,
      commit: async () => {
        if (done) return
        done = true
        // a server-side copy appears whole or not at all: a reader sees the old object or the new one
        try {
          await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${stagedKey}` }))
        } catch (err) {
          // a reader of the committed row finished it already (finishStaged): the staged copy is gone, the object is there
          if (!(await this.exists(key))) throw err
        }
        await this.remove(stagedKey)
      },
      abort: async () => {
        if (done) return
        done = true
        await this.remove(stagedKey)
      }
    }
  }

  async finishStaged(key: string): Promise<boolean> {
    const segments = checkKey(key)
    const name = segments.pop()!
    const folder = segments.length ? `${segments.join('/')}/` : ''
    for await (const o of this.list(`${folder}.${name}.`)) {
      if (STAGED.exec(o.key.slice(folder.length))?.[1] !== name) continue
      try {
        await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${o.key}` }))
        await this.remove(o.key)
      } catch (err) {
        // the writer's own commit() came first (its copy done, its staged object deleted)
        if (!(await this.exists(key))) throw err
      }
      break
    }
    return this.exists(key)
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<StoredObject> {
    const staged = await this.stage(key, content, options)
    await staged.commit()
    return staged.object
  }

  /** The object's first bytes (its encryption header, if any); throws StorageNotFoundError. */
  private async head(key: string): Promise<Buffer> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }))
      return Buffer.from(await res.Body!.transformToByteArray())
    } catch (err) {
      if (notFound(err)) throw new StorageNotFoundError(key)
      // a range of an empty object cannot be satisfied: it has no header
      if ((err as S3ServiceException)?.$metadata?.httpStatusCode === 416) return Buffer.alloc(0)
      throw err
    }
  }

  async keyIdOf(key: string): Promise<string | null> {
    checkKey(key)
    return keyIdOfHead(await this.head(key))
  }

  async get(key: string): Promise<Readable> {
    checkKey(key)
    const head = await this.head(key)
    const keyring = looksEncrypted(head) ? await keyringOfHead(head, key, this.keyring, this.userKeys) : null
    let raw: Readable
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      raw = res.Body as Readable
    } catch (err) {
      if (notFound(err)) throw new StorageNotFoundError(key)
      throw err
    }
    if (!keyring) return raw
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
    checkKey(key)
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      return true
    } catch (err) {
      if (notFound(err)) return false
      throw err
    }
  }

  async delete(key: string): Promise<boolean> {
    checkKey(key)
    // S3 answers a delete of a missing key as a success: ask first, so the answer is true
    if (!(await this.exists(key))) return false
    await this.remove(key)
    return true
  }

  /** deletes an object by its stored name (a staged object's name is not a key callers may use) */
  private async remove(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: storedName }))
  }

  /** every object under a prefix (a folder, ending in '/'), a page at a time */
  private async *list(prefix: string): AsyncGenerator<{ key: string; modified: number }> {
    let token: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }))
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modified: o.LastModified?.getTime() ?? 0 }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  private async deleteMany(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(i, i + 1000).map(Key => ({ Key })), Quiet: true } }))
      if (res.Errors?.length) throw new Error(`could not delete ${res.Errors.length} stored object(s): ${res.Errors[0].Code}`)
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const folder = checkKey(prefix, { prefix: true }).join('/') + '/'
    const keys: string[] = []
    for await (const o of this.list(folder)) keys.push(o.key)
    await this.deleteMany(keys)
    return keys.length
  }

  async deleteOwner(userId: number): Promise<number> {
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('invalid owner')
    const areas = await this.areas()
    let count = 0
    for (const area of areas) count += await this.deletePrefix(`${area}/users/${userId}`)
    return count
  }

  /**
   * The top-level folders (areas) of the bucket, one small listing per area: each asks for the
   * first key after every key of the area before it ('0' follows '/'), so nothing depends on
   * delimiter listings, which some S3-compatible servers get wrong.
   */
  private async areas(): Promise<string[]> {
    const areas: string[] = []
    let after: string | undefined
    for (;;) {
      // the first version of the listing call: some S3-compatible servers fail the second with MaxKeys
      const page = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, MaxKeys: 1, Marker: after }))
      const key = page.Contents?.[0]?.Key
      if (!key) return areas
      const slash = key.indexOf('/')
      if (slash < 0) {
        after = key
        continue
      }
      const area = key.slice(0, slash)
      if (!area.startsWith('.')) areas.push(area)
      after = `${area}0`
    }
  }

  async sweep(options: SweepOptions): Promise<SweepReport> {
    const report: SweepReport = { temporary: 0, finished: 0, orphans: 0 }
    const cutoff = Date.now() - options.olderThanMs
    const underPrefix = (key: string) => options.prefixes.some(p => key.startsWith(p))
    const visible: string[] = []
    for await (const o of this.list('')) {
      if (o.modified > cutoff) continue
      const slash = o.key.lastIndexOf('/')
      const folder = o.key.slice(0, slash + 1)
      const name = o.key.slice(slash + 1)
      const staged = STAGED.exec(name)
      if (staged) {
        const key = folder + staged[1]
        const keep = underPrefix(key) && !(await this.exists(key)) && (await options.referenced([key])).has(key)
        if (keep) {
          await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${o.key}` }))
          report.finished++
        } else {
          report.temporary++
        }
        await this.remove(o.key)
      } else if (underPrefix(o.key) && !name.startsWith('.')) {
        visible.push(o.key)
      }
    }
    for (let i = 0; i < visible.length; i += 500) {
      const batch = visible.slice(i, i + 500)
      const referenced = await options.referenced(batch)
      const orphans = batch.filter(key => !referenced.has(key))
      await this.deleteMany(orphans)
      report.orphans += orphans.length
    }
    return report
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
  }

  close(): void {
    this.client.destroy()
  }
}
