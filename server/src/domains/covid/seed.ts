/**
 * Demo sampling suppliers (示例): invented sites in four cities so the appointment flow can be
 * tried before staff add real ones in /ops/covid. Their names say 示例 and `demo` is 1 (the pages
 * mark them); they are inserted when missing (by name) and never overwritten: staff may close or
 * change them.
 */
import type { Seed } from '../../seed'

export const DEMO_COVID_SUPPLIERS = [
  { name: '示例采样点（北京东城）', province_code: '110000', city_code: '110100', address: '示例地址：东城区示例路 1 号', phone: '010-00000000' },
  { name: '示例采样点（上海黄浦）', province_code: '310000', city_code: '310100', address: '示例地址：黄浦区示例路 2 号', phone: '021-00000000' },
  { name: '示例采样点（广州天河）', province_code: '440000', city_code: '440100', address: '示例地址：天河区示例路 3 号', phone: '020-00000000' },
  { name: '示例采样点（深圳南山）', province_code: '440000', city_code: '440300', address: '示例地址：南山区示例路 4 号', phone: '0755-00000000' }
] as const

export const covidSuppliersSeed: Seed = {
  name: 'covid.demo-suppliers',
  version: 1,
  async run(trx, { now }) {
    const existing = new Set((await trx.selectFrom('covid_suppliers').select('name').execute()).map(r => r.name))
    const missing = DEMO_COVID_SUPPLIERS.filter(s => !existing.has(s.name))
    if (missing.length) await trx.insertInto('covid_suppliers').values(missing.map(s => ({ ...s, demo: 1, active: 1, created_at: now, updated_at: now }))).execute()
  }
}
