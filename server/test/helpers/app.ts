/**
 * A real app for a test: its own database (SQLite or PostgreSQL, helpers/database.ts), its own
 * data directory, the test signing keys, and a signed inject() that signs exactly like the
 * client's request layer does (the contracts' signRequest).
 */
import { randomBytes } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { PassThrough } from 'stream'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Envelope, QueryInput, SigningKey, TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { buildApp, type AppDependencies } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import { createTestDatabase, type TestDatabase } from './database'

export interface TestApp {
  app: FastifyInstance
  config: ServerConfig
  /** a request signed with the test keys at the app's clock */
  signed(request: SignedInject): Promise<LightMyRequestResponse>
  /** log lines the app wrote (JSON objects) */
  logs(): Array<Record<string, unknown>>
  /** the raw log text */
  logText(): string
  close(): Promise<void>
}

export interface SignedInject {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  url: string
  query?: QueryInput
  /** an object is sent as JSON; a string is sent as it is */
  body?: unknown
  headers?: Record<string, string>
  keys?: readonly SigningKey[]
  /** sign at this time instead of the app's clock (ms) */
  nowMs?: number
}

export interface TestAppOptions extends AppDependencies {
  /** environment variables on top of the test defaults */
  env?: Record<string, string>
  /** config fields to override after loading */
  config?: Partial<ServerConfig>
  /**
   * close() fails when a declared endpoint answered a code its declaration does not list
   * (plugins/errors.ts logs 'undeclared code'); a test of that check itself sets this
   */
  allowUndeclaredCodes?: boolean
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase({ migrated: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-test-data-'))
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, H5_DIR: path.join(dataDir, 'no-site'), LOG_LEVEL: 'info', ...options.env }),
    ...options.config
  }
  const logStream = new PassThrough()
  let logText = ''
  logStream.on('data', chunk => (logText += chunk.toString()))
  const now = options.now ?? Date.now
  let app: FastifyInstance
  try {
    app = await buildApp(config, { ...options, now, logStream })
  } catch (err) {
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
  return {
    app,
    config,
    async signed(request) {
      const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
      const signed = signRequest(
        { method: request.method, url: request.url, query: request.query, body },
        { keys: request.keys ?? TEST_SIGNING_KEYS.keys, nowMs: request.nowMs ?? now(), randomBytes: n => Uint8Array.from(randomBytes(n)) }
      )
      const headers: Record<string, string> = { ...request.headers }
      if (body !== undefined && !Object.keys(headers).some(h => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json'
      return app.inject({ method: request.method, url: signed.url, payload: body, headers } as InjectOptions)
    },
    logs: () =>
      logText
        .split('\n')
        .filter(Boolean)
        .map(line => JSON.parse(line) as Record<string, unknown>),
    logText: () => logText,
    async close() {
      await app.close()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
      const undeclared = logText.split('\n').filter(line => line.includes('"undeclared code'))
      if (undeclared.length && !options.allowUndeclaredCodes) throw new Error(`endpoints answered codes their declarations do not list:\n${undeclared.join('\n')}`)
    }
  }
}

export function json<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>
}
