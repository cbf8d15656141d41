// What a production mini-program build may call (docs/client.md, "Deployment of the mini-program").
// Read by config/index.ts (every taro build) and scripts/client-build.js (before it starts taro).
//
// WeChat only lets a released mini-program call the request / uploadFile / downloadFile domains
// entered in the admin console (开发管理 → 开发设置 → 服务器域名): https, a domain name (no IP
// address, no localhost), ICP-filed. A production build pointed at the development default
// (http://127.0.0.1:3000) or any other such origin would upload, pass review and then fail every
// call on people's phones, so the build stops instead.

/** the default of config/index.ts when XUNGEN_API_ORIGIN is not set: the development server */
const DEVELOPMENT_API_ORIGIN = 'http://127.0.0.1:3000'

/** spec 9: production is an environment name ending in prod */
function isProductionEnv(env) {
  return /prod$/i.test(env || '')
}

/** host names that can never be a console-registered domain of a released mini-program */
const RESERVED_HOST = /(^|\.)(localhost|local|test|example|invalid|internal|lan|home)$/i
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * Why `apiOrigin` cannot be the API origin of a production mini-program build, or null when it can.
 * @param {string | undefined} apiOrigin XUNGEN_API_ORIGIN as given (undefined: not set)
 */
function apiOriginProblem(apiOrigin) {
  if (!apiOrigin) return `XUNGEN_API_ORIGIN is not set: a production mini-program build would call the development server ${DEVELOPMENT_API_ORIGIN}`
  let url
  try {
    url = new URL(apiOrigin)
  } catch {
    return `XUNGEN_API_ORIGIN=${apiOrigin} is not a URL`
  }
  if (url.protocol !== 'https:') return `XUNGEN_API_ORIGIN=${apiOrigin}: WeChat only calls https:// domains from a released mini-program`
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (IPV4.test(host) || host.includes(':')) return `XUNGEN_API_ORIGIN=${apiOrigin}: an IP address cannot be a request domain of a mini-program (use the console-registered domain name)`
  if (!host.includes('.') || RESERVED_HOST.test(host)) return `XUNGEN_API_ORIGIN=${apiOrigin}: ${host} is a development host, not a public domain`
  if (url.pathname !== '/' || url.search || url.hash || url.username) return `XUNGEN_API_ORIGIN=${apiOrigin}: give the origin only (https://host[:port])`
  return null
}

/**
 * Throws when a build would ship a production mini-program calling a development origin.
 * @param {{ target?: string, xungenEnv?: string, apiOrigin?: string }} build
 */
function assertWeappApiOrigin(build) {
  if (build.target !== 'weapp' || !isProductionEnv(build.xungenEnv)) return
  const problem = apiOriginProblem(build.apiOrigin)
  if (problem) throw new Error(`refusing a production mini-program build (XUNGEN_ENV=${build.xungenEnv}): ${problem}`)
}

module.exports = { DEVELOPMENT_API_ORIGIN, apiOriginProblem, assertWeappApiOrigin, isProductionEnv }
