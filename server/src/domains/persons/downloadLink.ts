/**
 * Short-lived download links of raw data: `/files/raw-data/<token>`, where the token names the
 * raw file, the account and an expiry, sealed with an HMAC of a server secret. A link works in a
 * plain browser download or Taro.downloadFile (no headers needed), for 5 minutes, and only for
 * the file it was made for; it is stateless, so any server process can check it.
 */
import { createHmac, timingSafeEqual } from 'crypto'

export const DOWNLOAD_LINK_SECONDS = 300
export const RAW_DATA_FILES_PREFIX = '/files/raw-data/'

export class DownloadLinks {
  constructor(private readonly secret: string) {}

  private mac(body: string): string {
    return createHmac('sha256', `raw-data-download:${this.secret}`).update(body).digest('base64url')
  }

  make(rawFileId: number, userId: number, now: number): { token: string; expiresAt: number } {
    const expiresAt = now + DOWNLOAD_LINK_SECONDS * 1000
    const body = `${rawFileId}.${userId}.${expiresAt}`
    return { token: `${body}.${this.mac(body)}`, expiresAt }
  }

  /** the raw file id and account of a valid, unexpired token; null otherwise */
  check(token: string, now: number): { rawFileId: number; userId: number } | null {
    const m = /^(\d{1,10})\.(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
    if (!m) return null
    const expected = Buffer.from(this.mac(`${m[1]}.${m[2]}.${m[3]}`))
    const given = Buffer.from(m[4])
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    if (Number(m[3]) < now) return null
    return { rawFileId: Number(m[1]), userId: Number(m[2]) }
  }
}
