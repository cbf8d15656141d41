/**
 * Endpoint declarations of the reports domain (server/src/domains/reports): report home, items,
 * the side bar, the caller's detections, relatives found by shared DNA, and the health report
 * details (health.ts).
 */
import { endpoint } from '../define'
import * as s from '../persons/schemas'

import { HEALTH_REPORT_ENDPOINTS } from './health'

export { HEALTH_REPORT_ENDPOINTS }

export const REPORT_ENDPOINTS = {
  home: endpoint({ method: 'GET', path: '/proxy/report/home/:barcode', auth: 'sample', summary: 'Report home of a barcode (SAMPLE, no report or the auth-sample header: the demo report marked 示例)', params: s.barcodeParamsSchema, query: s.reportHomeQuerySchema, response: s.reportHomeDataSchema, codes: [1110, 2200, 4004] }),
  items: endpoint({ method: 'GET', path: '/proxy/report/items/:barcode', auth: 'sample', summary: 'Report items of a barcode (data.list), optionally one health area', params: s.barcodeParamsSchema, query: s.reportItemsQuerySchema, response: s.reportItemsDataSchema, codes: [2200, 4003, 4004] }),
  item: endpoint({ method: 'GET', path: '/proxy/report/items/:barcode/:itemId', auth: 'sample', summary: 'One report item with its result; 2700 upgrade, 1110 locked, 4003 unknown; reportStatus unDetected', params: s.itemParamsSchema, response: s.reportItemDataSchema, codes: [1110, 2200, 2700, 4003, 4004] }),
  sideBarData: endpoint({ method: 'GET', path: '/web/api/new/common/sideBarData', auth: 'sample', summary: 'Side navigation of the report area (spec 7.2 sideBarData)', query: s.optionalBarcodeQuerySchema, response: s.sideBarDataSchema, codes: [2200, 4004] }),
  detectionProductInfos: endpoint({ method: 'GET', path: '/proxy/report/detection-product-infos', auth: 'sample', summary: 'The caller\'s detections with their products (data.list with suit, barcode)', response: s.detectionProductInfosDataSchema, codes: [] }),
  relatives: endpoint({ method: 'GET', path: '/proxy/detected-persons/relatives/:barcode', auth: 'user', summary: 'Relatives found for a barcode by shared DNA, a page at a time, most shared DNA first (spec 7.3 relatives info list)', params: s.barcodeParamsSchema, query: s.relativesQuerySchema, response: s.relativesDataSchema, codes: [4004, 2200, 2700, 2701] }),
  onlineProducts: endpoint({ method: 'GET', path: '/proxy/report/online-products', auth: 'public', summary: 'Online products a kit can be', response: s.onlineProductsDataSchema, codes: [] })
} as const

/** The endpoint groups this folder adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  reports: { ...REPORT_ENDPOINTS, ...HEALTH_REPORT_ENDPOINTS }
} as const
