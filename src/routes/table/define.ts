import type { RouteDef } from '../types'

type Defaults = Pick<RouteDef, 'spec' | 'pkg' | 'layout' | 'guard'>
type Extra = Partial<Omit<RouteDef, 'pattern' | 'title'>>

/** Rows of one area share their section, package, layout and guard unless a row says otherwise. */
export function area(defaults: Defaults) {
  return (pattern: string, title: string, extra: Extra = {}): RouteDef => ({ pattern, title, ...defaults, ...extra })
}
