/**
 * The relatives population of `npm run bench:server` (scripts/bench-server.js): the bench's
 * accounts each get a tested person with a published detection and relatives finding on, then
 * a population of other opted-in persons and a match table of the size a 20,000-kit index gives
 * (every bench person with MATCHES_PER_USER relatives, the rest of the population matched among
 * themselves), with segments for the bench persons' matches. Rows are synthetic and go only into
 * the bench's own temporary database.
 */
import { sql } from 'kysely'
import { createDatabase } from '../src/db'

const BATCH = 500

export interface RelativesSeedOptions {
  /** kits in the index (bench persons included) */
  population: number
  /** relatives in each bench person's list */
  matchesPerUser: number
  /** matches of every other kit among the population */
  backgroundMatchesPerKit: number
}

export async function seedRelatives(databaseUrl: string, userIds: number[], o: RelativesSeedOptions): Promise<{ barcodes: string[]; rows: { detections: number; matches: number; segments: number } }> {
  const handle = createDatabase(databaseUrl)
  const db = handle.db
  const now = Date.now()
  const rng = (() => {
    let s = 0x2545f491
    return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32)
  })()
  try {
    const owner = userIds[0]
    const persons: Array<{ user_id: number; name: string }> = []
    for (let i = 0; i < o.population; i++) persons.push({ user_id: i < userIds.length ? userIds[i] : owner, name: `亲人${i}` })
    const detectionIds: number[] = []
    const barcodes: string[] = []
    for (let i = 0; i < persons.length; i += BATCH) {
      const slice = persons.slice(i, i + BATCH)
      const ps = await db
        .insertInto('tested_persons')
        .values(slice.map(p => ({
          user_id: p.user_id, name: p.name, surname: '王', sex: 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null, ancestral_place: null, ancestral_place_code: null,
          nation: '汉族', appellation: null, ancestry_features: null, relatives_opt_in: 1, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
        })))
        .returning('id')
        .execute()
      const ds = await db
        .insertInto('detections')
        .values(ps.map((p, k) => {
          const barcode = `RB${String(i + k).padStart(8, '0')}`
          barcodes.push(barcode)
          return { barcode, person_id: p.id, user_id: slice[k].user_id, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now }
        }))
        .returning('id')
        .execute()
      detectionIds.push(...ds.map(d => d.id))
    }
    const pairs = new Map<string, { a: number; b: number; cm: number; segments: number }>()
    const add = (x: number, y: number) => {
      if (x === y) return
      const [a, b] = x < y ? [x, y] : [y, x]
      const key = `${a}-${b}`
      if (pairs.has(key)) return
      // a long tail of distant cousins and a few close relatives, as a real list has
      const cm = Math.round((7 + 3000 * rng() ** 6) * 10) / 10
      pairs.set(key, { a, b, cm, segments: Math.max(1, Math.round(cm / 40)) })
    }
    for (let u = 0; u < userIds.length; u++) for (let k = 0; k < o.matchesPerUser; k++) add(detectionIds[u], detectionIds[userIds.length + Math.floor(rng() * (o.population - userIds.length))])
    for (let i = userIds.length; i < o.population; i++) for (let k = 0; k < o.backgroundMatchesPerKit; k++) add(detectionIds[i], detectionIds[Math.floor(rng() * o.population)])
    const rows = [...pairs.values()]
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insertInto('relative_matches')
        .values(rows.slice(i, i + BATCH).map(r => ({ detection_a: r.a, detection_b: r.b, total_cm: r.cm, segments: r.segments, largest_cm: Math.min(r.cm, 7 + r.cm / 3), relationship: r.cm > 1300 ? '2nd-degree' : 'distant', relationship_label: r.cm > 1300 ? '祖孙/叔伯姑舅姨' : '远亲', grade: null, created_at: now })))
        .execute()
    }
    const mine = new Set(detectionIds.slice(0, userIds.length))
    const segs = rows.filter(r => mine.has(r.a) || mine.has(r.b)).flatMap(r => Array.from({ length: r.segments }, (_, k) => ({ detection_a: r.a, detection_b: r.b, chrom: 1 + (k % 22), start_pos: 1_000_000 + k * 10_000_000, end_pos: 1_000_000 + k * 10_000_000 + 5_000_000, start_cm: k, end_cm: k + r.cm / r.segments, cm: r.cm / r.segments, markers: 800, fully_identical: 0 })))
    for (let i = 0; i < segs.length; i += BATCH) await db.insertInto('relative_segments').values(segs.slice(i, i + BATCH)).execute()
    // a database of this size has its planner statistics (PostgreSQL's autovacuum gathers them); a bulk load is measured before it would run
    await sql`analyze`.execute(db)
    return { barcodes: barcodes.slice(0, userIds.length), rows: { detections: detectionIds.length, matches: rows.length, segments: segs.length } }
  } finally {
    await handle.close()
  }
}
