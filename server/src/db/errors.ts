/** Database errors that rules react to, the same on SQLite and PostgreSQL. */

/** a UNIQUE or PRIMARY KEY constraint refused a row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY) */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e?.message ?? '')
}
