import { useMemo, useState } from 'react'
import { searchOf, type SpecLocation } from '@/routes/location'
import { currentLocation } from '@/platform/currentLocation'
import { useTabQuery } from '@/stores/tabQuery'

/**
 * The location of the page this component belongs to, captured when the page mounts: a page
 * kept in the stack keeps its own location while others are opened on top of it. A tab page of the
 * mini-program (opened with switchTab, which takes no query) reads its query from stores/tabQuery,
 * and follows it when it is opened again with another one.
 */
export function useSpecLocation(): SpecLocation {
  const [loc] = useState(currentLocation)
  const pattern = loc.route?.tab ? loc.route.pattern : null
  const tabQuery = useTabQuery(s => (pattern ? s.queries[pattern] : undefined))
  return useMemo(() => (tabQuery ? { ...loc, query: { ...tabQuery }, search: searchOf(tabQuery) } : loc), [loc, tabQuery])
}

/**
 * The route's parameters on both targets: path parameters (`/report/disease/detail/:id?` ->
 * `id`, from the URL path on H5 and from the query in the mini-program) merged over the query
 * parameters, all decoded.
 */
export function useRouteParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const loc = useSpecLocation()
  return useMemo(() => ({ ...loc.query, ...loc.params }) as T, [loc])
}
