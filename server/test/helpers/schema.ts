/**
 * The schema of a database as plain data, to compare two databases: every table (Kysely's own
 * migration tables left out) with its columns, indexes and constraints, in the dialect's words.
 */
import { sql, type Kysely } from 'kysely'
import type { DialectName } from '../../src/db/dialect'

export interface SchemaListing {
  tables: Record<string, { columns: unknown[]; indexes: unknown[]; constraints: unknown[] }>
}

export async function schemaOf(db: Kysely<any>, dialect: DialectName): Promise<SchemaListing> {
  const tables: SchemaListing['tables'] = {}
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db)
    for (const { name, sql: ddl } of rows) {
      const columns = (await sql.raw(`pragma table_info(${JSON.stringify(name)})`).execute(db)).rows
      const indexes = (await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'index' and tbl_name = ${name} order by name`.execute(db)).rows
      const foreignKeys = (await sql.raw(`pragma foreign_key_list(${JSON.stringify(name)})`).execute(db)).rows
      tables[name] = { columns, indexes, constraints: [ddl, ...foreignKeys] }
    }
    return { tables }
  }
  const names = (await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\_%' order by table_name`.execute(db)).rows
  for (const { table_name: name } of names) {
    const columns = (
      await sql`select column_name, ordinal_position, data_type, character_maximum_length, numeric_precision, is_nullable, column_default
        from information_schema.columns where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(db)
    ).rows
    const indexes = (await sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${name} order by indexname`.execute(db)).rows
    const constraints = (
      await sql`select conname, contype, pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace where n.nspname = current_schema() and t.relname = ${name} order by conname`.execute(db)
    ).rows
    tables[name] = { columns, indexes, constraints }
  }
  return { tables }
}
