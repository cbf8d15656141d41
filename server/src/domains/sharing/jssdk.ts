/**
 * The WeChat JS-SDK signature (spec 7.2 GET /web/api/new/wechat/sign; WeChat JS-SDK appendix 1):
 * sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the fields in that order, the ASCII
 * order of their names; the values as they are, the url without its fragment). The ticket comes
 * from the official account through the WeChat provider and is kept until five minutes before it
 * ends: WeChat limits how often it may be fetched, so every caller shares one fetch at a time.
 */
import { createHash, randomBytes } from 'crypto'
import type { WechatServerApi } from '../accounts'

export function jsapiSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`
  return createHash('sha1').update(text).digest('hex')
}

/** 16 characters of [A-Za-z0-9] (WeChat's examples use that alphabet; it never needs escaping) */
export function nonceStr(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(16), b => alphabet[b % alphabet.length]).join('')
}

export class JsapiTickets {
  private kept: { ticket: string; until: number } | null = null
  private fetching: Promise<string> | null = null
  /** how many times the provider was asked (tests read it) */
  fetches = 0

  constructor(
    private readonly api: WechatServerApi,
    private readonly clock: () => number
  ) {}

  async ticket(): Promise<string> {
    if (this.kept && this.kept.until > this.clock()) return this.kept.ticket
    if (this.fetching) return this.fetching
    this.fetching = (async () => {
      this.fetches++
      const { ticket, expiresInSeconds } = await this.api.jsapiTicket()
      this.kept = { ticket, until: this.clock() + Math.max(60, expiresInSeconds - 300) * 1000 }
      return ticket
    })().finally(() => (this.fetching = null))
    return this.fetching
  }

  /** WeChat said the signature is invalid with this ticket (rare: refreshed elsewhere); the next call fetches anew */
  forget(): void {
    this.kept = null
  }
}
