/**
 * Whether each side of a stored relatives match has relatives finding on (issue 30): the
 * relatives list ranks and counts a detection's visible matches from relative_matches alone,
 * instead of looking up every match's detection and person on each read (about 160 index lookups
 * for one list page in the bench population). `a_opted_in` is the relatives_opt_in of
 * detection_a's person, `b_opted_in` of detection_b's; the database keeps them, whoever writes:
 *  - a new match takes both persons' switches (SQLite: after the insert; PostgreSQL: before it);
 *  - a person's switch, and a detection moved to another person, update their matches.
 * Two transactions at the same moment (a match stored while its person turns the switch) can
 * leave a flag stale, so the list still joins each row of its page to the person and shows only
 * persons whose switch is on now: a stale flag can make a page a row short or a count one off,
 * never show a person who turned relatives finding off.
 */
import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

const OPT_IN_OF = (detection: string) =>
  `coalesce((select p.relatives_opt_in from detections d join tested_persons p on p.id = d.person_id where d.id = ${detection}), 0)`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('relative_matches').addColumn('a_opted_in', 'integer', c => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('relative_matches').addColumn('b_opted_in', 'integer', c => c.notNull().defaultTo(0)).execute()
  await sql`update relative_matches set a_opted_in = ${sql.raw(OPT_IN_OF('relative_matches.detection_a'))}, b_opted_in = ${sql.raw(OPT_IN_OF('relative_matches.detection_b'))}`.execute(db)
  if (dialectOf(db) === 'postgres') {
    await sql`
      create or replace function xungen_match_opted_in() returns trigger language plpgsql as $$
      begin
        new.a_opted_in := ${sql.raw(OPT_IN_OF('new.detection_a'))};
        new.b_opted_in := ${sql.raw(OPT_IN_OF('new.detection_b'))};
        return new;
      end
      $$`.execute(db)
    await sql`create trigger relative_matches_opted_in before insert on relative_matches for each row execute function xungen_match_opted_in()`.execute(db)
    await sql`
      create or replace function xungen_person_opted_in() returns trigger language plpgsql as $$
      begin
        update relative_matches set a_opted_in = new.relatives_opt_in where detection_a in (select id from detections where person_id = new.id) and a_opted_in <> new.relatives_opt_in;
        update relative_matches set b_opted_in = new.relatives_opt_in where detection_b in (select id from detections where person_id = new.id) and b_opted_in <> new.relatives_opt_in;
        return null;
      end
      $$`.execute(db)
    await sql`create trigger tested_persons_opted_in after update of relatives_opt_in on tested_persons for each row when (old.relatives_opt_in is distinct from new.relatives_opt_in) execute function xungen_person_opted_in()`.execute(db)
    await sql`
      create or replace function xungen_detection_opted_in() returns trigger language plpgsql as $$
      begin
        update relative_matches set a_opted_in = ${sql.raw(OPT_IN_OF('new.id'))} where detection_a = new.id;
        update relative_matches set b_opted_in = ${sql.raw(OPT_IN_OF('new.id'))} where detection_b = new.id;
        return null;
      end
      $$`.execute(db)
    await sql`create trigger detections_opted_in after update of person_id on detections for each row when (old.person_id is distinct from new.person_id) execute function xungen_detection_opted_in()`.execute(db)
    return
  }
  await sql`
    create trigger relative_matches_opted_in after insert on relative_matches begin
      update relative_matches set a_opted_in = ${sql.raw(OPT_IN_OF('new.detection_a'))}, b_opted_in = ${sql.raw(OPT_IN_OF('new.detection_b'))}
      where detection_a = new.detection_a and detection_b = new.detection_b;
    end`.execute(db)
  await sql`
    create trigger tested_persons_opted_in after update of relatives_opt_in on tested_persons when old.relatives_opt_in is not new.relatives_opt_in begin
      update relative_matches set a_opted_in = new.relatives_opt_in where detection_a in (select id from detections where person_id = new.id);
      update relative_matches set b_opted_in = new.relatives_opt_in where detection_b in (select id from detections where person_id = new.id);
    end`.execute(db)
  await sql`
    create trigger detections_opted_in after update of person_id on detections when old.person_id is not new.person_id begin
      update relative_matches set a_opted_in = ${sql.raw(OPT_IN_OF('new.id'))} where detection_a = new.id;
      update relative_matches set b_opted_in = ${sql.raw(OPT_IN_OF('new.id'))} where detection_b = new.id;
    end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists relative_matches_opted_in ${sql.raw(dialectOf(db) === 'postgres' ? 'on relative_matches' : '')}`.execute(db)
  await sql`drop trigger if exists tested_persons_opted_in ${sql.raw(dialectOf(db) === 'postgres' ? 'on tested_persons' : '')}`.execute(db)
  await sql`drop trigger if exists detections_opted_in ${sql.raw(dialectOf(db) === 'postgres' ? 'on detections' : '')}`.execute(db)
  if (dialectOf(db) === 'postgres') {
    await sql`drop function if exists xungen_match_opted_in()`.execute(db)
    await sql`drop function if exists xungen_person_opted_in()`.execute(db)
    await sql`drop function if exists xungen_detection_opted_in()`.execute(db)
  }
  await db.schema.alterTable('relative_matches').dropColumn('b_opted_in').execute()
  await db.schema.alterTable('relative_matches').dropColumn('a_opted_in').execute()
}
