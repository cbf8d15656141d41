/**
 * Multipart uploads of declared endpoints (a declaration with `file: '<field>'`, ADR 0015): serve()
 * accepts multipart bodies on the route's context and gives the handler `request.upload`, which
 * reads the one file part of the declared field, with the endpoint's size limit and Chinese
 * messages, either whole into memory or streamed to a private temporary file. The handler calls
 * it when it is ready to take the bytes (inside its app.concurrency slot: a 50 MB upload is held
 * while it is stored, a few at a time). Every refusal is 4006 under the field; nothing is kept.
 *
 * Temporary files live in `<DATA_DIR>/upload-tmp` (0700, files 0600), are removed after the
 * request (`dispose()`), and what a crash leaves is swept by age (import/upload.ts). With object
 * storage (a node that keeps nothing on its own disk, docs/deploy.md) the handler asks for
 * `receive({ spool: 'memory' })` instead: the part is held in memory for the request only, bounded
 * by maxBytes and by the handler's app.concurrency slots, and nothing touches the disk.
 */
import { randomBytes } from 'crypto'
import fs from 'fs'
import path from 'path'
import { Readable } from 'stream'
import { pipeline } from 'stream/promises'
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { argError, type AppError } from '../errors'

/** the parts of every declared upload: one file, a few short form fields (the rest of the input is in the query) */
const PART_LIMITS = { files: 1, fields: 10, parts: 11, fieldSize: 1024 }

export interface UploadRules {
  /** largest file accepted, bytes */
  maxBytes: number
  /** the body is not multipart, or cannot be read as such */
  notMultipart: string
  /** no file part under the declared field */
  noFile: string
  /** over maxBytes: the message under the field, or the whole error (another HTTP status) */
  tooLarge: string | (() => AppError)
  /** the part broke off while read into memory (default: the error as it is) */
  broken?: string
  /** form fields allowed besides the file (default 10) */
  fields?: number
}

export interface ReceivedUpload {
  /** the temporary file ('disk'), or '' when held in memory */
  path: string
  /** the content when held in memory ('memory') */
  bytes?: Uint8Array
  /** what the engine reads: the file's path or the bytes */
  input: string | Uint8Array
  /** the content as a stream (to storage) */
  stream(): Readable
  /** bytes received */
  size: number
  fileName: string
  /** removes the temporary file (idempotent) */
  dispose(): Promise<void>
}

/** The declared file part of a request (serve() puts one on requests of upload endpoints). */
export interface Upload {
  /** read whole into memory (images, a laboratory's genotype file) */
  toBuffer(rules: UploadRules): Promise<{ content: Buffer; fileName: string }>
  /** streamed to a private temporary file, never held whole (raw-data imports) */
  toTempFile(rules: UploadRules & { dataDir: string }): Promise<ReceivedUpload>
  /** a temporary file ('disk', the embedded default) or memory for the request only ('memory', object storage) */
  receive(rules: UploadRules & { dataDir: string; spool: 'disk' | 'memory' }): Promise<ReceivedUpload>
}

const withMultipart = new WeakSet<FastifyInstance>()

/** Lets the context of an upload route parse multipart bodies (once per context). */
export function acceptMultipart(app: FastifyInstance): void {
  if (withMultipart.has(app) || app.hasRequestDecorator('isMultipart')) return
  withMultipart.add(app)
  void app.register(fastifyMultipart, { limits: PART_LIMITS })
}

export function uploadDir(dataDir: string): string {
  return path.join(dataDir, 'upload-tmp')
}

/** The `upload` of a request to an endpoint declared with `file: field`. */
export function uploadOf(request: FastifyRequest, field: string): Upload {
  const tooLarge = (rules: UploadRules) => (typeof rules.tooLarge === 'string' ? argError(field, rules.tooLarge) : rules.tooLarge())

  async function filePart(rules: UploadRules): Promise<MultipartFile> {
    if (!request.isMultipart()) throw argError(field, rules.notMultipart)
    const fields = rules.fields ?? PART_LIMITS.fields
    let part: MultipartFile | undefined
    try {
      part = await request.file({ limits: { ...PART_LIMITS, fields, parts: fields + 1, fileSize: rules.maxBytes } })
    } catch {
      throw argError(field, rules.notMultipart)
    }
    if (!part) throw argError(field, rules.noFile)
    if (part.fieldname !== field) {
      part.file.resume()
      throw argError(field, rules.noFile)
    }
    return part
  }

  const upload: Upload = {
    async receive(rules) {
      if (rules.spool === 'disk') return upload.toTempFile(rules)
      const { content, fileName } = await upload.toBuffer(rules)
      const bytes = new Uint8Array(content.buffer, content.byteOffset, content.byteLength)
      return { path: '', bytes, input: bytes, size: content.length, fileName, stream: () => Readable.from([content]), dispose: async () => {} }
    },

    async toBuffer(rules) {
      const part = await filePart(rules)
      try {
        return { content: await part.toBuffer(), fileName: part.filename }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules)
        if (rules.broken) throw argError(field, rules.broken)
        throw err
      }
    },

    async toTempFile(rules) {
      const part = await filePart(rules)
      const dir = uploadDir(rules.dataDir)
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })
      const file = path.join(dir, `${Date.now()}-${randomBytes(12).toString('hex')}.part`)
      const dispose = () => fs.promises.rm(file, { force: true })
      let size = 0
      try {
        part.file.on('data', (chunk: Buffer) => (size += chunk.length))
        await pipeline(part.file, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }))
      } catch (err) {
        await dispose()
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules)
        throw err
      }
      if (part.file.truncated || size > rules.maxBytes) {
        await dispose()
        throw tooLarge(rules)
      }
      return { path: file, input: file, size, fileName: part.filename, stream: () => fs.createReadStream(file), dispose }
    }
  }
  return upload
}
