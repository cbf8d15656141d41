/** The mini-program loads whole packages; there are no code chunks to reload (see chunkReload.ts). */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export function installChunkReload(): void {
  // nothing to do
}
