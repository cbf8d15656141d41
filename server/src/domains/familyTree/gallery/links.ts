/**
 * Addresses of the gallery's pictures. <img> and the mini-program's <image> cannot send our signed
 * headers, so the list answers hand each member addresses sealed with a server-only key
 * (DOWNLOAD_LINK_KEYS, never a key the client holds): /files/family-tree/<id>[_t].jpg?e=<expiry>&k=<key id>&s=<HMAC>.
 * They expire one to two hours after they were issued (the same address all hour, so that a
 * picture is cached); a removed member's copies stop working then, a deleted picture at once.
 */
import { createHmac, timingSafeEqual } from 'crypto'
import type { LinkKey } from '../../../security/downloadLinks'

export const GALLERY_FILE_PREFIX = '/files/family-tree/'
const HOUR = 60 * 60 * 1000
const FILE = /^([A-Za-z0-9_-]{22})(_t)?\.jpg$/

export type Variant = 'full' | 'thumb'

export class GalleryLinks {
  private readonly byId: Map<string, string>

  constructor(private readonly keys: readonly LinkKey[], private readonly clock: () => number) {
    if (!keys.length) throw new Error('GalleryLinks needs at least one key')
    this.byId = new Map(keys.map(k => [k.id, k.secret]))
  }

  private mac(secret: string, publicId: string, variant: Variant, expires: number): string {
    return createHmac('sha256', secret).update(`family-tree|${publicId}|${variant}|${expires}`).digest('base64url')
  }

  /** the path and query of a picture, valid until the end of the next hour */
  sign(publicId: string, variant: Variant): string {
    const expires = (Math.floor(this.clock() / HOUR) + 2) * HOUR
    const key = this.keys[0]
    return `${GALLERY_FILE_PREFIX}${publicId}${variant === 'thumb' ? '_t' : ''}.jpg?e=${expires}&k=${key.id}&s=${this.mac(key.secret, publicId, variant, expires)}`
  }

  /** the picture a request names, or null (malformed, forged, another key, expired) */
  open(file: string, query: { e?: string; k?: string; s?: string }): { publicId: string; variant: Variant; expires: number } | null {
    const m = FILE.exec(file)
    if (!m || !query.e || !query.k || !query.s || !/^\d{1,15}$/.test(query.e)) return null
    const secret = this.byId.get(query.k)
    if (!secret) return null
    const expires = Number(query.e)
    if (expires <= this.clock()) return null
    const variant: Variant = m[2] ? 'thumb' : 'full'
    const expected = Buffer.from(this.mac(secret, m[1], variant, expires))
    const given = Buffer.from(query.s)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    return { publicId: m[1], variant, expires }
  }
}
