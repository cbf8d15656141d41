/**
 * Versioned, idempotent seeds: data the product needs to exist (configuration defaults now; the
 * demo tested person and sample reports that anonymous visitors see, spec 4 "Sample (demo)
 * mode", once the report domains exist). Each domain lists its seeds in its index (`seeds`);
 * buildApp() runs those of every loaded domain, in domain order.
 *
 * Each seed has a name and a version. On start, a seed runs when it never ran or when its
 * version is higher than the one recorded in seed_runs, inside one transaction with the record:
 * a failing seed leaves nothing behind and runs again next start. Claiming the record first
 * (INSERT … ON CONFLICT DO UPDATE … WHERE version < new) serialises concurrent starts of several
 * processes: only one of them runs a given version. A seed must itself be safe to re-run on data
 * an earlier version left (upserts, not blind inserts), and must not overwrite what operators
 * changed since (insert missing rows; update only rows it owns).
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db'

export interface Seed {
  name: string
  version: number
  run(trx: Transaction<Database>, context: { now: number }): Promise<void>
}

export interface SeedReport {
  ran: Array<{ name: string; version: number }>
  upToDate: string[]
}

export async function runSeeds(db: Kysely<Database>, seeds: readonly Seed[], now: () => number = Date.now): Promise<SeedReport> {
  const names = new Set<string>()
  for (const s of seeds) {
    if (names.has(s.name)) throw new Error(`seed ${s.name} is listed twice`)
    if (!Number.isInteger(s.version) || s.version < 1) throw new Error(`seed ${s.name} needs a positive integer version`)
    names.add(s.name)
  }
  const report: SeedReport = { ran: [], upToDate: [] }
  for (const seed of seeds) {
    const ran = await db.transaction().execute(async trx => {
      const appliedAt = now()
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: seed.name, version: seed.version, applied_at: appliedAt })
        .onConflict(oc =>
          oc
            .column('name')
            .doUpdateSet({ version: seed.version, applied_at: appliedAt })
            .where('seed_runs.version', '<', seed.version)
        )
        .returning('name')
        .executeTakeFirst()
      if (!claimed) return false
      await seed.run(trx, { now: appliedAt })
      return true
    })
    if (ran) report.ran.push({ name: seed.name, version: seed.version })
    else report.upToDate.push(seed.name)
  }
  return report
}
