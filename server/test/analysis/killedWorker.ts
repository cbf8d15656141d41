/**
 * A server process that is killed (SIGKILL) in the middle of an analysis: after the analysis
 * computed everything and wrote the packed kit to storage, before its results are stored.
 * Run by pipeline.test.ts with the database and data directory of the test's app in the
 * environment; on start the server queues the unfinished analysis again, as after any restart.
 */
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'

async function main() {
  const config = loadConfig(process.env)
  await buildApp(config, {
    services: {
      pipelineHooks: {
        onStage: stage => {
          if (stage === 'store') process.kill(process.pid, 'SIGKILL')
        }
      }
    }
  })
  // the analysis runs from the queue; wait for the kill
  await new Promise(resolve => setTimeout(resolve, 120_000))
  process.exit(3)
}

main().catch(err => {
  console.error(err)
  process.exit(2)
})
