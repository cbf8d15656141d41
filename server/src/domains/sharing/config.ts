/**
 * The WeChat accounts sharing calls (docs/server.md, "Sharing"), from the environment. The
 * provider follows WECHAT_LOGIN_PROVIDER (sandbox outside production):
 *
 *   WECHAT_OFFICIAL_APP_ID, WECHAT_OFFICIAL_APP_SECRET   the official account whose JS-SDK the website
 *       uses in WeChat's browser (its JS security domain is PUBLIC_BASE_URL's host); unset: wechat/sign answers 503
 *   WECHAT_SERVICE_APP_ID, WECHAT_SERVICE_APP_SECRET     the customer-service mini-program a URL scheme
 *       opens by default (spec 7.3); unset: only the product's own mini-program (app=main) is opened
 */
import type { FastifyInstance } from 'fastify'
import { SandboxWechatApi, WechatApi, type WechatServerApi } from '../accounts'

declare module '../../app' {
  interface ServiceOverrides {
    /** the official account's API (the JS-SDK ticket) */
    wechatOfficial?: WechatServerApi
    /** the customer-service mini-program's API (its URL schemes) */
    wechatService?: WechatServerApi
  }
}

export interface SharingWechat {
  official: WechatServerApi | null
  service: WechatServerApi | null
  main: WechatServerApi
}

export function sharingWechat(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): SharingWechat {
  const wechat = app.config.accounts.wechat
  const real = wechat.provider === 'wechat'
  const account = (id: string | undefined, secret: string | undefined, sandboxId: string) => {
    if (!real) return new SandboxWechatApi(app.db, app.clock, sandboxId)
    return id && secret ? new WechatApi({ apiBase: wechat.apiBase, appId: id, appSecret: secret }) : null
  }
  return {
    official: app.services.wechatOfficial ?? account(env.WECHAT_OFFICIAL_APP_ID, env.WECHAT_OFFICIAL_APP_SECRET, 'wxsandboxofficial'),
    service: app.services.wechatService ?? account(env.WECHAT_SERVICE_APP_ID, env.WECHAT_SERVICE_APP_SECRET, 'wxsandboxservice'),
    main: app.accounts.wechatApi
  }
}
