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
  | 'content'
  | 'import'
  | 'report'
  | 'shop'
  | 'user'

export interface TabItem {
  /** tab label in the mini-program tab bar */
  text: string
  /** order in the tab bar */
  order: number
}

export interface RouteDef {
  /** URL pattern exactly as the spec writes it: `/report/disease/detail/:id?`, `/buy/:commodityId?/order` */
  pattern: string
  /** page title, in Chinese (navigation bar on weapp, document title on H5) */
  title: string
  /** spec section the route comes from */
  spec: string
  layout: LayoutName
  guard: GuardName
  pkg: PackageName
  /** spec 2.14: kept alive by the default layout */
  keepAlive?: boolean
  /** spec 2.21: a top page inside the app (no back button: the app's own navigation is the way out) */
  appTop?: boolean
  /** mini-program tab page (weapp only; the website has its header instead) */
  tab?: TabItem
  /** not a spec route: pages of the product itself (not-found) */
  system?: boolean
  /** page folder under the package root when it is not the URL mirrored (system pages only) */
  folder?: string
}

/** A row plus what is derived from it. */
export interface Route extends RouteDef {
  /** page module, relative to src/ without extension: `subpackages/report/disease/detail/_id/index` */
  page: string
  /** route name in the spec's style (2.21): `report-disease-detail-id` */
  name: string
  /** path parameter names in order, with whether each is optional */
  params: { name: string; optional: boolean }[]
}
