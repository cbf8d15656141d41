/**
 * Temporary uploads (endpoints/upload.ts streams raw files to `<DATA_DIR>/upload-tmp` and removes
 * each after its request): what a crash leaves there is removed at the next start and every 15
 * minutes, by age.
 */
import fs from 'fs'
import path from 'path'
import { uploadDir } from '../../endpoints/upload'

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
