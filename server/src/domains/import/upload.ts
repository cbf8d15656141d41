/**
 * An uploaded raw file on its way in: streamed to a private temporary file (never held whole
 * in memory), read from there by the engine's worker thread, then written to the encrypted
 * storage and removed. The temporary folder is `<DATA_DIR>/upload-tmp` (0700, files 0600);
 * what a crash leaves there is removed at the next start and every 15 minutes (by age).
 */
import { randomBytes } from 'crypto'
import fs from 'fs'
import path from 'path'
import { pipeline } from 'stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { argError } from '../../errors'

export interface ReceivedUpload {
  path: string
  /** bytes received */
  size: number
  fileName: string
  /** removes the temporary file (idempotent) */
  dispose(): Promise<void>
}

export function uploadDir(dataDir: string): string {
  return path.join(dataDir, 'upload-tmp')
}

/** streams the part to a temporary file; over `maxBytes` it is refused (4006 under file) with nothing left behind */
export async function receiveUpload(part: MultipartFile, dataDir: string, maxBytes: number, tooLarge: string): Promise<ReceivedUpload> {
  const dir = uploadDir(dataDir)
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, `${Date.now()}-${randomBytes(12).toString('hex')}.part`)
  const dispose = () => fs.promises.rm(file, { force: true })
  let size = 0
  try {
    part.file.on('data', (chunk: Buffer) => (size += chunk.length))
    await pipeline(part.file, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  } catch (err) {
    await dispose()
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw argError('file', tooLarge)
    throw err
  }
  if (part.file.truncated || size > maxBytes) {
    await dispose()
    throw argError('file', tooLarge)
  }
  return { path: file, size, fileName: part.filename, dispose }
}

/** removes temporary uploads not written to for `olderThanMs` (left by a crash) */
export async function sweepUploads(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = uploadDir(dataDir)
  let names: string[]
  try {
    names = await fs.promises.readdir(dir)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    const st = await fs.promises.stat(file).catch(() => null)
    if (st && now - st.mtimeMs >= olderThanMs) {
      await fs.promises.rm(file, { force: true })
      removed++
    }
  }
  return removed
}
