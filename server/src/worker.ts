/**
 * The job worker: `npm run worker` (node --import tsx server/src/worker.ts). Builds the same app
 * as the API (database, queue, domains, and so every domain's jobs) with RUN_JOBS forced on, and
 * does not listen for HTTP: it only takes jobs from the queue. Run the API with RUN_JOBS=false
 * and as many workers as the jobs need; both need REDIS_URL (BullMQ carries the jobs across).
 * Stops cleanly on SIGINT/SIGTERM: running jobs finish, waiting ones stay queued.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDependencies } from './app'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { runProcess } from './processMain'

export async function startWorker(config: ServerConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  if (!config.redisUrl) throw new ConfigError('the worker needs REDIS_URL: it takes jobs that other processes enqueue')
  // the API process seeds and migrates too; both are safe to run concurrently (seed/index.ts, db/migrations)
  const app = await buildApp({ ...config, runJobs: true, role: 'worker' }, deps)
  app.log.info({ jobs: app.jobs.names(), queue: app.queue.kind }, 'worker started')
  return app
}

if (require.main === module) {
  runProcess('worker', async () => {
    process.env.PROCESS_ROLE ??= 'worker'
    return startWorker(loadConfig({ ...process.env, RUN_JOBS: 'true' }))
  }, app => `基因寻根 任务进程已启动: ${app.jobs.names().join(', ')}`)
}
