/** Helpers that keep migrations dialect-neutral: one migration file runs on SQLite and PostgreSQL. */
import { Kysely, PostgresAdapter } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
