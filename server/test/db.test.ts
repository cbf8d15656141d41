import { spawn } from 'child_process'
import fs from 'fs'
import path from 'path'
import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { createDatabase, describeTarget, migrateToLatest, parseDatabaseUrl, renameLegacyMigrations, type DatabaseHandle } from '../src/db'
import { allMigrations, CORE_MIGRATIONS, LEGACY_MIGRATION_NAMES, MIGRATION_NAME } from '../src/db/migrations'
import { loadDomains } from '../src/domains/load'
import { schemaOf } from './helpers/schema'
import { runSeeds, type Seed } from '../src/seed'
import { DEFAULT_DESCRIPTION_CONFIGS, descriptionConfigsSeed } from '../src/domains/common/seed'
import { accountDescriptionConfigsSeed } from '../src/domains/accounts/seed'

const MIGRATIONS = allMigrations()

// the common domain's seed alone: other domains' seeds (accounts, reports) have their own tests
const SEEDS: readonly Seed[] = [descriptionConfigsSeed]
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/database'

describe('DATABASE_URL', () => {
  it.each([
    ['sqlite:/var/lib/xungen/db.sqlite', { dialect: 'sqlite', file: '/var/lib/xungen/db.sqlite' }],
    ['file:/tmp/x.sqlite', { dialect: 'sqlite', file: '/tmp/x.sqlite' }],
    ['sqlite::memory:', { dialect: 'sqlite', file: ':memory:' }],
    ['sqlite:relative/x.sqlite', { dialect: 'sqlite', file: path.resolve('relative/x.sqlite') }],
    ['postgres://u:p@db:5432/xungen', { dialect: 'postgres', connectionString: 'postgres://u:p@db:5432/xungen' }],
    ['postgresql://db/xungen', { dialect: 'postgres', connectionString: 'postgresql://db/xungen' }]
  ])('reads %s', (url, target) => {
    expect(parseDatabaseUrl(url)).toEqual(target)
  })

  it('refuses databases it does not support', () => {
    expect(() => parseDatabaseUrl('mysql://db/x')).toThrow(/unsupported/)
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/file path/)
  })

  it('describes a target without its password', () => {
    expect(describeTarget(parseDatabaseUrl('postgres://user:secret@db.internal:6543/xungen'))).toBe('postgres db.internal:6543/xungen')
  })
})

