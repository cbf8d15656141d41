/**
 * The relatives matcher as shards (issue 27 item 3; docs/relatives-scaling.md section 4). With
 * MATCHER_SHARDS = N > 0 no job process holds the index: `npm run matcher -- --shard K` processes
 * (server/src/matcher.ts) each hold the kits appended to shard K (relative_kits.matcher_shard) on
 * their own disk, rebuilt from storage when lost. The relatives job (pipeline.matchRelatives)
 * asks them through the queue (BullMQ on Redis, one queue per shard `matcher.shard-K`):
 *
 *   1. a kit not yet in a shard is appended to the shard with room (fewest kits, under
 *      MATCHER_SHARD_CAPACITY), before it is queried, so that two kits analysed at the same time
 *      are each in a shard the other's query reads;
 *   2. the kit's query goes to every shard at once (each excludes the kit itself) and the answers
 *      are merged, largest shared cM first; the job stores the matches for both kits as before;
 *   3. a shard whose process dies mid-query: its job's lock lapses (JOB_LOCK_MS), the restarted
 *      (or another) process of that shard runs it again; a shard that does not answer within
 *      MATCHER_TIMEOUT_MS fails the relatives job, which is retried whole (idempotent).
 *
 * Withdrawal and deletion: a shard syncs with relative_kits before each query (kits gone from the
 * database leave its index, their bytes zeroed); an account's cancellation also tells every shard
 * at once (remove).
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db'
import type { Log } from '../../log'
import type { CallOptions, EnqueueOptions } from '../../queue'
import type { IndexedKinMatch } from './genome'
import { detectionOfKitId, kitIndexId, type KitMatcher } from './relativesIndex'

/** the queue of one shard's matcher processes */
export const shardQueue = (shard: number) => `matcher.shard-${shard}`

/** what a shard is asked (server/src/matcher.ts answers it) */
export const shardRequest = z.discriminatedUnion('op', [
  z.object({ op: z.literal('query'), kitKey: z.string().min(1).max(1024), exclude: z.array(z.string().max(64)).max(16) }),
  z.object({ op: z.literal('remove'), ids: z.array(z.string().max(64)).max(100_000) }),
  z.object({ op: z.literal('ids') })
])
export type ShardRequest = z.infer<typeof shardRequest>

/** how the matcher reaches the shards (app.jobs: the request id travels with each call) */
export interface ShardTransport {
  call<P, R>(name: string, payload: P, options: CallOptions): Promise<R>
  send(name: string, payload: unknown, options?: EnqueueOptions): Promise<unknown>
}

export class ShardedMatcher implements KitMatcher {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: ShardTransport,
    private readonly options: { shards: number; shardCapacity: number; timeoutMs: number },
    private readonly log: Log
  ) {}

  private ask<R>(shard: number, request: ShardRequest, tag: string): Promise<R> {
    // a job id of its own per call: a retried relatives job asks again, never reads a stale answer
    return this.transport.call<ShardRequest, R>(shardQueue(shard), request, { jobId: `${tag}-s${shard}-${randomBytes(6).toString('hex')}`, timeoutMs: this.options.timeoutMs, attempts: 3, backoffMs: 500 })
  }

  /** the shard a kit is appended to: the one with the fewest kits under the capacity (the fewest of all when every shard is full) */
  private async assign(detectionId: number): Promise<number> {
    const pick = (await roomiestShard(this.db, this.options, this.log)).k
    // only a kit that has none yet, or one of a shard no longer there (a concurrent job for the same detection keeps the first choice)
    await this.db
      .updateTable('relative_kits')
      .set({ matcher_shard: pick })
      .where('detection_id', '=', detectionId)
      .where(eb => eb.or([eb('matcher_shard', 'is', null), eb('matcher_shard', '>=', this.options.shards)]))
      .execute()
    const row = await this.db.selectFrom('relative_kits').select('matcher_shard').where('detection_id', '=', detectionId).executeTakeFirst()
    return Number(row?.matcher_shard ?? pick)
  }

  async match(detectionId: number): Promise<Array<IndexedKinMatch & { detectionId: number }> | null> {
    const row = await this.db.selectFrom('relative_kits').select(['created_at', 'kit_key', 'matcher_shard']).where('detection_id', '=', detectionId).executeTakeFirst()
    if (!row) return null
    const own = kitIndexId(detectionId, Number(row.created_at))
    const shard = row.matcher_shard !== null && row.matcher_shard < this.options.shards ? row.matcher_shard : await this.assign(detectionId)
    const t0 = performance.now()
    const answers = await Promise.all(
      Array.from({ length: this.options.shards }, (_, k) => this.ask<IndexedKinMatch[] | null>(k, { op: 'query', kitKey: row.kit_key, exclude: [own] }, `q${detectionId}`))
    )
    this.log.info({ detectionId, shard, shards: this.options.shards, ms: Math.round(performance.now() - t0), found: answers.reduce((n, a) => n + (a?.length ?? 0), 0) }, 'relatives query answered by every shard')
    // a kit none can compare (stored before kit layouts) is refused by each shard alike
    if (answers.some(a => a === null)) return null
    return answers
      .flatMap(a => a!)
      .map(m => ({ ...m, detectionId: detectionOfKitId(m.id) }))
      .filter(m => m.detectionId !== detectionId)
      .sort((a, b) => b.totalCm - a.totalCm || a.detectionId - b.detectionId)
  }

  async remove(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0
    // every shard drops them at once (each would at its next query anyway: it syncs with the database)
    await Promise.all(Array.from({ length: this.options.shards }, (_, k) => this.transport.send(shardQueue(k), { op: 'remove', ids: [...ids] } satisfies ShardRequest, { attempts: 3 })))
    return ids.length
  }

  async ids(): Promise<string[]> {
    const all = await Promise.all(Array.from({ length: this.options.shards }, (_, k) => this.ask<string[]>(k, { op: 'ids' }, 'ids')))
    return all.flat()
  }

  async close(): Promise<void> {}
}

