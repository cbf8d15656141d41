// Which server test files `npm test` runs on which database (docs/adr/0021-test-databases.md).
//
// Locally, `npx jest` runs every file on the database XUNGEN_TEST_DB names (SQLite by default),
// as before. In `npm test` (XUNGEN_TEST_SCOPE=ci) the two database steps split the work:
//   PostgreSQL, the production database: every file that opens a test database;
//   SQLite, the embedded default: the files that open none (they need no second run), and the
//   files whose subject differs between the two dialects (below), so that each dialect-specific
//   code path still runs on both. The H5 journeys and `npm run journey` run the product on SQLite.
// A file listed under `noDatabase` that opens a database fails (helpers/database.ts checks it).

/** files whose subject is written differently for each dialect (server/src: dialectOf, triggers, locks) */
const bothDatabases = {
  'test/db.test.ts': 'the database layer: dialects, pools, migrations',
  'test/dbLocks.test.ts': 'named locks: an advisory lock on PostgreSQL, a leased row on SQLite',
  'test/dbReconnect.test.ts': 'a lost connection on either driver',
  'test/roundTrips.test.ts': 'round trips counted at each driver; the relatives list query (LATERAL on PostgreSQL)',
  'test/events/outbox.test.ts': 'the outbox under row locks',
  'test/security/crash.test.ts': 'transactions cut off mid-way',
  'test/money/invariants.test.ts': 'balances under concurrent writes (row locks, READ COMMITTED)',
  'test/commerce/channels.test.ts': 'sales channel counters under concurrent orders',
  'test/analysis/relatives.test.ts': 'the relatives list (a dialect-specific query)',
  'test/analysis/relativesRace.test.ts': 'two relatives jobs racing (pair order, deadlocks)',
  'test/analysis/relativesRestart.test.ts': 'matches and the index across process restarts',
  'test/analysis/matchOptIn.test.ts': "each side's relatives-finding switch kept on its matches by each dialect's triggers",
  'test/analysis/matcherShardsLowered.test.ts': 'moving kits between matcher shards (shardedMatcher.ts)',
  'test/accounts/sessionCache.test.ts': 'the session cache: LISTEN/NOTIFY on PostgreSQL',
  'test/geneOrigin/originCache.test.ts': "the origin snapshot: triggers on PostgreSQL, SQLite's data_version",
  'test/covid/covid.test.ts': 'the per-account code limit (FOR UPDATE on PostgreSQL)',
  'test/content/content.test.ts': 'consultation bookings (FOR UPDATE on PostgreSQL)',
  'test/security/personalEncryption.test.ts': 'the personal-field migration (personalMigration.ts)',
  'test/health.test.ts': "readiness reads each database's own way"
}

/** files that open no test database: one run is enough */
const noDatabase = [
  'test/jobs/schedule.test.ts',
  'test/jobs/jobs.test.ts',
  'test/startScript.test.ts',
  'test/startServer.test.ts',
  'test/familyTree/gedcom.test.ts',
  'test/ancestry/rules.test.ts',
  'test/ancestry/populations.test.ts',
  'test/domains.test.ts',
  'test/commerce/wechatPay.test.ts',
  'test/tableOwners.test.ts',
  'test/reports/electronicReportRules.test.ts',
  'test/queue.test.ts',
  'test/analysis/kinship.test.ts',
  'test/storage.test.ts',
  'test/security/concurrency.test.ts',
  'test/security/storageSweep.test.ts',
  'test/bodyParser.test.ts'
]

const escape = s => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** jest options for this run: `testMatch`-style roots and ignore patterns */
function scope(env = process.env) {
  if (env.XUNGEN_TEST_SCOPE !== 'ci' || env.XUNGEN_TEST_REDIS === '1') return {}
  if ((env.XUNGEN_TEST_DB || 'sqlite') === 'postgres') return { ignore: noDatabase.map(f => `/server/${escape(f)}$`) }
  return { only: [...Object.keys(bothDatabases), ...noDatabase].map(f => `<rootDir>/${f}`) }
}

module.exports = { bothDatabases, noDatabase, scope }
