// Jest with SWC: TypeScript in, no type-check here (`npm run typecheck` does that).
//
// Where tests live (docs/server.md, "Tests"): test/<domain>/ for a domain of src/domains
// (accounts/, common/), test/endpoints/ and test/jobs/ for those layers, test/*.test.ts for the
// cross-cutting parts (plugins, database, queue, storage, configuration, start-up), and
// test/helpers/ for the shared fixture (helpers/fixture.ts) and helpers, never tests.
//
// The suite runs three ways (scripts/test.js):
//   XUNGEN_TEST_DB=sqlite (default)   every test except the Redis ones, on SQLite files
//   XUNGEN_TEST_DB=postgres           the same tests, each app on a fresh PostgreSQL database
//   XUNGEN_TEST_REDIS=1               only the Redis tests (*.redis.test.ts): BullMQ queue, shared replay guard
const redis = process.env.XUNGEN_TEST_REDIS === '1'
// in `npm test` (XUNGEN_TEST_SCOPE=ci) the SQLite and PostgreSQL steps split the files (test/sharding/databases.js)
const { only, ignore = [] } = require('./test/sharding/databases').scope()

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'].filter(p => require('fs').existsSync(p.replace('<rootDir>', __dirname))),
  testMatch: redis ? ['**/*.redis.test.ts'] : only ?? ['**/*.test.ts'],
  testPathIgnorePatterns: redis ? ['/node_modules/'] : ['/node_modules/', '\\.redis\\.test\\.ts$', ...ignore],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // cookie 2 (through light-my-request, Fastify's inject) is published as ES modules only
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?cookie/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testTimeout: 30000,
  // --shard=i/n deals the files by their measured weight (test/sharding/sequencer.js)
  testSequencer: '<rootDir>/test/sharding/sequencer.js'
}
