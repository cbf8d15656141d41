/**
 * Raw data in the mini-program: WeChat cannot open a text or zip file, and its own storage is out of
 * the person's reach, so the file is downloaded (downloadFile) into the mini-program's user folder and
 * sent to a WeChat chat (shareFileMessage, e.g. 文件传输助手, to reach it on a computer). The link
 * opens only for the session that asked for it (issue 20 item 1), which the mini-program proves with
 * the token header (it has no cookies): copying it for a browser would give a link that opens nothing,
 * so a failed download is told as such. Every failure is told back: the page never claims a copy
 * or a download that failed.
 */
import Taro from '@tarojs/taro'
import { API_ORIGIN } from '@/config/env'
import type { DownloadOutcome } from './download'
import { privacyRefusal } from './privacy'

export type { DownloadOutcome }

export function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : API_ORIGIN + (url.startsWith('/') ? '' : '/') + url
}

/** WeChat's refusal of a privacy-covered call (base library 2.32.3: errno 112 / 104; platform/privacy.ts) */
const privacyRefused = (err: unknown): boolean => privacyRefusal(err) !== null

/** a file name WeChat's file system accepts: no folders, nothing but safe characters */
function safeName(fileName: string): string {
  const name = fileName.replace(/[^\w.\-\u4e00-\u9fa5]+/g, '_').replace(/^\.+/, '')
  return name || 'raw-data.txt'
}

export async function downloadFromLink(url: string, fileName: string, headers: Record<string, string> = {}): Promise<DownloadOutcome> {
  const full = absoluteUrl(url)
  const env = (Taro as unknown as { env?: { USER_DATA_PATH?: string } }).env
  const filePath = `${env?.USER_DATA_PATH ?? 'wxfile://usr'}/${safeName(fileName)}`
  let saved: string | null = null
  try {
    const res = await Taro.downloadFile({ url: full, filePath, header: headers })
    if (res.statusCode === 200) saved = res.filePath || filePath
  } catch (err) {
    if (privacyRefused(err)) return { kind: 'failed', reason: 'privacy' }
    saved = null
  }
  if (!saved) return { kind: 'failed', reason: 'download' }
  try {
    await Taro.shareFileMessage({ filePath: saved, fileName: safeName(fileName) })
    return { kind: 'shared' }
  } catch (err) {
    if (privacyRefused(err)) return { kind: 'failed', reason: 'privacy' }
    return { kind: 'failed', reason: /cancel/i.test(String((err as { errMsg?: string } | null)?.errMsg ?? '')) ? 'cancelled' : 'download' }
  }
}
