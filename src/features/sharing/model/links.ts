/**
 * Where the three token links of spec 2.1 lead (ADR 0007: the links of 7.3's token calls):
 *  - /s/:token       a share token → the shared report's page in share mode (contracts sharedPageOf)
 *  - /d/:token       an app download trace → the download page of that app
 *  - /w/:token/:tag? a page shared through WeChat → that page of our site
 */
import { SHARE_ID_PATTERN, SHARE_TOKEN_PATTERN, SHARED_PATH_PATTERN, sharedPageOf, type ShareTarget } from '@xungen/contracts'
import { queryString } from '@/routes/href'

/** the URL a resolved share token opens */
export function sharedReportUrl(target: ShareTarget, token: string): string {
  const { path, query } = sharedPageOf(target, token)
  return path + queryString(query)
}

/** the download page of an app: the ancestry app has its own, every other app is on /app */
export function downloadPageOf(app: string): string {
  return app === 'ancestry' ? '/app/download-ancestry' : '/app'
}

/** a page a shared link may open: a path of this site only (never another host) */
export function sharedPathOrHome(path: string): string {
  return SHARED_PATH_PATTERN.test(path) && !path.includes('\\') ? path : '/'
}

export const isShareToken = (token: string | undefined): token is string => !!token && SHARE_TOKEN_PATTERN.test(token)
export const isShareId = (id: string | undefined): id is string => !!id && SHARE_ID_PATTERN.test(id)