describe(`migrations and seeds on ${TEST_DB}`, () => {
  let target: TestDatabase
  let handle: DatabaseHandle
  beforeEach(async () => {
    target = await createTestDatabase()
    handle = createDatabase(target.url)
  })
  afterEach(async () => {
    await handle.close()
    await target.drop()
  })

  it('migrates an empty database to the latest version, and again is a no-op', async () => {
    const first = await migrateToLatest(handle.db)
    expect(first.results?.map(r => [r.migrationName, r.status])).toEqual(Object.keys(MIGRATIONS).sort().map(name => [name, 'Success']))
    const second = await migrateToLatest(handle.db)
    expect(second.results).toEqual([])
    const tables = await handle.db.introspection.getTables()
    expect(tables.map(t => t.name)).toEqual(expect.arrayContaining(['seed_runs', 'description_configs']))
  })

  it('reads BIGINT time-stamps back as numbers on every dialect', async () => {
    await migrateToLatest(handle.db)
    await handle.db.insertInto('seed_runs').values({ name: 'x', version: 1, applied_at: 1795318213054 }).execute()
    const row = await handle.db.selectFrom('seed_runs').selectAll().executeTakeFirstOrThrow()
    expect(row.applied_at).toBe(1795318213054)
  })

  it('runs each seed once per version and records it', async () => {
    await migrateToLatest(handle.db)
    const first = await runSeeds(handle.db, SEEDS, () => 1000)
    const version = SEEDS[0].version
    expect(first.ran).toEqual([{ name: 'common.description-configs', version }])
    const rows = await handle.db.selectFrom('description_configs').select(['key', 'content', 'updated_at']).orderBy('key').execute()
    expect(rows).toEqual(DEFAULT_DESCRIPTION_CONFIGS.map(c => ({ key: c.key, content: c.content, updated_at: 1000 })).sort((a, b) => a.key.localeCompare(b.key)))
    const second = await runSeeds(handle.db, SEEDS, () => 2000)
    expect(second).toEqual({ ran: [], upToDate: ['common.description-configs'] })
    expect(await handle.db.selectFrom('seed_runs').selectAll().execute()).toEqual([{ name: 'common.description-configs', version, applied_at: 1000 }])
  })

  it('runs a seed again when its version goes up, keeping what operators changed', async () => {
    await migrateToLatest(handle.db)
    await runSeeds(handle.db, SEEDS)
    await handle.db.updateTable('description_configs').set({ content: 'true' }).where('key', '=', 'IS_OPEN_PIWIK').execute()
    await handle.db.deleteFrom('description_configs').where('key', '=', 'SINGLE_PRODUCT_IDS').execute()
    const next: Seed = { ...SEEDS[0], version: SEEDS[0].version + 1 }
    expect((await runSeeds(handle.db, [next])).ran).toEqual([{ name: 'common.description-configs', version: next.version }])
    const rows = await handle.db.selectFrom('description_configs').select(['key', 'content']).orderBy('key').execute()
    // the operator's value stays; the deleted row comes back with its default
    expect(rows).toEqual(DEFAULT_DESCRIPTION_CONFIGS.map(c => ({ key: c.key, content: c.key === 'IS_OPEN_PIWIK' ? 'true' : c.content })).sort((a, b) => a.key.localeCompare(b.key)))
    expect(rows.find(r => r.key === 'SINGLE_PRODUCT_IDS')).toEqual({ key: 'SINGLE_PRODUCT_IDS', content: '[]' })
  })

  it('account seed v2 adds the user service agreement to a sign-in agreements row v1 left, not to one an operator changed', async () => {
    const agreements = () => handle.db.selectFrom('description_configs').select('content').where('key', '=', 'SIGNIN_AGREEMENTS').executeTakeFirstOrThrow()
    const v1Content = JSON.stringify([{ title: '隐私政策', url: '/privacy' }])
    const asV1 = async (content: string) => {
      await handle.db.deleteFrom('seed_runs').execute()
      await handle.db.insertInto('seed_runs').values({ name: accountDescriptionConfigsSeed.name, version: 1, applied_at: 1 }).execute()
      await handle.db.deleteFrom('description_configs').where('key', '=', 'SIGNIN_AGREEMENTS').execute()
      await handle.db.insertInto('description_configs').values({ key: 'SIGNIN_AGREEMENTS', name: '登录注册页协议链接', content, content_type: 'JSON', updated_at: 1 }).execute()
    }
    await migrateToLatest(handle.db)
    await asV1(v1Content)
    expect((await runSeeds(handle.db, [accountDescriptionConfigsSeed])).ran).toEqual([{ name: 'user.description-configs', version: 2 }])
    expect(JSON.parse((await agreements()).content)).toEqual([
      { title: '用户服务协议', url: '/protocol/service' },
      { title: '隐私政策', url: '/privacy' }
    ])
    const operators = JSON.stringify([{ title: '隐私政策（2026 版）', url: '/protocol/privacy' }])
    await asV1(operators)
    await runSeeds(handle.db, [accountDescriptionConfigsSeed])
    expect((await agreements()).content).toBe(operators)
  })

  it('leaves nothing behind when a seed fails, and runs it again next time', async () => {
    await migrateToLatest(handle.db)
    let fail = true
    const flaky: Seed = {
      name: 'test.flaky',
      version: 1,
      async run(trx) {
        await trx.insertInto('description_configs').values({ key: 'HALF_WRITTEN', name: 'x', content: 'x', content_type: 'TEXT', updated_at: 1 }).execute()
        if (fail) throw new Error('seed broke halfway')
      }
    }
    await expect(runSeeds(handle.db, [flaky])).rejects.toThrow('seed broke halfway')
    expect(await handle.db.selectFrom('description_configs').selectAll().where('key', '=', 'HALF_WRITTEN').execute()).toEqual([])
    expect(await handle.db.selectFrom('seed_runs').selectAll().execute()).toEqual([])
    fail = false
    expect((await runSeeds(handle.db, [flaky])).ran).toEqual([{ name: 'test.flaky', version: 1 }])
  })

  it('migrates and runs a seed version once even when three processes start together', async () => {
    const worker = path.join(__dirname, 'helpers', 'seedWorker.ts')
    const run = () =>
      new Promise<{ code: number | null; out: string; err: string }>(resolve => {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, target.url], { cwd: path.join(__dirname, '..'), env: { ...process.env, NODE_ENV: 'test' } })
        let out = ''
        let err = ''
        child.stdout.on('data', d => (out += d))
        child.stderr.on('data', d => (err += d))
        child.on('close', code => resolve({ code, out, err }))
      })
    const results = await Promise.all([run(), run(), run()])
    for (const r of results) expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' })
    const reports = results.map(r => JSON.parse(r.out) as { ran: unknown[] })
    expect(reports.map(r => r.ran.length).sort()).toEqual([0, 0, 1])
    const runs = await handle.db.selectFrom('description_configs').select('key').where('key', 'like', 'RUN_%').execute()
    expect(runs).toHaveLength(1)
  }, 120_000) // three processes each compile the server (tsx) on start: slow on a loaded machine

  it('refuses a seed list with a duplicate name or a bad version', async () => {
    await migrateToLatest(handle.db)
    const s: Seed = { name: 'a', version: 1, run: async () => undefined }
    await expect(runSeeds(handle.db, [s, s])).rejects.toThrow(/twice/)
    await expect(runSeeds(handle.db, [{ ...s, version: 0 }])).rejects.toThrow(/version/)
  })
})

