import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { threadId } from 'node:worker_threads'

/**
 * A temporary name beside `file` that no other writer uses: the process id alone is not enough,
 * since the server's engine threads and its main thread share one (two threads building the
 * same cache at once wrote the same temporary file, and one's rename then found it gone).
 */
export function temporaryPathFor(file: string): string {
  return `${file}.${process.pid}.${threadId}.${randomBytes(4).toString('hex')}.tmp`
}

/** writes `file` whole or not at all (a reader never sees half a file), without leaving a temporary file */
export function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView): void {
  const tmp = temporaryPathFor(file)
  try {
    fs.writeFileSync(tmp, data)
    fs.renameSync(tmp, file)
  } catch (err) {
    fs.rmSync(tmp, { force: true })
    throw err
  }
}
