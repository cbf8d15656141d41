/**
 * issue 30: the statistics of opted-in persons (gene origin, the Y tree's member counts, the
 * surname pages) are computed once and kept in memory (persons/originMembers.ts) until a change
 * that can alter them: a person's gene-origin switch, surname, ancestral place, owner or
 * deletion, a detection's report or person, an analysis result. These triggers announce each
 * such change on the channel xungen_origin to every server process listening, whoever wrote it.
 * PostgreSQL only: SQLite has no notifications (there a process sees another's commits by
 * PRAGMA data_version).
 */
import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

const TRIGGERS: Array<{ table: string; events: string }> = [
  { table: 'tested_persons', events: 'insert or update of id, user_id, surname, ancestral_place_code, gene_origin_opt_in, deleted_at or delete' },
  { table: 'detections', events: 'insert or update of id, person_id, has_report or delete' },
  { table: 'analysis_results', events: 'insert or update or delete' }
]

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`
    create or replace function xungen_origin_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('xungen_origin', TG_TABLE_NAME);
      return null;
    end
    $$`.execute(db)
  for (const t of TRIGGERS) {
    // one notification per statement is enough: the payload says only which table changed
    await sql`create trigger ${sql.raw(`${t.table}_origin_changed`)} after ${sql.raw(t.events)} on ${sql.table(t.table)} for each statement execute function xungen_origin_changed()`.execute(db)
    await sql`create trigger ${sql.raw(`${t.table}_origin_truncated`)} after truncate on ${sql.table(t.table)} for each statement execute function xungen_origin_changed()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  for (const t of TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(`${t.table}_origin_changed`)} on ${sql.table(t.table)}`.execute(db)
    await sql`drop trigger if exists ${sql.raw(`${t.table}_origin_truncated`)} on ${sql.table(t.table)}`.execute(db)
  }
  await sql`drop function if exists xungen_origin_changed()`.execute(db)
}
