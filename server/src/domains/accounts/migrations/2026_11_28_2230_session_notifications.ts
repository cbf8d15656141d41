/**
 * issue 30: every change that can end a session or change what it carries (the session row, the
 * account's state or deletion, its staff roles) is announced on the channel xungen_auth with the
 * account's id, to every server process listening (auth/sessionCache.ts drops what it kept of
 * that account). Triggers, so that no writer is missed: another server process, the worker, a
 * script, an administrator's SQL. PostgreSQL only: on SQLite nothing is kept in memory.
 */
import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`
    create or replace function xungen_auth_changed() returns trigger language plpgsql as $$
    declare
      account bigint;
    begin
      if TG_LEVEL = 'STATEMENT' then
        perform pg_notify('xungen_auth', '*');
        return null;
      end if;
      if TG_TABLE_NAME = 'users' then
        if TG_OP = 'DELETE' then account := OLD.id; else account := NEW.id; end if;
      else
        if TG_OP = 'DELETE' then account := OLD.user_id; else account := NEW.user_id; end if;
        if TG_OP = 'UPDATE' and OLD.user_id is distinct from NEW.user_id then
          perform pg_notify('xungen_auth', OLD.user_id::text);
        end if;
      end if;
      perform pg_notify('xungen_auth', account::text);
      return null;
    end
    $$`.execute(db)
  // sessions: not a sign-in (a new token is in nobody's memory) nor the hourly last_seen_at
  await sql`create trigger sessions_auth_changed after update of user_id, token_hash, expires_at, revoked_at or delete on sessions for each row execute function xungen_auth_changed()`.execute(db)
  await sql`create trigger users_auth_changed after update of id, user_state, deleted_at or delete on users for each row execute function xungen_auth_changed()`.execute(db)
  await sql`create trigger user_roles_auth_changed after insert or update or delete on user_roles for each row execute function xungen_auth_changed()`.execute(db)
  for (const table of ['sessions', 'users', 'user_roles']) {
    await sql`create trigger ${sql.raw(`${table}_auth_truncated`)} after truncate on ${sql.table(table)} for each statement execute function xungen_auth_changed()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  for (const table of ['sessions', 'users', 'user_roles']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_auth_changed`)} on ${sql.table(table)}`.execute(db)
    await sql`drop trigger if exists ${sql.raw(`${table}_auth_truncated`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function if exists xungen_auth_changed()`.execute(db)
}
