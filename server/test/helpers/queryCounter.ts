/**
 * Counts the statements the app sends to its database (each one a round trip on PostgreSQL,
 * BEGIN and COMMIT included), at the drivers: pg's Client.query and better-sqlite3's statement
 * calls. start() resets and starts counting, stop() returns what was sent since.
 */
import SQLite from 'better-sqlite3'
import pg from 'pg'

export interface QueryCounter {
  start(): void
  stop(): string[]
  restore(): void
}

export function countQueries(): QueryCounter {
  let counting = false
  let seen: string[] = []
  const note = (text: unknown) => {
    if (counting) seen.push(typeof text === 'string' ? text : (text as { text?: string })?.text ?? String(text))
  }
  const restores: Array<() => void> = []
  const patch = (proto: Record<string, unknown>, name: string, sqlOf: (self: unknown, args: unknown[]) => unknown) => {
    const original = proto[name] as (...args: unknown[]) => unknown
    proto[name] = function (this: unknown, ...args: unknown[]) {
      note(sqlOf(this, args))
      return original.apply(this, args)
    }
    restores.push(() => (proto[name] = original))
  }
  patch(pg.Client.prototype as unknown as Record<string, unknown>, 'query', (_self, args) => args[0])
  const probe = new SQLite(':memory:')
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>
  probe.close()
  for (const name of ['all', 'get', 'run', 'iterate']) patch(statement, name, self => (self as { source: string }).source)
  return {
    start() {
      seen = []
      counting = true
    },
    stop() {
      counting = false
      return seen
    },
    restore() {
      for (const r of restores) r()
    }
  }
}
