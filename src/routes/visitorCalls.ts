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
import { ENDPOINTS } from '@xungen/contracts/endpoints'
import type { RoutePattern } from './href'

export interface VisitorCall {
  path: string
  query?: Record<string, string>
}

const R = ENDPOINTS.reports
/** the demo report a visitor sees (features/report/model/api.ts SAMPLE_BARCODE) */
const SAMPLE = 'SAMPLE'
const home: VisitorCall = { path: R.home.path.replace(':barcode', SAMPLE) }
const items = (category?: string): VisitorCall => ({ path: R.items.path.replace(':barcode', SAMPLE), query: category ? { category } : undefined })
const detail: VisitorCall = { path: R.healthDetail.path.replace(':barcode', SAMPLE).replace(':itemId', ':id') }
const intros = (category: string): VisitorCall => ({ path: R.healthIntros.path, query: { category } })
const topic = (slug: string): VisitorCall => ({ path: R.healthTopic.path.replace(':topic', slug) })
const products = (tag: string): VisitorCall => ({ path: ENDPOINTS.commerce.commodityList.path, query: { commodityTag: tag } })

export const VISITOR_CALLS: Partial<Record<RoutePattern, VisitorCall[]>> = {
  '/report': [home],
  '/report/overview': [items()],
  '/report/disease': [items('disease')],
  '/report/carrier-status': [items('carrier')],
  '/report/drug': [items('drug')],
  '/report/traits': [items('traits')],
  '/report/nutrition': [items('nutrition')],
  '/report/disease/detail/:id?': [detail],
  '/report/carrier-status/detail/:id': [detail],
  '/report/drug/detail/:id?': [detail],
  '/report/traits/detail/:id?': [detail],
  '/report/nutrition/detail/:id?': [detail],
  '/report/fitness/detail/:id?': [detail],
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
