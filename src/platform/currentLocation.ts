/** The current spec location on H5: the browser URL. (Mini-program: currentLocation.weapp.ts.) Platform code: the request layer, the shell and guards read it. */
import { locationFromUrl, type SpecLocation } from '@/routes/location'

export function currentLocation(): SpecLocation {
  return locationFromUrl(window.location.pathname, window.location.search)
}

/** origin and host, for guards (spec 2.18) */
export function currentOrigin(): { origin: string; host: string } {
  return { origin: window.location.origin, host: window.location.hostname }
}
