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
    const counts = await this.db
      .selectFrom('relative_kits')
      .select(['matcher_shard', sql<number>`count(*)`.as('n')])
      .where('matcher_shard', 'is not', null)
      .groupBy('matcher_shard')
      .execute()
    const held = new Map(counts.map(c => [Number(c.matcher_shard), Number(c.n)]))
    const shards = Array.from({ length: this.options.shards }, (_, k) => ({ k, n: held.get(k) ?? 0 }))
    const roomy = shards.filter(s => s.n < this.options.shardCapacity)
    if (!roomy.length) this.log.warn({ shards: this.options.shards, capacity: this.options.shardCapacity }, 'every matcher shard is full: add shards (MATCHER_SHARDS)')
    const pick = (roomy.length ? roomy : shards).reduce((a, b) => (b.n < a.n ? b : a))
    // only a kit that has none yet (a concurrent job for the same detection keeps the first choice)
    await this.db.updateTable('relative_kits').set({ matcher_shard: pick.k }).where('detection_id', '=', detectionId).where('matcher_shard', 'is', null).execute()
    const row = await this.db.selectFrom('relative_kits').select('matcher_shard').where('detection_id', '=', detectionId).executeTakeFirst()
    return Number(row?.matcher_shard ?? pick.k)
  }

  async match(detectionId: number): Promise<Array<IndexedKinMatch & { detectionId: number }> | null> {
    const row = await this.db.selectFrom('relative_kits').select(['created_at', 'kit_key', 'matcher_shard']).where('detection_id', '=', detectionId).executeTakeFirst()
    if (!row) return null
    const own = kitIndexId(detectionId, Number(row.created_at))
    const shard = row.matcher_shard ?? (await this.assign(detectionId))
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