describe('the migrations list', () => {
  const DOMAINS_DIR = path.join(__dirname, '..', 'src', 'domains')
  const filesIn = (dir: string) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir).filter(f => /\.ts$/.test(f) && f !== 'index.ts').map(f => f.replace(/\.ts$/, '')).sort()
      : []

  it("lists each domain's migration files in its defineDomain, under the file's name", () => {
    for (const domain of loadDomains()) {
      expect({ domain: domain.name, migrations: Object.keys(domain.migrations ?? {}).sort() }).toEqual({
        domain: domain.name,
        migrations: filesIn(path.join(DOMAINS_DIR, domain.name, 'migrations'))
      })
    }
    expect(Object.keys(CORE_MIGRATIONS).sort()).toEqual(filesIn(path.join(__dirname, '..', 'src', 'db', 'migrations')))
  })

  it('names every migration by time and subject, once', () => {
    for (const name of Object.keys(MIGRATIONS)) expect(name).toMatch(MIGRATION_NAME)
    const twice = { name: 'twice', plugin: async () => undefined, migrations: { '2026_11_22_0330_foundation': CORE_MIGRATIONS['2026_11_22_0330_foundation'] } }
    expect(() => allMigrations([twice])).toThrow(/listed by both the core and domain twice/)
    expect(() => allMigrations([{ ...twice, migrations: { '0020_next': CORE_MIGRATIONS['2026_11_22_0330_foundation'] } }])).toThrow(/YYYY_MM_DD_HHMM_subject/)
  })

  it('renames each old numbered migration to one that exists, keeping their order', () => {
    const olds = Object.keys(LEGACY_MIGRATION_NAMES)
    const news = Object.values(LEGACY_MIGRATION_NAMES)
    for (const name of news) expect(MIGRATIONS[name]).toBeDefined()
    expect(new Set(news).size).toBe(news.length)
    expect([...olds].sort()).toEqual(olds)
    expect([...news].sort()).toEqual(news)
  })
})

