/**
 * A relatives matcher shard: `npm run matcher -- --shard K` (node --import tsx server/src/matcher.ts).
 * With MATCHER_SHARDS = N > 0 (and REDIS_URL), shard K (0…N-1) of the relatives index lives in
 * this long-running process, on its own disk at <DATA_DIR>/matcher-shard-K: the kits appended to
 * it (relative_kits.matcher_shard = K), rebuilt from storage when the directory is lost (a new
 * machine, a wiped disk) and brought level with the database before every query. It answers the
 * queue `matcher.shard-K` (domains/analysis/shardedMatcher.ts): a kit's query, removals, its ids.
 * Run one or more processes per shard (a second one of the same shard on another disk is a hot
 * spare: jobs go to whichever is free). Stops cleanly on SIGINT/SIGTERM: a query under way
 * finishes; a process killed mid-query leaves its job to run again once its lock lapses.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDependencies } from './app'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { RelativesIndex } from './domains/analysis/relativesIndex'
import { relativesThreads } from './domains/analysis/plugin'
import { runProcess } from './processMain'
import { rehomeKits, shardQueue, shardRequest } from './domains/analysis/shardedMatcher'
import { matcherQueryDuration } from './metrics'
import { untagPayload, withRequestId } from './requestContext'

export interface MatcherShard {
  app: FastifyInstance
  index: RelativesIndex
  close(): Promise<void>
}

export async function startMatcher(config: ServerConfig, shard: number, deps: AppDependencies = {}): Promise<MatcherShard> {
  if (!config.redisUrl) throw new ConfigError('the matcher needs REDIS_URL: the relatives job asks it through the queue')
  if (!(config.matcher.shards > 0)) throw new ConfigError('the matcher needs MATCHER_SHARDS (how many shards the index is split into)')
  if (!Number.isInteger(shard) || shard < 0 || shard >= config.matcher.shards) throw new ConfigError(`--shard must be 0…${config.matcher.shards - 1}`)
  // the app's database, storage and queue; it runs none of the domains' jobs (the workers do)
  const app = await buildApp({ ...config, runJobs: false, role: 'matcher' }, deps)
  const index = new RelativesIndex(app.db, app.storage, path.join(config.dataDir, `matcher-shard-${shard}`), relativesThreads(), shard)
  const log = app.log.child({ shard })
  // MATCHER_SHARDS lowered: the kits of the shards no longer there come to the remaining ones (this one's share is added below)
  await rehomeKits(app.db, config.matcher, log)
  // the index is brought level with the database (and rebuilt from storage when lost) before the first query comes
  const sync = await index.sync()
  log.info({ ...sync, dir: index.dir }, 'matcher shard ready')
  app.queue.register(
    shardQueue(shard),
    async (tagged: unknown, context) => {
      const { payload, reqId } = untagPayload(tagged)
      return withRequestId(reqId ?? `job:${context.id}`, async () => {
        const request = shardRequest.parse(payload)
        if (request.op === 'remove') return index.remove(request.ids)
        if (request.op === 'ids') return index.ids()
        log.info({ jobId: context.id, attempt: context.attempt }, 'matcher shard query started')
        const end = matcherQueryDuration.startTimer({ shard: String(shard) })
        const matches = await index.queryKit(request.kitKey, request.exclude)
        end()
        log.info({ found: matches?.length ?? null, attempt: context.attempt }, 'matcher shard query')
        return matches
      })
    },
    { concurrency: 1, lockMs: config.jobLockMs ?? undefined }
  )
  return {
    app,
    index,
    async close() {
      await app.close()
      await index.close()
    }
  }
}

if (require.main === module) {
  runProcess('matcher', async () => {
    const { values } = parseArgs({ options: { shard: { type: 'string' } } })
    process.env.PROCESS_ROLE ??= 'matcher'
    const config = loadConfig({ ...process.env, RUN_JOBS: 'false' })
    const matcher = await startMatcher(config, Number(values.shard ?? process.env.MATCHER_SHARD ?? NaN))
    return { ...matcher, log: matcher.app.log }
  }, matcher => `基因寻根 亲缘匹配分片 ${matcher.index.shard} 已启动`)
}
