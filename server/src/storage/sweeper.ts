/**
 * The storage sweep: what a crash leaves behind never stays. Each domain that stores files
 * registers the key prefix it owns and how to tell which of its keys a row refers to; the sweep
 * (at start, before the server listens, and every STORAGE_SWEEP_INTERVAL_SECONDS) then
 *  - removes temporary and staged files older than STORAGE_ORPHAN_AGE_SECONDS whose row never
 *    committed, and finishes those whose row did (the process died between commit and rename);
 *  - removes visible files under a registered prefix that no row refers to.
 * Files under prefixes nobody registered are never touched.
 */
import type { FileStorage, SweepReport } from './index'

export type ReferencedKeys = (keys: string[]) => Promise<Set<string>>

export class StorageSweeper {
  private readonly owners: Array<{ prefix: string; referenced: ReferencedKeys }> = []

  constructor(
    private readonly storage: FileStorage,
    private readonly olderThanMs: number
  ) {}

  /** A domain's files: every key under `prefix` must be referred to by one of its rows. */
  register(prefix: string, referenced: ReferencedKeys): void {
    if (!prefix.endsWith('/')) throw new Error('a storage prefix ends with /')
    if (this.owners.some(o => o.prefix.startsWith(prefix) || prefix.startsWith(o.prefix))) throw new Error(`storage prefix ${prefix} overlaps one already registered`)
    this.owners.push({ prefix, referenced })
  }

  async run(olderThanMs = this.olderThanMs): Promise<SweepReport> {
    return this.storage.sweep({
      olderThanMs,
      prefixes: this.owners.map(o => o.prefix),
      referenced: async keys => {
        const found = new Set<string>()
        for (const owner of this.owners) {
          const mine = keys.filter(k => k.startsWith(owner.prefix))
          if (mine.length) for (const k of await owner.referenced(mine)) found.add(k)
        }
        return found
      }
    })
  }
}
