/**
 * The analysis domain's plugin: it builds the analysis pipeline once (with the relatives index)
 * and decorates it as `app.analysis`, queues again on start what a stopped process left
 * unfinished, removes a cancelled account's kits from the relatives index, and warms the engine
 * and the demo report up in the background.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { closeEngineThreads } from './engineThreads'
import { demoLineageEvidence } from './demo'
import { warmEngine } from './genome'
import { analyseSample, matchRelatives } from './jobs'
import { AnalysisPipeline, type PipelineHooks } from './pipeline'
import { kitIndexId, RelativesIndex } from './relativesIndex'
import { rehomeKits, ShardedMatcher } from './shardedMatcher'

declare module 'fastify' {
  interface FastifyInstance {
    /** the analysis pipeline (pipeline.ts), built once here */
    analysis: AnalysisPipeline
  }
}

declare module '../../app' {
  interface ServiceOverrides {
    /** hooks into the analysis pipeline (tests stop a run mid-way) */
    pipelineHooks?: PipelineHooks
  }
}

export function relativesThreads(): number {
  const n = Number(process.env.RELATIVES_THREADS)
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 16) : 1
}

export default async function analysisPlugin(app: FastifyInstance) {
  // the engine's worker threads stop with the app (engineThreads.ts)
  app.addHook('onClose', closeEngineThreads)
  const pipeline = new AnalysisPipeline(
    app.db,
    app.storage,
    {
      analysis: async sampleId => void (await app.jobs.enqueue(analyseSample, { sampleId }, { jobId: `analysis-${sampleId}` })),
      relatives: async detectionId => void (await app.jobs.enqueue(matchRelatives, { detectionId }, { jobId: `relatives-${detectionId}-${app.clock()}` }))
    },
    app.clock,
    app.log,
    // embedded (the default): the match index lives in the data directory beside file storage, rebuilt
    // from stored kits when missing; its scans run on the engine's worker threads (RELATIVES_THREADS,
    // default 1), off the API's event loop. MATCHER_SHARDS > 0: the matcher processes hold it in shards.
    app.config.matcher.shards > 0
      ? new ShardedMatcher(app.db, app.jobs, app.config.matcher, app.log)
      : new RelativesIndex(app.db, app.storage, path.join(app.config.dataDir, 'relatives-index'), relativesThreads()),
    app.services.pipelineHooks ?? {}
  )
  app.decorate('analysis', pipeline)
  app.addHook('onClose', async () => pipeline.relativesIndex.close())
  // account cancellation: the account's kits leave the match index at once
  app.accounts.personalData.register({
    name: 'relatives-index',
    // it reads the relative_kits rows the persons domain's handler deletes
    before: ['persons'],
    delete: async ({ userId, db, log }) => {
      const rows = await db
        .selectFrom('relative_kits')
        .innerJoin('detections', 'detections.id', 'relative_kits.detection_id')
        .select(['relative_kits.detection_id', 'relative_kits.created_at'])
        .where('detections.user_id', '=', userId)
        .execute()
      try {
        await pipeline.relativesIndex.remove(rows.map(r => kitIndexId(r.detection_id, Number(r.created_at))))
      } catch (err) {
        // the next relatives job removes them (its sync drops kits the database no longer has)
        log.warn({ err, userId }, 'relatives index: kits not removed at cancellation')
      }
    }
  })
  app.addHook('onReady', async () => {
    // the engine's reference catalogue, loaded once (about a second from its cache), in the background;
    // a matcher shard needs only its genetic map, an API node that runs no jobs loads it at its first upload
    const warm = app.config.env !== 'test' && app.config.warmUp && app.config.role !== 'matcher'
    if (warm && app.config.runJobs) void warmEngine().catch(err => app.log.warn({ err }, 'genome engine warm-up failed; the first analysis loads it'))
    // the demo of sample mode (every visitor's first report, its ancestry page and PDF) is the same for all: made once, before anyone asks
    if (warm && app.config.role === 'api') void demoLineageEvidence().catch(err => app.log.warn({ err }, 'demo report warm-up failed; the first visitor makes it'))
    if (app.config.role === 'matcher') return
    // MATCHER_SHARDS lowered: a job process gives the kits of the removed shards to the remaining ones (as each matcher does at its start)
    if (app.config.runJobs && app.config.matcher.shards > 0) await rehomeKits(app.db, app.config.matcher, app.log)
    const n = await pipeline.resumeUnfinished()
    if (n) app.log.info({ samples: n }, 'analyses queued again after a restart')
  })
}
