/** When a failed code chunk reloads the page (spec 2.20; platform/chunkReload.ts installs it on H5). */
import { CHUNK_RELOAD_GUARD_MS } from '@xungen/contracts'

/** webpack's ChunkLoadError, and the messages browsers give for a failed dynamic import */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  const name = (reason as { name?: string }).name || ''
  const message = String((reason as { message?: string }).message ?? reason)
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message)
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
