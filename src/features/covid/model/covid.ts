/**
 * Covid test appointments on the page (rules in @xungen/contracts covid): the suppliers grouped
 * into the province and city pickers, what a sample's row says and offers, the day labels.
 */
import { COVID_STATUS_TEXT, type CovidPlace, type CovidSampleView, type CovidSupplier } from '@xungen/contracts'

export interface ProvinceChoice {
  province: CovidPlace
  cities: Array<{ city: CovidPlace; suppliers: CovidSupplier[] }>
}

/** the provinces and cities that have an open supplier, in the order the server lists them */
export function supplierTree(suppliers: readonly CovidSupplier[]): ProvinceChoice[] {
  const out: ProvinceChoice[] = []
  for (const s of suppliers) {
    if (!s.active) continue
    let p = out.find(x => x.province.code === s.province.code)
    if (!p) out.push((p = { province: s.province, cities: [] }))
    let c = p.cities.find(x => x.city.code === s.city.code)
    if (!c) p.cities.push((c = { city: s.city, suppliers: [] }))
    c.suppliers.push(s)
  }
  return out
}

/** a city of a province: the province's own name when the city is its "市辖区" (Beijing, Shanghai…) */
export function cityLabel(province: CovidPlace, city: CovidPlace): string {
  return city.name === '市辖区' ? province.name : city.name
}

export type SampleStage = 'unbooked' | 'booked' | 'sampled' | 'reported' | 'cancelled'

export interface SampleRow {
  stage: SampleStage
  statusText: string
  /** the owner may book (never booked, or the last one was cancelled) */
  canBook: boolean
  /** the owner may cancel the booking */
  canCancel: boolean
  /** the report is there to read */
  hasReport: boolean
}

export function sampleRow(s: CovidSampleView): SampleRow {
  const a = s.appointment
  if (!a) return { stage: 'unbooked', statusText: '未预约', canBook: true, canCancel: false, hasReport: false }
  return {
    stage: a.status,
    statusText: COVID_STATUS_TEXT[a.status],
    canBook: a.status === 'cancelled',
    canCancel: a.status === 'booked',
    hasReport: a.status === 'reported'
  }
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
/** '2026-12-01' → '12月1日 周二' */
export function dayLabel(day: string): string {
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 ${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}`
}
