// A tested person written into the database the way the analysis pipeline leaves a published
// report (a detection with has_report and an analysis result, optionally naming a Y haplogroup):
// the pages that read only that (surnames, clans, the family tree's DNA placement) are shown
// without importing raw files, which would only make the journeys slow.
let serial = 0

/**
 * @param {{ app: any }} server
 * @param {number} userId
 * @param {{ name?: string, surname: string, haplogroup?: string | null, ancestralCode?: string | null, origin?: boolean, relatives?: boolean, productType?: string }} person
 * @returns {Promise<{ personId: number, barcode: string, detectionId: number }>}
 */
async function publishedPerson(server, userId, { name, surname, haplogroup = null, ancestralCode = null, origin = true, relatives = true, productType = 'CHIP' }) {
  const db = server.app.db
  const now = Date.now()
  serial++
  const p = await db
    .insertInto('tested_persons')
    .values({
      user_id: userId, name: name ?? `${surname}旅程${serial}`, surname, sex: 'male', birthday: '1975-01-01', birthplace: null, birthplace_code: null,
      ancestral_place: ancestralCode ? '祖籍' : null, ancestral_place_code: ancestralCode, nation: null, appellation: 'me', ancestry_features: null,
      relatives_opt_in: relatives ? 1 : 0, gene_origin_opt_in: origin ? 1 : 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `XG${String(8_100_000_000 + serial)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: p.id, user_id: userId, sku: 'standard', product_type: productType, submodules: '[]', collected: 1, collect_date: '2026-11-20', research_agree: 0, open_ancestry: 1, source: 'kit', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'e2e', kb_version: 'e2e', panel_id: 'e2e', qc_verdict: 'pass', sex: 'male', y_haplogroup: haplogroup, y_short: null, mt_haplogroup: null, summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
  return { personId: p.id, barcode, detectionId: d.id }
}

module.exports = { publishedPerson }
