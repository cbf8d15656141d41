/**
 * Mini-program login (Taro.login → code → our server → WeChat's jscode2session → openid).
 * The sandbox (default outside production) needs no network: the openid is derived from the code
 * (sandbox_ + the first 28 characters of SHA-256("xungen-sandbox:" + code) in base64url), so the
 * same code always gives the same person; a code starting with "invalid" is refused like WeChat
 * refuses a bad code (errcode 40029). The real adapter (WECHAT_LOGIN_PROVIDER=wechat) calls
 * GET {WECHAT_API_BASE}/sns/jscode2session?appid&secret&js_code&grant_type=authorization_code.
 */
import { createHash } from 'crypto'

export interface WechatIdentity {
  openid: string
  unionid: string | null
}

export interface WechatLogin {
  readonly kind: 'sandbox' | 'wechat' | string
  /** throws WechatLoginError when WeChat refuses the code */
  code2Session(code: string): Promise<WechatIdentity>
}

export class WechatLoginError extends Error {
  constructor(
    message: string,
    /** WeChat's errcode (40029 invalid code, 40163 code already used, 45011 too frequent, -1 busy) */
    readonly errcode: number | null
  ) {
    super(message)
    this.name = 'WechatLoginError'
  }
}

export class SandboxWechatLogin implements WechatLogin {
  readonly kind = 'sandbox' as const

  async code2Session(code: string): Promise<WechatIdentity> {
    if (code.startsWith('invalid')) throw new WechatLoginError('invalid code', 40029)
    const digest = createHash('sha256').update('xungen-sandbox:' + code).digest('base64url')
    return { openid: 'sandbox_' + digest.slice(0, 28), unionid: null }
  }
}

export class WechatApiLogin implements WechatLogin {
  readonly kind = 'wechat' as const
  constructor(private readonly options: { apiBase: string; appId: string; appSecret: string; timeoutMs?: number }) {}

  async code2Session(code: string): Promise<WechatIdentity> {
    const url = new URL(this.options.apiBase + '/sns/jscode2session')
    url.searchParams.set('appid', this.options.appId)
    url.searchParams.set('secret', this.options.appSecret)
    url.searchParams.set('js_code', code)
    url.searchParams.set('grant_type', 'authorization_code')
    let body: { openid?: string; unionid?: string; errcode?: number; errmsg?: string }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) })
      body = (await response.json()) as typeof body
    } catch (err) {
      throw new WechatLoginError(`jscode2session failed: ${(err as Error).message}`, null)
    }
    if (body.errcode || !body.openid) throw new WechatLoginError(`jscode2session refused: ${body.errcode} ${body.errmsg ?? ''}`.trim(), body.errcode ?? null)
    return { openid: body.openid, unionid: body.unionid ?? null }
  }
}
