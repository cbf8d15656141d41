/**
 * The health areas of the report (spec 2.9) and their pages: the list route of each area, the
 * detail route of an item, the lock-detail route where the spec has one, and what a list row
 * does by status (spec 3.6, 4, 2.15): normal opens the detail, upgrade leads to /buy/upgrade, a
 * locked item is not a link and shows the lock toast.
 */
import { HEALTH_AREAS, REPORT_ITEM_STATUS, type HealthArea } from '@xungen/contracts'
import { href, queryString, type Query } from '@/routes/href'

export const AREA_ORDER: readonly HealthArea[] = ['disease', 'carrier', 'drug', 'traits', 'nutrition', 'fitness', 'skin']

export function areaName(area: HealthArea): string {
  return HEALTH_AREAS[area].name
}

export function isHealthArea(value: string | undefined | null): value is HealthArea {
  return !!value && value in HEALTH_AREAS
}

/** the area's own list page (fitness and skin list on their classify pages) */
export function areaListPath(area: HealthArea, query: Query = {}): string {
  switch (area) {
    case 'disease': return href('/report/disease', {}, query)
    case 'traits': return href('/report/traits', {}, query)
    case 'drug': return href('/report/drug', {}, query)
    case 'nutrition': return href('/report/nutrition', {}, query)
    case 'carrier': return href('/report/carrier-status', {}, query)
    case 'fitness': return href('/report/fitness/classify', {}, query)
    case 'skin': return href('/report/skin/classify', {}, query)
  }
}

export function itemDetailPath(area: HealthArea, id: string, query: Query = {}): string {
  switch (area) {
    case 'disease': return href('/report/disease/detail/:id?', { id }, query)
    case 'traits': return href('/report/traits/detail/:id?', { id }, query)
    case 'drug': return href('/report/drug/detail/:id?', { id }, query)
    case 'nutrition': return href('/report/nutrition/detail/:id?', { id }, query)
    case 'carrier': return href('/report/carrier-status/detail/:id', { id }, query)
    case 'fitness': return href('/report/fitness/detail/:id?', { id }, query)
    // spec 2.9: /report/skin/detail has no path parameter; the item goes in the query
    case 'skin': return href('/report/skin/detail', {}, { ...query, id })
  }
}

/** the lock-detail route of an area, where the spec has one (what the item measures, and how to unlock it) */
export function lockDetailPath(area: HealthArea, id: string, query: Query = {}): string | null {
  if (area === 'disease') return href('/report/disease/lock-detail/:id?', { id }, query)
  if (area === 'traits') return href('/report/traits/lock-detail/:id?', { id }, query)
  return null
}

export type RowAction = { kind: 'open'; to: string } | { kind: 'upgrade'; to: string } | { kind: 'locked' }

/** what tapping a list row does (spec 3.6 statuses; spec 4: a locked item cannot be opened) */
export function rowAction(item: { id: string; category: HealthArea; status: number }, query: Query = {}): RowAction {
  if (item.status === REPORT_ITEM_STATUS.NORMAL) return { kind: 'open', to: itemDetailPath(item.category, item.id, query) }
  if (item.status === REPORT_ITEM_STATUS.UPGRADE) return { kind: 'upgrade', to: href('/buy/upgrade', {}, query.barcode ? { barcode: query.barcode } : {}) }
  return { kind: 'locked' }
}

/** the barcode query every report link carries, so a person's pages stay on that person's report */
export function barcodeQuery(barcode: string | null | undefined): Query {
  return barcode ? { barcode } : {}
}

export { queryString }