/** the shard with the fewest kits under the capacity (the fewest of all when every shard is full) */
async function roomiestShard(db: Kysely<Database>, options: { shards: number; shardCapacity: number }, log: Log): Promise<{ k: number; room: number; gap: number }> {
  const counts = await db
    .selectFrom('relative_kits')
    .select(['matcher_shard', sql<number>`count(*)`.as('n')])
    .where('matcher_shard', 'is not', null)
    .groupBy('matcher_shard')
    .execute()
  const held = new Map(counts.map(c => [Number(c.matcher_shard), Number(c.n)]))
  const shards = Array.from({ length: options.shards }, (_, k) => ({ k, n: held.get(k) ?? 0 }))
  const roomy = shards.filter(s => s.n < options.shardCapacity)
  if (!roomy.length) log.warn({ shards: options.shards, capacity: options.shardCapacity }, 'every matcher shard is full: add shards (MATCHER_SHARDS)')
  const pool = roomy.length ? roomy : shards
  const pick = pool.reduce((a, b) => (b.n < a.n ? b : a))
  // how many kits it takes before another shard is the emptiest
  const next = Math.min(...pool.filter(s => s !== pick).map(s => s.n))
  return { k: pick.k, room: Math.max(0, options.shardCapacity - pick.n), gap: Number.isFinite(next) ? next - pick.n + 1 : Infinity }
}

/** kits moved per statement while re-homing */
const REHOME_BATCH = 1000

/**
 * MATCHER_SHARDS lowered (say 3 → 2): the kits of the shards no longer there (matcher_shard >= N)
 * are given to the remaining shards, a batch at a time to the one with the fewest kits. Each
 * shard's process then adds them to its index from storage at its next sync (at its start, or
 * before its next query): the index is rebuilt, nothing is lost. Run at the start of every
 * matcher and job worker; idempotent, and safe when several processes start at once (a kit is
 * moved only while it is still on a removed shard). Returns how many kits moved.
 */
export async function rehomeKits(db: Kysely<Database>, options: { shards: number; shardCapacity: number }, log: Log): Promise<number> {
  if (!(options.shards > 0)) return 0
  let left = Number((await db.selectFrom('relative_kits').select(sql<number>`count(*)`.as('n')).where('matcher_shard', '>=', options.shards).executeTakeFirstOrThrow()).n)
  let moved = 0
  while (left > 0) {
    const to = await roomiestShard(db, options, log)
    // to the emptiest shard: as many as bring it level with the next (or its share of what is left), within its room and a batch
    const limit = Math.min(REHOME_BATCH, to.room > 0 ? to.room : REHOME_BATCH, Math.max(Number.isFinite(to.gap) ? to.gap : left, Math.ceil(left / options.shards)))
    const orphans = await db.selectFrom('relative_kits').select('detection_id').where('matcher_shard', '>=', options.shards).orderBy('detection_id').limit(limit).execute()
    if (!orphans.length) break
    const r = await db
      .updateTable('relative_kits')
      .set({ matcher_shard: to.k })
      .where('detection_id', 'in', orphans.map(o => o.detection_id))
      .where('matcher_shard', '>=', options.shards)
      .executeTakeFirst()
    moved += Number(r.numUpdatedRows)
    left -= orphans.length
  }
  if (moved) log.info({ moved, shards: options.shards }, 'matcher shards lowered: kits of the removed shards given to the remaining ones')
  return moved
}
