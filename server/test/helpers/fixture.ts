/**
 * The shared server test fixture. A test file asks for what it needs and the fixture creates it
 * before its tests and removes it after them (jest's beforeAll / afterAll):
 *
 *   const t = useTestApp()                          a real app on a fresh database (helpers/app.ts)
 *   const t = useTestApp({ plugins: [routes] })     ... with test routes, config or services
 *   const t = useAccountsApp()                      ... with a movable clock and the sign-up helpers (helpers/accounts.ts)
 *   const dir = useTempDir('xungen-h5-')            a temporary directory: dir.path
 *   const user = await signedInUser(t.app)          an account with a live session: {id, token}
 *
 * `t` is usable inside tests and hooks (not at the top of the describe body, where the app does
 * not exist yet).
 */
import { randomInt } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp, type TestAppOptions } from './app'
import { createAccountsApp, type AccountsTestApp } from './accounts'

function useLifecycle<T extends { close(): Promise<void> }>(create: () => Promise<T>): T {
  const handle = {} as T
  beforeAll(async () => {
    Object.assign(handle, await create())
  })
  afterAll(async () => {
    if ('close' in handle) await handle.close()
  })
  return handle
}

/** A real app for the tests of this file (or describe block); options may be a function evaluated in beforeAll. */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return useLifecycle(() => createTestApp(typeof options === 'function' ? options() : options))
}

/** An app for account tests: a clock the test moves (t.advance), codes read from the outbox, signUp(). */
export function useAccountsApp(options: TestAppOptions | (() => TestAppOptions) = {}): AccountsTestApp {
  return useLifecycle(() => createAccountsApp(typeof options === 'function' ? options() : options))
}

/** A temporary directory created before the tests of this block and removed after them. */
export function useTempDir(prefix = 'xungen-test-'): { path: string } {
  const dir = { path: '' }
  beforeAll(() => {
    dir.path = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  })
  afterAll(() => fs.rmSync(dir.path, { recursive: true, force: true }))
  return dir
}

let signedInUsers = 0

/** An account inserted directly (no codes involved) with a session: for tests of what needs a signed-in caller. */
export async function signedInUser(app: FastifyInstance, overrides: { userState?: number } = {}): Promise<{ id: number; token: string }> {
  const now = Date.now()
  // the last four digits count the accounts made so far: name and phone never repeat in one test
  // process (random ones did, about once in 25 files, and the unique name index refused the second)
  const seq = String(++signedInUsers % 10000).padStart(4, '0')
  const phone = `139${String(randomInt(0, 1e4)).padStart(4, '0')}${seq}`
  const id = await app.accounts.users.insert({
    nation_code: '86', phone, name: `测试${phone.slice(-4)}`, name_key: `测试${phone.slice(-4)}`, avatar_start_color: null, avatar_end_color: null, avatar_upload_id: null,
    pending_avatar_upload_id: null, password_hash: null, wechat_openid: null, wechat_unionid: null, is_wechat: 0, user_state: overrides.userState ?? 1, profile_completed: 1,
    created_at: now, updated_at: now, name_changed_at: null, deleted_at: null
  })
  return { id, token: (await app.accounts.sessions.issue(id, 'web')).token }
}
