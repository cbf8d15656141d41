/**
 * Run as its own process by db.test.ts: migrates the database of argv[2] and runs a seed that
 * takes a while, recording each run with this process id. Two of these started together show
 * whether a seed version can run twice.
 */
import { createDatabase, migrateToLatest } from '../../src/db'
import { runSeeds, type Seed } from '../../src/seed'

async function main() {
  const handle = createDatabase(process.argv[2])
  const slow: Seed = {
    name: 'test.slow',
    version: 1,
    async run(trx) {
      await trx.insertInto('description_configs').values({ key: `RUN_${process.pid}`, name: 'run', content: '', content_type: 'TEXT', updated_at: Date.now() }).execute()
      await new Promise(r => setTimeout(r, 300))
    }
  }
  try {
    // both processes race for the migrations too
    await migrateToLatest(handle.db)
    const report = await runSeeds(handle.db, [slow])
    process.stdout.write(JSON.stringify(report))
  } finally {
    await handle.close()
  }
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
