/** The current spec location in the mini-program: the page path and its options. */
import { getCurrentInstance } from '@tarojs/taro'
import { locationFromPage, type SpecLocation } from '@/routes/location'
import { API_ORIGIN } from '@/config/env'

export function currentLocation(): SpecLocation {
  const router = getCurrentInstance().router
  return locationFromPage(router?.path || '', (router?.params || {}) as Record<string, unknown>)
}

/** The mini-program has no host of its own; the API origin stands in for it (spec 2.18). */
export function currentOrigin(): { origin: string; host: string } {
  const origin = API_ORIGIN
  const host = origin.replace(/^[a-z]+:\/\//i, '').replace(/[:/].*$/, '')
  return { origin, host }
}
