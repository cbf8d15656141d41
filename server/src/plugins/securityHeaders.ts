/**
 * Security headers on every answer (what @fastify/helmet sets, written for this site so that
 * each directive says why it is there):
 *  - pages (the built H5 site) run under a Content-Security-Policy that allows this origin's own
 *    scripts only (no inline script, no eval), inline styles (the Taro component runtime sets
 *    them), images from this origin, data:/blob: and https: (avatars a WeChat account brings),
 *    API calls to this origin and PUBLIC_BASE_URL; nothing may frame a page but this origin and
 *    the origins in FRAME_ANCESTORS (the product's own app shells), X-Frame-Options for old
 *    browsers that ignore frame-ancestors;
 *  - inside our apps' web views only, the iOS bridge's hidden frame (https://__bridge_loaded__,
 *    wvjbscheme:) may load: WebViewJavascriptBridge signals the native side through it;
 *  - API answers and files get a policy that allows nothing at all (they are never documents);
 *  - HSTS when the site is served over https (PUBLIC_BASE_URL), Permissions-Policy keeping the
 *    camera (scanning a kit's barcode) to this origin and switching off what the product never
 *    uses, cross-origin isolation headers that keep other sites' windows away from ours.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { detectDevice, isApiPath, splitUrl } from '@xungen/contracts'

export interface SecurityHeadersOptions {
  /** PUBLIC_BASE_URL (null outside production: the listening origin, which is 'self') */
  publicBaseUrl: string | null
  /** origins allowed to frame the site besides itself (the product's own app shells) */
  frameAncestors: readonly string[]
}

export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=()'
export const HSTS = 'max-age=31536000; includeSubDomains'
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** WeChat's JS-SDK (the share menu's cards in WeChat's browser, spec 7.2 wechat/sign): WeChat serves it from here only */
export const WECHAT_JSSDK_ORIGIN = 'https://res.wx.qq.com'

export function pageCsp(options: SecurityHeadersOptions, inAppWebView: boolean, inWechat = false): string {
  const own = options.publicBaseUrl ? ` ${options.publicBaseUrl}` : ''
  const directives = [
    "default-src 'self'",
    inWechat ? `script-src 'self' ${WECHAT_JSSDK_ORIGIN}` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self'${own} data: blob: https:`,
    "font-src 'self' data:",
    // blob: and data: are the client's own pictures (the cropped avatar is uploaded from a blob: URL)
    `connect-src 'self'${own} blob: data:`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    inAppWebView ? "frame-src 'self' https: wvjbscheme:" : "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${options.frameAncestors.map(o => ' ' + o).join('')}`
  ]
  if (options.publicBaseUrl?.startsWith('https://')) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

function isFile(request: FastifyRequest, path: string): boolean {
  return path.startsWith('/files/') || (request.method !== 'GET' && request.method !== 'HEAD')
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const https = Boolean(options.publicBaseUrl?.startsWith('https://'))
  const csp = { page: pageCsp(options, false), app: pageCsp(options, true), wechat: pageCsp(options, false, true) }
  app.addHook('onSend', async (request, reply, payload) => {
    const path = splitUrl(request.url).path
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    reply.header('cross-origin-opener-policy', 'same-origin')
    if (!options.frameAncestors.length) reply.header('x-frame-options', 'SAMEORIGIN')
    if (https) reply.header('strict-transport-security', HSTS)
    if (isApiPath(path) || isFile(request, path)) {
      reply.header('content-security-policy', API_CSP)
      // images are shown by our own pages only (and the mini-program, which sends no Origin)
      if (path.startsWith('/files/')) reply.header('cross-origin-resource-policy', 'same-site')
    } else {
      const kind = detectDevice(String(request.headers['user-agent'] ?? '')).kind
      reply.header('content-security-policy', kind === 'app' ? csp.app : kind === 'wechat' ? csp.wechat : csp.page)
    }
    return payload
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
