/**
 * startServer(): the real server on a port, for `npm start` (scripts/start.js), for the
 * end-to-end suite and for anyone embedding it. Documented in docs/server.md.
 *
 *   const server = await startServer({ port: 0, h5Dir: 'dist-h5' })   // fresh temp data, free port
 *   await page.goto(server.url + '/report/disease/detail/123')
 *   await server.close()                                              // stops and removes the temp data
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { loadConfig, type ServerConfig } from './config'

export interface StartServerOptions {
  /** 0 (default) picks a free port */
  port?: number
  host?: string
  /** sqlite:<file> or postgres://…; default: a fresh SQLite file in dataDir */
  databaseUrl?: string
  /** the built H5 site to serve; null for the API only; default: H5_DIR or <repo>/dist-h5 */
  h5Dir?: string | null
  /**
   * where the database file, stored files and generated keys go. Default: a new temporary
   * directory, removed by close(), so that a test never touches the developer's var/.
   */
  dataDir?: string
  redisUrl?: string | null
  logLevel?: string
  /** other settings as environment variables (see docs/server.md); process.env is the base */
  env?: Record<string, string>
  /** the server's clock (ms since the epoch): tests move it to see sessions expire or cooling-off periods end */
  now?: () => number
}

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  app: FastifyInstance
  config: ServerConfig
  close(): Promise<void>
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const temporary = options.dataDir === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-')) : null
  const dataDir = path.resolve(options.dataDir ?? temporary!)
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, DATA_DIR: dataDir }
  // a temporary server gets its own database and storage unless told otherwise
  if (temporary) {
    delete env.DATABASE_URL
    delete env.STORAGE_DIR
  }
  const config = loadConfig(env)
  if (options.databaseUrl !== undefined) config.databaseUrl = options.databaseUrl
  if (options.h5Dir !== undefined) config.h5Dir = options.h5Dir === null ? null : path.resolve(options.h5Dir)
  if (options.redisUrl !== undefined) config.redisUrl = options.redisUrl
  if (options.logLevel !== undefined) config.logLevel = options.logLevel
  if (options.host !== undefined) config.host = options.host
  config.port = options.port ?? 0

  let app: FastifyInstance
  try {
    app = await buildApp(config, options.now ? { now: options.now } : {})
    await app.listen({ port: config.port, host: config.host })
  } catch (err) {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true })
    throw err
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  let closing: Promise<void> | null = null
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    app,
    config,
    close() {
      closing ??= (async () => {
        await app.close()
        if (temporary) fs.rmSync(temporary, { recursive: true, force: true })
      })()
      return closing
    }
  }
}
