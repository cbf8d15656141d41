/**
 * The server's one-to-many relatives index (issue 16 item 7). The engine's index (genome.ts
 * KinIndex: a directory of screened shards, one row per chip layout) lives in the data
 * directory next to file storage; the database stays the source of truth:
 *
 *   relative_kits + file storage   every analysed kit (encrypted .xgk), written by the pipeline
 *   <dataDir>/relatives-index/     the kits again, in the engine's shard format (a cache)
 *   relative_matches/_segments     the matches and their segments, read by the list APIs
 *
 * Before each query the index is brought level with relative_kits: kits it lacks (a new
 * analysis, a fresh or lost directory after a restart or a move) are added from storage, kits
 * that are gone from the database (account or person deleted, re-analysed) are removed, which
 * overwrites their genotype bytes with zeros. So the index is rebuilt from stored kits on the
 * first job after a start and survives restarts when its directory does. An account's kits are
 * also removed at once when the account is cancelled (plugin.ts). One writer per
 * process: calls are serialised. Kit ids are `<detectionId>.<relative_kits.created_at>`, so a
 * re-analysed detection's new kit never collides with its removed old one.
 *
 * A matcher shard (server/src/matcher.ts, MATCHER_SHARDS > 0) is the same index restricted to the
 * kits of its shard (relative_kits.matcher_shard = N): it syncs and answers only those.
 */
import fs from 'node:fs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import type { FileStorage } from '../../storage'
import { KinIndex, type IndexedKinMatch, type LayoutBytesStore } from './genome'
import { storageLayouts } from './layouts'

/** kits read from storage and added per batch while the index is being rebuilt */
const REBUILD_BATCH = 200

export interface IndexSync {
  added: number
  removed: number
  /** kits that cannot go into the index (stored before kit layouts existed: re-analyse them) */
  skipped: number
  total: number
}

export const kitIndexId = (detectionId: number, createdAt: number) => `${detectionId}.${createdAt}`
export const detectionOfKitId = (id: string) => Number(id.split('.')[0])
/** the relative_kits.created_at of a kit id */
export const kitAtOf = (id: string) => Number(id.split('.')[1])

/** what the relatives job matches with: this index (embedded) or the matcher shards (shardedMatcher.ts) */
export interface KitMatcher {
  /** one detection's stored kit against every other kit; null when it has none or it cannot be compared */
  match(detectionId: number): Promise<Array<IndexedKinMatch & { detectionId: number }> | null>
  /** removes kits at once (account cancellation) */
  remove(ids: readonly string[]): Promise<number>
  /** the kit ids held */
  ids(): Promise<string[]>
  close(): Promise<void>
}

export class RelativesIndex implements KitMatcher {
  private engine: KinIndex | null = null
  private queue: Promise<unknown> = Promise.resolve()
  private readonly layouts: LayoutBytesStore
  /** kits that could not be indexed, not tried again in this process */
  private readonly skipped = new Set<string>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    readonly dir: string,
    private readonly threads = 0,
    /** a matcher shard: only the kits appended to it; undefined: every kit (the embedded matcher) */
    readonly shard?: number
  ) {
    this.layouts = storageLayouts(storage)
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn)
    this.queue = run.catch(() => undefined)
    return run
  }

  private index(): KinIndex {
    this.engine ??= new KinIndex(this.dir, this.threads)
    return this.engine
  }

  /** brings the index level with relative_kits (see above) */
  sync(): Promise<IndexSync> {
    return this.serial(() => this.syncNow())
  }

  private async syncNow(): Promise<IndexSync> {
    let q = this.db.selectFrom('relative_kits').select(['detection_id', 'created_at', 'kit_key'])
    if (this.shard !== undefined) q = q.where('matcher_shard', '=', this.shard)
    const rows = await q.execute()
    const wanted = new Map(rows.map(r => [kitIndexId(r.detection_id, Number(r.created_at)), r.kit_key]))
    const index = this.index()
    const held = new Set(index.ids())
    const gone = [...held].filter(id => !wanted.has(id))
    const removed = index.remove(gone)
    const missing = [...wanted.keys()].filter(id => !held.has(id) && !this.skipped.has(id))
    let added = 0
    for (let i = 0; i < missing.length; i += REBUILD_BATCH) {
      const batch = await Promise.all(missing.slice(i, i + REBUILD_BATCH).map(async id => ({ id, kit: new Uint8Array(await this.storage.read(wanted.get(id)!)) })))
      const r = await index.add(batch, this.layouts)
      added += r.added
      for (const id of r.skipped) this.skipped.add(id)
    }
    return { added, removed, skipped: this.skipped.size, total: held.size - removed + added }
  }

  /**
   * One detection's stored kit against every kit of the index (after a sync). Null when the
   * detection has no kit or its kit cannot be compared (stored before kit layouts).
   */
  match(detectionId: number): Promise<Array<IndexedKinMatch & { detectionId: number }> | null> {
    return this.serial(async () => {
      await this.syncNow()
      const row = await this.db.selectFrom('relative_kits').select(['created_at', 'kit_key']).where('detection_id', '=', detectionId).executeTakeFirst()
      if (!row) return null
      const own = kitIndexId(detectionId, Number(row.created_at))
      const matches = await this.index().query(new Uint8Array(await this.storage.read(row.kit_key)), this.layouts, [own])
      return matches?.map(m => ({ ...m, detectionId: detectionOfKitId(m.id) })).filter(m => m.detectionId !== detectionId) ?? null
    })
  }

  /**
   * A stored kit (by its storage key) against this index's kits, after a sync: a matcher shard's
   * query. `exclude` kit ids (the kit's own) are not reported. Null when the kit cannot be compared.
   */
  queryKit(kitKey: string, exclude: readonly string[]): Promise<IndexedKinMatch[] | null> {
    return this.serial(async () => {
      await this.syncNow()
      return this.index().query(new Uint8Array(await this.storage.read(kitKey)), this.layouts, exclude)
    })
  }

  /** the kit ids the index holds (none when it was never built here) */
  ids(): Promise<string[]> {
    return this.serial(async () => (this.engine || fs.existsSync(this.dir) ? this.index().ids() : []))
  }

  /**
   * Removes kits at once (account cancellation), zeroing their genotype bytes in the shards,
   * without waiting for the next relatives job. An index never built here has nothing to remove.
   */
  remove(ids: readonly string[]): Promise<number> {
    return this.serial(async () => (ids.length && (this.engine || fs.existsSync(this.dir)) ? this.index().remove(ids) : 0))
  }

  async close(): Promise<void> {
    await this.serial(async () => {
      await this.engine?.close()
      this.engine = null
    })
  }
}
