/**
 * The GET calls a visitor's first view of a public page makes, by route pattern (docs/client.md
 * "First load of a page"). The H5 build writes them into route-chunks.json (config/h5Build.js);
 * for a visitor's navigation the server answers them inside the page's HTML
 * (server/src/plugins/site.ts) and the request layer takes those answers instead of calling
 * (services/request.ts). `:name` in a path is the page's own path parameter; a call whose
 * parameter the URL lacks is left out. A page that asks for something else simply calls, as
 * before: this list only saves the round trips. Only public answers belong here (a visitor's,
 * the same for every visitor: the demo report, the knowledge base, the shop).
 */
import { SAMPLE_REPORT_BARCODE } from '@xungen/contracts'
import { ENDPOINTS } from '@xungen/contracts/endpoints'
import type { RoutePattern } from './href'

export interface VisitorCall {
  path: string
  query?: Record<string, string>
}

const R = ENDPOINTS.reports
const home = (barcode: string): VisitorCall => ({ path: R.home.path.replace(':barcode', barcode) })
const items = (barcode: string, category?: string): VisitorCall => ({ path: R.items.path.replace(':barcode', barcode), query: category ? { category } : undefined })
const detail = (barcode: string): VisitorCall => ({ path: R.healthDetail.path.replace(':barcode', barcode).replace(':itemId', ':id') })
const intros = (category: string): VisitorCall => ({ path: R.healthIntros.path, query: { category } })
const topic = (slug: string): VisitorCall => ({ path: R.healthTopic.path.replace(':topic', slug) })
const products = (tag: string): VisitorCall => ({ path: ENDPOINTS.commerce.commodityList.path, query: { commodityTag: tag } })

/** the report pages' first calls for one report (features/report/hooks/useReport.ts) */
function reportCalls(barcode: string): Partial<Record<RoutePattern, VisitorCall[]>> {
  return {
    '/report': [home(barcode)],
    '/report/overview': [items(barcode)],
    '/report/disease': [items(barcode, 'disease')],
    '/report/carrier-status': [items(barcode, 'carrier')],
    '/report/drug': [items(barcode, 'drug')],
    '/report/traits': [items(barcode, 'traits')],
    '/report/nutrition': [items(barcode, 'nutrition')],
    '/report/disease/detail/:id?': [detail(barcode)],
    '/report/carrier-status/detail/:id': [detail(barcode)],
    '/report/drug/detail/:id?': [detail(barcode)],
    '/report/traits/detail/:id?': [detail(barcode)],
    '/report/nutrition/detail/:id?': [detail(barcode)],
    '/report/fitness/detail/:id?': [detail(barcode)]
  }
}

export const VISITOR_CALLS: Partial<Record<RoutePattern, VisitorCall[]>> = {
  // the demo report a visitor sees
  ...reportCalls(SAMPLE_REPORT_BARCODE),
  '/topics': [{ path: R.healthTopics.path }],
  '/topics/disease': [intros('disease')],
  '/topics/carrier-status': [intros('carrier')],
  '/topics/drugs': [intros('drug')],
  '/topics/drug': [intros('drug')],
  '/topics/traits': [intros('traits')],
  '/topics/trait': [intros('traits')],
  '/topics/nutrition': [intros('nutrition')],
  '/topics/fitness': [intros('fitness')],
  '/topics/skin': [intros('skin')],
  '/topics/disease/gout': [topic('gout')],
  '/topics/disease/alzheimer': [topic('alzheimer')],
  '/topics/traits/alcohol-metabolism': [topic('alcohol-metabolism')],
  '/topics/carrier-status/thalassemia': [topic('thalassemia')],
  '/shop/gene': [products('gene')]
}

/**
 * A signed-in person's first calls of the report pages, answered inside the HTML with the session
 * of the page request's cookie (server/src/plugins/site.ts). `:barcode` is the report those pages
 * open when the URL names none: the server asks for the caller's user info and tests first (both
 * are first calls of every signed-in report page too) and chooses the report by the rule the
 * pages follow (contracts defaultReportBarcode).
 */
export const SIGNED_IN_CALLS: Partial<Record<RoutePattern, VisitorCall[]>> = reportCalls(':barcode')
