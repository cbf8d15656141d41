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

export async function startWorker(config: ServerConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  if (!config.redisUrl) throw new ConfigError('the worker needs REDIS_URL: it takes jobs that other processes enqueue')
  // the API process seeds and migrates too; both are safe to run concurrently (seed/index.ts, db/migrations)
  const app = await buildApp({ ...config, runJobs: true, role: 'worker' }, deps)
  app.log.info({ jobs: app.jobs.names(), queue: app.queue.kind }, 'worker started')
  return app
}

async function main() {
  let config: ServerConfig
  try {
    process.env.PROCESS_ROLE ??= 'worker'
    config = loadConfig({ ...process.env, RUN_JOBS: 'true' })
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(2)
    }
    throw err
  }
  let app: FastifyInstance
  try {
    app = await startWorker(config)
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(2)
    }
    throw err
  }
  console.log(`基因寻根 任务进程已启动: ${app.jobs.names().join(', ')}`)
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'worker stopping')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

if (require.main === module) {
  main().catch(err => {
    console.error(err)
    process.exit(1)
  })
}
