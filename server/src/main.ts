/**
 * Command line: runs the server with the configuration of the environment (docs/server.md).
 *   node --import tsx server/src/main.ts            (npm start does this through scripts/start.js)
 * Prints one line with the URL when it listens; stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(2)
    }
    throw err
  }
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`基因寻根 API 已启动: http://${config.host}:${port}`)
  // graceful: /readyz says 503 for SHUTDOWN_GRACE_MS while requests are still served, then the
  // server stops accepting, finishes the requests in flight (new ones get 503) and closes the
  // queue, whose running jobs finish (BullMQ: a job cut short returns to the queue)
  const stop = async (signal: string) => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'stopping')
    app.stopTakingRequests()
    if (config.shutdownGraceMs > 0) await new Promise(resolve => setTimeout(resolve, config.shutdownGraceMs))
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
