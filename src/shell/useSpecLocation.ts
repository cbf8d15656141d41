import { useState } from 'react'
import type { SpecLocation } from '@/routes/location'
import { currentLocation } from '@/platform/currentLocation'

/**
 * The location of the page this component belongs to, captured when the page mounts: a page
 * kept in the stack keeps its own location while others are opened on top of it.
 */
export function useSpecLocation(): SpecLocation {
  const [loc] = useState(currentLocation)
  return loc
}

/**
 * The route's parameters on both targets: path parameters (`/report/disease/detail/:id?` ->
 * `id`, from the URL path on H5 and from the query in the mini-program) merged over the query
 * parameters, all decoded.
 */
export function useRouteParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const loc = useSpecLocation()
  return { ...loc.query, ...loc.params } as T
}
