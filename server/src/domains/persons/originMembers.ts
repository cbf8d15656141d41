/**
 * The persons the statistics count (issue 30): every tested person whose owner turned gene
 * origin on, not deleted, with a published report, and the latest analysis result of their
 * detections (its Y and mt calls), with the registered surname and ancestral place. Gene origin
 * and the lineage pages (the Y tree's member counts, a surname's provinces, haplogroups and gene
 * families) read them from here; they used to read every opted-in person on every call.
 *
 * The list is read once and kept until something it is made of changes, whoever changes it:
 *  - this process's own writes to tested_persons, detections and analysis_results
 *    (app.tableWrites) drop it before the write's query returns, so an opt-out is counted out by
 *    the very next request;
 *  - PostgreSQL: triggers announce every other writer's change on the channel xungen_origin
 *    (migration 2026_11_28_2300_origin_notifications), which drops it when the notification
 *    arrives; while the LISTEN connection is down nothing is kept (each call reads);
 *  - SQLite: a commit of any other connection (another process, a script) changes
 *    PRAGMA data_version, read on each call (an in-process call, not a round trip).
 * What the consumers compute from it (their aggregates) is kept beside it, keyed by the snapshot
 * object, and goes with it.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db'
import type { DialectName } from '../../db/dialect'
import type { TableWrite } from '../../db/tableWrites'

export interface OriginMember {
  personId: number
  userId: number
  /** as registered (not trimmed) */
  surname: string | null
  ancestralCode: string | null
  /** the latest published analysis result's calls */
  yHaplogroup: string | null
  mtHaplogroup: string | null
}

export interface OriginSnapshot {
  readonly members: readonly OriginMember[]
  readonly byPerson: ReadonlyMap<number, OriginMember>
}

export const ORIGIN_CHANNEL = 'xungen_origin'
export const ORIGIN_TABLES = ['tested_persons', 'detections', 'analysis_results'] as const

/** whether a write of this process can change who is counted or what is counted of them */
export function changesOrigin(w: TableWrite): boolean {
  if (w.kind !== 'update') return true
  if (w.table === 'tested_persons') return w.columns.some(c => ['id', 'user_id', 'surname', 'ancestral_place_code', 'gene_origin_opt_in', 'deleted_at'].includes(c))
  if (w.table === 'detections') return w.columns.some(c => ['id', 'person_id', 'has_report'].includes(c))
  return true
}

export class OriginMembers {
  private kept: { snapshot: Promise<OriginSnapshot>; generation: number } | null = null
  private generation = 0
  private live: boolean
  private dataVersion: number | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName
  ) {
    // PostgreSQL keeps nothing until its notifications are up
    this.live = dialect === 'sqlite'
  }

  /** whether the list is kept between calls (SQLite always; PostgreSQL while its notifications are up) */
  get enabled(): boolean {
    return this.live
  }

  /** notifications up (true) or down (false): either way what is kept is dropped */
  setLive(live: boolean): void {
    this.live = live
    this.invalidate()
  }

  invalidate(): void {
    this.generation++
    this.kept = null
  }

  /** the counted persons as they are now */
  async snapshot(): Promise<OriginSnapshot> {
    if (this.dialect === 'sqlite') {
      const r = await sql<{ data_version: number }>`pragma data_version`.execute(this.db)
      const version = Number(r.rows[0]?.data_version)
      if (version !== this.dataVersion) {
        this.dataVersion = version
        this.invalidate()
      }
    }
    if (!this.live) return this.load()
    if (this.kept && this.kept.generation === this.generation) return this.kept.snapshot
    const kept = { snapshot: this.load(), generation: this.generation }
    this.kept = kept
    kept.snapshot.catch(() => {
      if (this.kept === kept) this.kept = null
    })
    return kept.snapshot
  }

  private async load(): Promise<OriginSnapshot> {
    const rows = await this.db
      .selectFrom('analysis_results as r')
      .innerJoin('detections as d', 'd.id', 'r.detection_id')
      .innerJoin('tested_persons as p', 'p.id', 'd.person_id')
      .select(['r.id as resultId', 'p.id as personId', 'p.user_id as userId', 'p.surname', 'p.ancestral_place_code as ancestralCode', 'r.y_haplogroup as yHaplogroup', 'r.mt_haplogroup as mtHaplogroup'])
      .where('p.gene_origin_opt_in', '=', 1)
      .where('p.deleted_at', 'is', null)
      .where('d.has_report', '=', 1)
      .orderBy('r.id', 'asc')
      .execute()
    // the latest result of each person (of any of their detections)
    const byPerson = new Map<number, OriginMember>()
    for (const r of rows) byPerson.set(r.personId, { personId: r.personId, userId: r.userId, surname: r.surname, ancestralCode: r.ancestralCode, yHaplogroup: r.yHaplogroup, mtHaplogroup: r.mtHaplogroup })
    return { members: [...byPerson.values()], byPerson }
  }
}

/** a value computed from a snapshot, once per snapshot */
export function perSnapshot<T>(compute: (s: OriginSnapshot) => T): (s: OriginSnapshot) => T {
  const cache = new WeakMap<OriginSnapshot, T>()
  return s => {
    let v = cache.get(s)
    if (v === undefined) {
      v = compute(s)
      cache.set(s, v)
    }
    return v
  }
}
