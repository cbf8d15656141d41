/**
 * The route table's vocabulary. One row per route of spec section 2 (docs/client.md explains
 * how to add or build a route; docs/adr/0007 records how the spec's notation was read).
 */

/** spec 2.14 layouts, plus 'blank' for pages that draw everything themselves (error pages). */
export type LayoutName = 'default' | 'user-home' | 'report' | 'bind' | 'mobile-only' | 'default-gray' | 'blank'

/**
 * spec 2.18: 'login' = a login-required prefix (redirect to sign-in when not logged in);
 * 'bind' = the bind layout's access guard (which includes the login check outside the app);
 * 'none' = public.
 */
export type GuardName = 'login' | 'bind' | 'none'

/** Mini-program packages. 'main' holds the entry and tab pages; every area is a subpackage. */
export type PackageName =
  | 'main'
  | 'about'
  | 'activity'
  | 'ancestry'
  | 'auth'
  | 'bind'
  | 'buy'
  | 'community'
  | 'content'
  | 'import'
  | 'ops'
  | 'project'
  | 'reunion'
  | 'report'
  | 'shop'
  | 'user'

/**
 * What kind of page a route is: `npm run pages:scaffold -- <pattern>` writes the skeleton of its
 * kind (scripts/scaffold/kinds.js), and docs/adding-a-page.md says what each kind holds.
 *   list            items of one sort, paged, each opening its detail (orders, persons, topics)
 *   detail          one thing by its id or the session (an order, a family, a success page)
 *   form            fields, validation, one submit (sign-in, an address, a wizard step)
 *   report-item     one item of a tested person's report: result, evidence, explanation (spec 2.9)
 *   static-content  text the product writes: agreements, statements, guides
 *   web-view        a page designed for the apps' web views (spec 2.13), phone-width everywhere
 *   landing         an entry page that leads elsewhere (home, shop, the report and account tabs)
 *   action          does one thing and leaves (logout)
 */
export type PageKind = 'list' | 'detail' | 'form' | 'report-item' | 'static-content' | 'web-view' | 'landing' | 'action'

export interface TabItem {
  /** tab label in the mini-program tab bar */
  text: string
  /** order in the tab bar */
  order: number
}

export interface RouteDef<P extends string = string> {
  /** URL pattern exactly as the spec writes it: `/report/disease/detail/:id?`, `/buy/:commodityId?/order` */
  pattern: P
  /** page title, in Chinese (navigation bar on weapp, document title on H5) */
  title: string
  /** spec section the route comes from */
  spec: string
  layout: LayoutName
  guard: GuardName
  pkg: PackageName
  kind: PageKind
  /** the business area whose feature folder (src/features/<feature>/) holds the page's code; default: the package, or the URL's first segment in the main package */
  feature?: string
  /** spec 2.14: kept alive by the default layout */
  keepAlive?: boolean
  /** spec 2.21: a top page inside the app (no back button: the app's own navigation is the way out) */
  appTop?: boolean
  /** mini-program tab page (weapp only; the website has its header instead) */
  tab?: TabItem
  /** not a spec route: pages of the product itself (not-found) */
  system?: boolean
  /** a page of the website only (the laboratory's staff pages): left out of the mini-program's app.json */
  h5Only?: boolean
  /** page folder under the package root when it is not the URL mirrored (system pages only) */
  folder?: string
}

/** A row plus what is derived from it. */
export interface Route extends RouteDef {
  /** page module, relative to src/ without extension: `subpackages/report/disease/detail/_id/index` */
  page: string
  /** route name in the spec's style (2.21): `report-disease-detail-id` */
  name: string
  /** feature folder under src/features/ */
  feature: string
  /** path parameter names in order, with whether each is optional */
  params: { name: string; optional: boolean }[]
}
