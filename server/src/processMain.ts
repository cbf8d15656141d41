/**
 * The command-line start of a long-running process without HTTP (the job worker, a matcher
 * shard): a configuration error prints its message and exits 2, any other failure to start exits
 * 1, and SIGINT/SIGTERM log the signal, close the process's work and exit 0.
 */
import type { FastifyBaseLogger } from 'fastify'
import { ConfigError } from './config'

export interface RunningProcess {
  log: FastifyBaseLogger
  close(): PromiseLike<unknown>
}

export function runProcess<P extends RunningProcess>(role: string, start: () => Promise<P>, startedText: (p: P) => string): void {
  const main = async () => {
    let running: P
    try {
      running = await start()
    } catch (err) {
      if (err instanceof ConfigError) {
        console.error(err.message)
        process.exit(2)
      }
      throw err
    }
    console.log(startedText(running))
    const stop = async (signal: string) => {
      running.log.info({ signal }, `${role} stopping`)
      await running.close()
      process.exit(0)
    }
    process.once('SIGINT', () => void stop('SIGINT'))
    process.once('SIGTERM', () => void stop('SIGTERM'))
  }
  main().catch(err => {
    console.error(err)
    process.exit(1)
  })
}
