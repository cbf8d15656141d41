import type { RouteDef } from '../types'

type Defaults = Pick<RouteDef, 'spec' | 'pkg' | 'layout' | 'guard' | 'kind'> & Pick<Partial<RouteDef>, 'feature'>
type Extra = Partial<Omit<RouteDef, 'pattern' | 'title'>>

/**
 * Rows of one area share their section, package, layout, guard and page kind unless a row says
 * otherwise. The pattern keeps its literal type, so the table's patterns form a type
 * (`RoutePattern`) that path helpers check at compile time (src/routes/href.ts).
 */
export function area(defaults: Defaults) {
  return <P extends string>(pattern: P, title: string, extra: Extra = {}): RouteDef<P> => ({ pattern, title, ...defaults, ...extra })
}
