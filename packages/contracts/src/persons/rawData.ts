/**
 * Downloading a detection's raw genotype file (spec 2.11 "download raw data"; issue 20 item 1).
 * The file is the most sensitive thing the product holds, so the owner asks for a code sent to
 * the account's phone (SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD, as 23andMe and WeGene re-verify
 * before a raw download), and only a right code gets a link. The link is single use, lives
 * RAW_DATA_LINK_SECONDS, works only with the session that asked for it (the token cookie on H5,
 * the `token` header from Taro.downloadFile on the mini-program) and is sealed by a key that
 * never leaves the server.
 */
import { chinaDateCompactText } from '../time'

/** how long a download link lives (s): enough to start the download, short enough that a leaked link is dead */
export const RAW_DATA_LINK_SECONDS = 300

/** where the file itself is served (a plain GET, not an API call: no envelope, no signature) */
export const RAW_DATA_FILES_PREFIX = '/files/raw-data/'

/** the product's name for the file: 基因寻根 */
export const RAW_DATA_FILE_PREFIX = '基因寻根'

/** yyyymmdd of a moment in China time (UTC+8) */
export function chinaDateCompact(ms: number): string {
  return chinaDateCompactText(ms)
}

/**
 * The name the downloaded file is saved under: 基因寻根_<条码>_<yyyymmdd>.txt (the day of the
 * download, China time), never the laboratory's upload name. A compressed upload keeps its
 * container so that the name says how to open it: .zip, or .txt.gz.
 */
export function rawDataFileName(barcode: string, nowMs: number, storedName = ''): string {
  const name = storedName.toLowerCase()
  const ext = name.endsWith('.zip') ? '.zip' : name.endsWith('.gz') ? '.txt.gz' : '.txt'
  const code = barcode.replace(/[^A-Za-z0-9]/g, '')
  return `${RAW_DATA_FILE_PREFIX}_${code}_${chinaDateCompact(nowMs)}${ext}`
}

export const RAW_DATA_MESSAGES = {
  /** the page's explanation before the code is sent */
  verifyFirst: '原始数据包含您的全部基因信息。为确认是您本人操作，下载前需要验证账号绑定的手机。',
  linkInvalid: '下载链接无效或已过期，请重新获取',
  noPhone: '请先绑定手机号'
} as const
