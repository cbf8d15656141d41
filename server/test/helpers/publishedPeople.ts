/** Accounts and tested persons with published results, written the way the pipeline leaves them (projects, reunion, families and family-tree tests). */
import { randomInt } from 'crypto'
import type { AccountsTestApp } from './accounts'
import { json } from './app'

let serial = 0

export function people(t: AccountsTestApp) {
  async function user(name: string) {
    const now = Date.now()
    const phone = `136${String(randomInt(0, 1e8)).padStart(8, '0')}`
    const id = await t.app.accounts.users.insert({
      nation_code: '86', phone, name, name_key: name + phone, avatar_start_color: null, avatar_end_color: null, avatar_upload_id: null, pending_avatar_upload_id: null, password_hash: null,
      wechat_openid: null, wechat_unionid: null, is_wechat: 0, user_state: 1, profile_completed: 1, created_at: now, updated_at: now, name_changed_at: null, deleted_at: null
    })
    return { id, phone, token: (await t.app.accounts.sessions.issue(id, 'web')).token }
  }

  async function tested(userId: number, p: { name: string; surname?: string; sex?: 'male' | 'female'; haplogroup?: string | null; nation?: string | null; birthplaceCode?: string | null; relativesName?: string | null; published?: boolean; relativesOptIn?: boolean }) {
    const now = Date.now()
    const db = t.app.db
    const row = await db
      .insertInto('tested_persons')
      .values({
        user_id: userId, name: p.name, surname: p.surname ?? p.name.slice(0, 1), sex: p.sex ?? 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: p.birthplaceCode ?? null, ancestral_place: null, ancestral_place_code: null,
        nation: p.nation ?? null, appellation: 'me', ancestry_features: null, relatives_opt_in: p.relativesOptIn === false ? 0 : 1, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null, relatives_name: p.relativesName ?? null
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const barcode = `XG${String(9_300_000_000 + ++serial + randomInt(0, 1e5) * 100)}`
    const d = await db
      .insertInto('detections')
      .values({ barcode, person_id: row.id, user_id: userId, sku: 'standard', product_type: 'HEALTH_ANCESTRY_V3', submodules: '[]', collected: 1, collect_date: '2026-11-20', research_agree: 0, open_ancestry: 1, source: 'kit', has_report: p.published === false ? 0 : 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('analysis_results')
      .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'test', kb_version: 'test', panel_id: 'test', qc_verdict: 'pass', sex: p.sex ?? 'male', y_haplogroup: p.haplogroup ?? null, y_short: null, mt_haplogroup: null, summary: '{}', health: '[]', timings: '{}', created_at: now })
      .execute()
    return { personId: row.id, barcode, detectionId: d.id }
  }

  /** a DNA match between two detections, as the relatives engine records it */
  async function match(a: number, b: number, relationship = 'first-degree', label = '一级亲属', totalCm = 3400) {
    const [x, y] = [a, b].sort((m, n) => m - n)
    await t.app.db.insertInto('relative_matches').values({ detection_a: x, detection_b: y, total_cm: totalCm, segments: 40, largest_cm: 200, relationship, relationship_label: label, grade: null, created_at: Date.now() }).execute()
  }

  const at = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params[k])))
  async function call(token: string | null, d: { method: string; path: string }, params: Record<string, number> = {}, body?: unknown, query?: Record<string, string>) {
    return json<any>(await t.signed({ method: d.method as any, url: at(d.path, params), body, query, headers: token ? { token } : {} }))
  }
  return { user, tested, match, call }
}
