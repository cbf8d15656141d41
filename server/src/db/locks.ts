/**
 * A named lock that holds across threads, processes and machines sharing one database: the
 * work of withNamedLock(db, name, work) never runs at the same time as another's work under the
 * same name. For read-modify-write of something kept outside the database (a chip layout in file
 * storage, analysis/layouts.ts), where no transaction can guard it.
 *
 * - PostgreSQL: a session advisory lock, pg_advisory_lock(LOCK_CLASS, hashtext(name)), taken on a
 *   connection held for the work and released after it. A process that dies (kill -9, a lost
 *   machine) loses its connection, and PostgreSQL releases the lock with it. Two names whose
 *   hashes meet only wait for each other.
 * - SQLite (the embedded mode; also several processes on one file): a row of named_locks with a
 *   lease, renewed while the work runs; others wait until the row is gone or its lease has run
 *   out (the holder died).
 *
 * In one process the callers of one name also queue on a promise, so a process waits on the
 * database with one connection per name at most.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { dialectOf } from './dialect'
import type { Database } from './schema'

export interface NamedLocksTable {
  name: string
  holder: string
  /** epoch ms: the lock is free after this unless renewed */
  expires_at: number
}

declare module './schema' {
  interface Database {
    named_locks: NamedLocksTable
  }
}

/** the first key of our advisory locks ('XGLK'): apart from other users of advisory locks on the database */
export const LOCK_CLASS = 0x58474c4b

export interface NamedLockOptions {
  /** SQLite: how long a lock lasts without renewal (a dead holder's is free after this); default 30 s */
  leaseMs?: number
  /** SQLite: how often a waiter looks again; default 50 ms */
  pollMs?: number
}

const queues = new WeakMap<object, Map<string, Promise<unknown>>>()

export async function withNamedLock<T>(db: Kysely<Database>, name: string, work: () => Promise<T>, options: NamedLockOptions = {}): Promise<T> {
  let inProcess = queues.get(db)
  if (!inProcess) queues.set(db, (inProcess = new Map()))
  const before = inProcess.get(name) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(() => (dialectOf(db) === 'postgres' ? advisory(db, name, work) : leased(db, name, work, options)))
  const tail = mine.catch(() => undefined)
  inProcess.set(name, tail)
  try {
    return await mine
  } finally {
    if (inProcess.get(name) === tail) inProcess.delete(name)
  }
}

async function advisory<T>(db: Kysely<Database>, name: string, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async conn => {
    await sql`select pg_advisory_lock(${LOCK_CLASS}::int, hashtext(${name}))`.execute(conn)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}::int, hashtext(${name}))`.execute(conn)
    }
  })
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

async function leased<T>(db: Kysely<Database>, name: string, work: () => Promise<T>, options: NamedLockOptions): Promise<T> {
  const leaseMs = options.leaseMs ?? 30_000
  const holder = randomUUID()
  for (;;) {
    const now = Date.now()
    await db.deleteFrom('named_locks').where('name', '=', name).where('expires_at', '<', now).execute()
    const r = await db
      .insertInto('named_locks')
      .values({ name, holder, expires_at: now + leaseMs })
      .onConflict(oc => oc.column('name').doNothing())
      .executeTakeFirst()
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) break
    await sleep(options.pollMs ?? 50)
  }
  const renew = setInterval(() => {
    db.updateTable('named_locks').set({ expires_at: Date.now() + leaseMs }).where('name', '=', name).where('holder', '=', holder).execute().catch(() => undefined)
  }, Math.max(10, Math.floor(leaseMs / 3)))
  renew.unref()
  try {
    return await work()
  } finally {
    clearInterval(renew)
    await db.deleteFrom('named_locks').where('name', '=', name).where('holder', '=', holder).execute()
  }
}
