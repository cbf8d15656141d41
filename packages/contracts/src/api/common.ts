/**
 * Calls of the common group (spec 7.2, 7.3) that the server implements: paths, payloads and
 * responses declared once for the request layer and the server. The spec gives the payloads;
 * where it leaves the exact path out, the path here is the one both sides use.
 */
import type { DescriptionConfig } from '../entities/commerce'

/** Description-config keys the client asks for. spec 7.2: "Requested keys include IS_OPEN_PIWIK and one more." */
export const DESCRIPTION_KEYS = {
  /** whether page-view analytics (Piwik/Matomo) is switched on: content 'true' or 'false' */
  IS_OPEN_PIWIK: 'IS_OPEN_PIWIK',
  /** spec 6: "Single-product ids come from a description setting and gate some UI": content is a JSON array of product ids */
  SINGLE_PRODUCT_IDS: 'SINGLE_PRODUCT_IDS',
  /** spec 2.7 (issue 26 item 3): where each app is downloaded, per platform (JSON: AppDownloads in contracts/content/apps); '{}' while no app is released */
  APP_DOWNLOADS: 'APP_DOWNLOADS'
} as const

/** spec 3.14: how `content` of a description config is to be read */
export const DESCRIPTION_CONTENT_TYPES = ['TEXT', 'BOOLEAN', 'JSON', 'HTML', 'URL'] as const
export type DescriptionContentType = (typeof DESCRIPTION_CONTENT_TYPES)[number]

/** Limits of the description calls: a key is an upper-case identifier, at most this many per call. */
export const DESCRIPTION_KEY_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/
export const DESCRIPTION_KEYS_MAX = 50

export interface DescriptionListQuery {
  /** comma-separated keys */
  keys: string
}
export interface DescriptionByKeysBody {
  keys: string[]
}
/** Unknown keys are left out of the list (the client keeps its defaults for them). */
export interface DescriptionListData {
  list: DescriptionConfig[]
}
export type DescriptionData = DescriptionConfig

/** Fills `:name` parameters of a call path: apiPath('/proxy/common/descriptions/:key', {key: 'IS_OPEN_PIWIK'}). */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(params[name]))
  })
}
