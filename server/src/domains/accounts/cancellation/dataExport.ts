/**
 * The account's data export (GET /proxy/user/data_export; contracts account/dataExport): the table
 * sections read from DATA_EXPORT_TABLES (rows of the account by its column, or through a parent
 * table of the account's), then the sections areas register in the personal-data registry.
 * Sealed personal columns come out opened (the database's plugin opens every result row).
 * Values are text, numbers, flags or null: JSON columns as their text, PostgreSQL's bigint text
 * of a number column (ids, times, amounts) as the number.
 */
import { sql, type Kysely } from 'kysely'
import { DATA_EXPORT_ROW_LIMIT, DATA_EXPORT_TABLES, type DataExportTable } from '@xungen/contracts'
import type { Database } from '../../../db'
import type { PersonalDataRegistry } from './registry'

type Cell = string | number | boolean | null
const NUMBER_COLUMN = /(^id$|_id$|_at$|_fen$|^bytes$|^count$|^version$)/

function cellOf(column: string, value: unknown): Cell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string') return NUMBER_COLUMN.test(column) && /^-?\d{1,15}$/.test(value) ? Number(value) : value
  if (value instanceof Date) return value.toISOString()
  if (Buffer.isBuffer(value)) return value.toString('base64')
  return JSON.stringify(value)
}

/** the rows of one reading of a table, exactly its declared columns */
export async function exportTable(db: Kysely<Database>, userId: number, t: DataExportTable): Promise<Array<Record<string, Cell>>> {
  const anyDb = db as unknown as Kysely<any>
  let q = anyDb.selectFrom(t.table).select(t.columns.map(c => `${t.table}.${c}`) as never)
  if (t.owner) q = q.where(`${t.table}.${t.owner}`, '=', userId)
  else if (t.via) q = q.where(`${t.table}.${t.via.column}`, 'in', anyDb.selectFrom(t.via.table).select(`${t.via.table}.id`).where(`${t.via.table}.${t.via.owner}`, '=', userId))
  else throw new Error(`data export of ${t.table} names neither an owner nor a parent`)
  const rows = (await q.orderBy(sql.ref(`${t.table}.${t.columns[0]}`)).limit(DATA_EXPORT_ROW_LIMIT).execute()) as Array<Record<string, unknown>>
  return rows.map(r => Object.fromEntries(t.columns.map(c => [c, cellOf(c, r[c])])))
}

export async function exportAccountData(db: Kysely<Database>, registry: PersonalDataRegistry, userId: number): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {}
  for (const [section, tables] of Object.entries(DATA_EXPORT_TABLES)) {
    const out: Record<string, unknown> = {}
    for (const [name, t] of Object.entries(tables as Record<string, DataExportTable>)) out[name] = await exportTable(db, userId, t)
    sections[section] = out
  }
  return { ...sections, ...(await registry.exportAll(userId, db)) }
}
