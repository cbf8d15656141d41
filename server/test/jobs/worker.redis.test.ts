/**
 * RUN_JOBS=false and `npm run worker` on Redis: a job the API enqueues is not run by the API; a
 * separate worker process (server/src/worker.ts) takes it from Redis and runs it. The job is the
 * real one of the accounts domain: deleting a cancelled account once it is due.
 */
import { spawn, type ChildProcess } from 'child_process'
import path from 'path'
import { Redis } from 'ioredis'
import { TEST_REDIS_URL, deleteTestKeys, testRedisPrefix } from '../helpers/redis'
import { createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'

const SERVER_DIR = path.resolve(__dirname, '../..')

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done after ${timeoutMs} ms`)
    await new Promise(r => setTimeout(r, 100))
  }
}

describe('jobs in a separate worker process (RUN_JOBS=false, npm run worker)', () => {
  const prefix = testRedisPrefix()
  let t: AccountsTestApp
  let worker: ChildProcess | null = null
  let workerOutput = ''

  beforeAll(async () => {
    t = await createAccountsApp({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, RUN_JOBS: 'false' } })
  })
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM')
      await new Promise(r => worker!.once('exit', r))
    }
    await t.close()
    const redis = new Redis(TEST_REDIS_URL)
    await deleteTestKeys(redis, [`${prefix}:`])
    await redis.quit()
  })

  it('the API only enqueues; the worker runs the job', async () => {
    expect(t.app.jobs.runs).toBe(false)
    expect(t.app.queue.kind).toBe('bullmq')

    // a signed-up account whose cancellation application is due (applied through the API in
    // accounts/cancellation.test.ts; written here directly, the code flow needs Redis time to pass)
    const me = await t.signUp(newPhone(), newName())
    const application = await t.app.db
      .insertInto('account_cancellations')
      .values({ user_id: me.userId, type: 'ACCOUNT', barcodes: '[]', status: 'PENDING', applied_at: t.now() - 1000, deadline_at: t.now(), withdrawn_at: null, completed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const applied = { data: { id: Number(application.id) } }
    // the sweep step of the API enqueues the deletion job
    expect(await t.app.cancellations.enqueueDue()).toBe(1)
    const status = async () => (await t.app.db.selectFrom('account_cancellations').select('status').where('id', '=', applied.data.id).executeTakeFirstOrThrow()).status

    // queued in Redis, not run by the API
    const redis = new Redis(TEST_REDIS_URL)
    try {
      expect(await redis.exists(`${prefix}:account.delete:account-delete-${applied.data.id}`)).toBe(1)
    } finally {
      await redis.quit()
    }
    await new Promise(r => setTimeout(r, 500))
    expect(await status()).toBe('PENDING')

    // npm run worker, on the same database, storage and Redis
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: t.config.dataDir,
        H5_DIR: path.join(t.config.dataDir, 'no-site'),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'info',
        ACCOUNT_SWEEP_INTERVAL_SECONDS: '0'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    worker.stdout!.on('data', chunk => (workerOutput += chunk))
    worker.stderr!.on('data', chunk => (workerOutput += chunk))

    await until(async () => (await status()) === 'COMPLETED', 30_000).catch(err => {
      throw new Error(`${err.message}; worker said:\n${workerOutput}`)
    })
    const user = await t.app.db.selectFrom('users').select(['deleted_at', 'phone']).where('id', '=', me.userId).executeTakeFirstOrThrow()
    expect(user.deleted_at).not.toBeNull()
    expect(user.phone).toBeNull()
    expect(workerOutput).toContain('任务进程已启动: account.delete')
    // the worker logs the deletion after its transaction commits: the line may reach the pipe a moment later
    await until(async () => workerOutput.includes('account deleted after cancellation'), 5_000)
  }, 60_000)
})
