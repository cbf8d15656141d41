/** SQL of tested persons, their shares, detections, samples, drafts and notifications (Kysely). */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db'
import type { Selectable } from 'kysely'
import type { DetectionsTable, SamplesTable, TestedPersonsTable } from '../../db/schema'

export type PersonRow = Selectable<TestedPersonsTable>
export type DetectionRow = Selectable<DetectionsTable>
export type SampleRow = Selectable<SamplesTable>
export type Db = Kysely<Database> | Transaction<Database>

/** every column of tested_persons and detections (a column added to the schema must be added here: the types check it) */
const PERSON_COLUMN_SET = {
  id: true, user_id: true, name: true, surname: true, sex: true, birthday: true, birthplace: true, birthplace_code: true, ancestral_place: true, ancestral_place_code: true,
  nation: true, appellation: true, relatives_name: true, ancestry_features: true, relatives_opt_in: true, gene_origin_opt_in: true, base_info_changes: true,
  created_at: true, updated_at: true, deleted_at: true
} as const satisfies Record<keyof PersonRow, true>
const PERSON_COLUMNS = Object.keys(PERSON_COLUMN_SET) as Array<keyof PersonRow>
const DETECTION_COLUMN_SET = {
  id: true, barcode: true, person_id: true, user_id: true, sku: true, product_type: true, submodules: true, collected: true, collect_date: true, research_agree: true,
  open_ancestry: true, source: true, has_report: true, created_at: true
} as const satisfies Record<keyof DetectionRow, true>
const DETECTION_COLUMNS = Object.keys(DETECTION_COLUMN_SET) as Array<keyof DetectionRow>

export class PersonsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** a person the user owns or that is shared with them; null otherwise (the same for "someone else's" and "none") */
  async visiblePerson(userId: number, personId: number): Promise<{ person: PersonRow; shared: boolean; shareId: number | null } | null> {
    const person = await this.db.selectFrom('tested_persons').selectAll().where('id', '=', personId).where('deleted_at', 'is', null).executeTakeFirst()
    if (!person) return null
    if (person.user_id === userId) return { person, shared: false, shareId: null }
    const share = await this.db.selectFrom('person_shares').select('id').where('person_id', '=', personId).where('user_id', '=', userId).executeTakeFirst()
    return share ? { person, shared: true, shareId: share.id } : null
  }

  /**
   * The detection of a barcode with its person, when the person is the user's or shared with
   * them; null otherwise (the same for "someone else's" and "none"). One query (issue 30: every
   * report page starts here).
   */
  async visibleDetection(userId: number, barcode: string): Promise<{ detection: DetectionRow; person: PersonRow; shared: boolean } | null> {
    const row = await this.db
      .selectFrom('detections as d')
      .innerJoin('tested_persons as p', 'p.id', 'd.person_id')
      .leftJoin('person_shares as s', join => join.onRef('s.person_id', '=', 'p.id').on('s.user_id', '=', userId))
      .selectAll('d')
      .select(PERSON_COLUMNS.map(c => `p.${c} as p_${c}` as const))
      .select('s.id as share_id')
      .where('d.barcode', '=', barcode)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst()
    if (!row) return null
    const r = row as unknown as Record<string, unknown>
    const person = Object.fromEntries(PERSON_COLUMNS.map(c => [c, r[`p_${c}`]])) as unknown as PersonRow
    const detection = Object.fromEntries(DETECTION_COLUMNS.map(c => [c, r[c]])) as unknown as DetectionRow
    if (person.user_id === userId) return { detection, person, shared: false }
    return r.share_id !== null && r.share_id !== undefined ? { detection, person, shared: true } : null
  }

  async ownedPersons(userId: number): Promise<PersonRow[]> {
    return this.db.selectFrom('tested_persons').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute()
  }

  /** persons owned by or shared with the user, optionally filtered by a keyword on name or barcode; owned first */
  async listVisible(userId: number, keywords: string | null): Promise<Array<PersonRow & { shared: number }>> {
    const owned = await this.db
      .selectFrom('tested_persons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()
    const shared = await this.db
      .selectFrom('person_shares')
      .innerJoin('tested_persons', 'tested_persons.id', 'person_shares.person_id')
      .selectAll('tested_persons')
      .where('person_shares.user_id', '=', userId)
      .where('tested_persons.deleted_at', 'is', null)
      .orderBy('person_shares.id')
      .execute()
    let all = [...owned.map(p => ({ ...p, shared: 0 })), ...shared.map(p => ({ ...p, shared: 1 }))]
    if (keywords) {
      const k = keywords.toLowerCase()
      const ids = all.map(p => p.id)
      const barcodes = ids.length ? await this.db.selectFrom('detections').select(['person_id', 'barcode']).where('person_id', 'in', ids).execute() : []
      const byPerson = new Map<number, string[]>()
      for (const b of barcodes) byPerson.set(b.person_id, [...(byPerson.get(b.person_id) ?? []), b.barcode.toLowerCase()])
      all = all.filter(p => p.name.toLowerCase().includes(k) || (byPerson.get(p.id) ?? []).some(b => b.includes(k)))
    }
    return all
  }

  async detectionsOf(personIds: number[]): Promise<DetectionRow[]> {
    if (personIds.length === 0) return []
    return this.db.selectFrom('detections').selectAll().where('person_id', 'in', personIds).orderBy('id').execute()
  }

  async detectionByBarcode(barcode: string): Promise<DetectionRow | undefined> {
    return this.db.selectFrom('detections').selectAll().where('barcode', '=', barcode).executeTakeFirst()
  }

  async detectionById(id: number): Promise<DetectionRow | undefined> {
    return this.db.selectFrom('detections').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async latestSamples(detectionIds: number[]): Promise<Map<number, SampleRow>> {
    const out = new Map<number, SampleRow>()
    if (detectionIds.length === 0) return out
    const rows = await this.db.selectFrom('samples').selectAll().where('detection_id', 'in', detectionIds).orderBy('seq').execute()
    for (const r of rows) out.set(r.detection_id, r)
    return out
  }

  async latestResults(detectionIds: number[]): Promise<Map<number, { y_haplogroup: string | null; y_short: string | null; mt_haplogroup: string | null }>> {
    const out = new Map<number, { y_haplogroup: string | null; y_short: string | null; mt_haplogroup: string | null }>()
    if (detectionIds.length === 0) return out
    const rows = await this.db
      .selectFrom('analysis_results')
      .select(['detection_id', 'y_haplogroup', 'y_short', 'mt_haplogroup'])
      .where('detection_id', 'in', detectionIds)
      .orderBy('id')
      .execute()
    for (const r of rows) out.set(r.detection_id, r)
    return out
  }
}

/**
 * spec 3.7: one notification record; with `subscription`, also the mini-program's subscription
 * message when the person accepted one for it (issue 24 item 7: queued in the same transaction,
 * sent after it).
 */
export function parseJsonArray(text: string | null): string[] {
  if (!text) return []
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}