/** a database migrated by the code before the migrations moved: the old numbered names, in their order, without unordered runs */
async function migrateAsBefore(db: Kysely<any>, upTo = Infinity): Promise<void> {
  const legacy: Record<string, Migration> = {}
  for (const [old, name] of Object.entries(LEGACY_MIGRATION_NAMES).slice(0, upTo)) legacy[old] = MIGRATIONS[name]
  const result = await new Migrator({ db, provider: { getMigrations: async () => legacy } }).migrateToLatest()
  if (result.error) throw result.error
}

const recorded = async (db: Kysely<any>) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(r => r.name)

describe(`a database migrated under the old numbered names, on ${TEST_DB}`, () => {
  const targets: TestDatabase[] = []
  const handles: DatabaseHandle[] = []
  const open = async () => {
    const target = await createTestDatabase()
    targets.push(target)
    const handle = createDatabase(target.url)
    handles.push(handle)
    return { target, handle }
  }
  afterEach(async () => {
    for (const h of handles.splice(0)) await h.close()
    for (const t of targets.splice(0)) await t.drop()
  })

  it('upgrades: its migrations are renamed, none runs again, its rows stay and its schema is that of a new database', async () => {
    const { handle: old } = await open()
    await migrateAsBefore(old.db)
    expect(await recorded(old.db)).toEqual(Object.keys(LEGACY_MIGRATION_NAMES))
    await old.db.insertInto('seed_runs').values({ name: 'kept', version: 3, applied_at: 1 }).execute()

    const result = await migrateToLatest(old.db)
    const legacyNew = new Set(Object.values(LEGACY_MIGRATION_NAMES))
    // only migrations written after the move run (none of the renamed ones)
    expect(result.results?.map(r => r.migrationName)).toEqual(Object.keys(MIGRATIONS).filter(n => !legacyNew.has(n)).sort())
    expect(result.results?.every(r => r.status === 'Success')).toBe(true)
    expect(await recorded(old.db)).toEqual(Object.keys(MIGRATIONS).sort())
    expect(await old.db.selectFrom('seed_runs').selectAll().execute()).toEqual([{ name: 'kept', version: 3, applied_at: 1 }])

    const { handle: fresh } = await open()
    await migrateToLatest(fresh.db)
    expect(await schemaOf(old.db, old.dialect)).toEqual(await schemaOf(fresh.db, fresh.dialect))

    // again: nothing to rename, nothing to run
    expect(await renameLegacyMigrations(old.db, old.dialect)).toBe(0)
    expect((await migrateToLatest(old.db)).results).toEqual([])
  })

  it('upgrades from part-way: the renamed ones stay run, the rest run under their new names', async () => {
    const { handle: old } = await open()
    await migrateAsBefore(old.db, 10) // up to 0013_money
    const result = await migrateToLatest(old.db)
    const done = new Set(Object.values(LEGACY_MIGRATION_NAMES).slice(0, 10))
    expect(result.results?.map(r => [r.migrationName, r.status])).toEqual(
      Object.keys(MIGRATIONS)
        .filter(n => !done.has(n))
        .sort()
        .map(n => [n, 'Success'])
    )
    const { handle: fresh } = await open()
    await migrateToLatest(fresh.db)
    expect(await schemaOf(old.db, old.dialect)).toEqual(await schemaOf(fresh.db, fresh.dialect))
  })

  it('upgrades once when three processes start on it together', async () => {
    const { target, handle: old } = await open()
    await migrateAsBefore(old.db)
    const worker = path.join(__dirname, 'helpers', 'seedWorker.ts')
    const run = () =>
      new Promise<{ code: number | null; err: string }>(resolve => {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, target.url], { cwd: path.join(__dirname, '..'), env: { ...process.env, NODE_ENV: 'test' } })
        let err = ''
        child.stderr.on('data', d => (err += d))
        child.on('close', code => resolve({ code, err }))
      })
    const results = await Promise.all([run(), run(), run()])
    for (const r of results) expect(r).toEqual({ code: 0, err: '' })
    expect(await recorded(old.db)).toEqual(Object.keys(MIGRATIONS).sort())
  }, 120_000)
})
