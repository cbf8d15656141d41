// config/weappDeployment.js: a production mini-program build refuses the development API origin
// (docs/client.md, "Deployment of the mini-program").
import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { apiOriginProblem, assertWeappApiOrigin } = require('../../config/weappDeployment') as {
  apiOriginProblem(origin: string | undefined): string | null
  assertWeappApiOrigin(build: { target?: string; xungenEnv?: string; apiOrigin?: string }): void
}

const root = path.resolve(__dirname, '../..')

test('the development origin, http, IP addresses, localhost and paths are refused for production', () => {
  for (const origin of [undefined, '', 'http://127.0.0.1:3000', 'http://api.xungen.cn', 'https://127.0.0.1', 'https://10.0.0.8:8443', 'https://[::1]:3000', 'https://localhost:3000', 'https://api.localhost', 'https://devbox', 'https://xungen.test', 'https://api.xungen.cn/proxy', 'not a url']) {
    expect(apiOriginProblem(origin)).toEqual(expect.any(String))
  }
})

test('a public https domain passes', () => {
  expect(apiOriginProblem('https://api.xungen.cn')).toBeNull()
  expect(apiOriginProblem('https://api.xungen.cn:8443')).toBeNull()
})

test('only a production mini-program build is checked', () => {
  expect(() => assertWeappApiOrigin({ target: 'weapp', xungenEnv: 'prod' })).toThrow(/XUNGEN_API_ORIGIN/)
  expect(() => assertWeappApiOrigin({ target: 'weapp', xungenEnv: 'weapp-prod', apiOrigin: 'http://127.0.0.1:3000' })).toThrow(/https/)
  expect(() => assertWeappApiOrigin({ target: 'weapp', xungenEnv: 'prod', apiOrigin: 'https://api.xungen.cn' })).not.toThrow()
  expect(() => assertWeappApiOrigin({ target: 'weapp', xungenEnv: 'dev' })).not.toThrow()
  expect(() => assertWeappApiOrigin({ target: 'weapp', xungenEnv: 'beta', apiOrigin: 'http://127.0.0.1:3000' })).not.toThrow()
  // the website calls its own origin: XUNGEN_API_ORIGIN is the mini-program's setting
  expect(() => assertWeappApiOrigin({ target: 'h5', xungenEnv: 'prod' })).not.toThrow()
})

test('scripts/client-build.js stops a production weapp build on the development origin before building', () => {
  const env = { ...process.env, XUNGEN_ENV: 'prod', XUNGEN_API_ORIGIN: 'http://127.0.0.1:3000' }
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/client-build.js'), 'weapp'], { cwd: root, env, encoding: 'utf8', timeout: 20000 } as SpawnSyncOptionsWithStringEncoding)
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/refusing a production mini-program build.*https/)
  expect(run.stdout).not.toMatch(/ok in/)
})

test("the taro configuration refuses it too (npm run build:weapp does not go through client-build.js)", () => {
  const env = { ...process.env, XUNGEN_ENV: 'prod', XUNGEN_API_ORIGIN: '', TARO_ENV: 'weapp' }
  const run = spawnSync(process.execPath, ['-e', "require('tsx/cjs/api').register(); require('./config/index.ts')"], { cwd: root, env, encoding: 'utf8', timeout: 20000 } as SpawnSyncOptionsWithStringEncoding)
  expect(run.status).not.toBe(0)
  expect(run.stderr).toMatch(/refusing a production mini-program build/)
})
