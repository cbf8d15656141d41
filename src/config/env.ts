/**
 * Build-time settings, injected by config/index.ts (webpack DefinePlugin); see docs/client.md.
 *
 * XUNGEN_ENV: 'local' (dev watch builds), 'dev' (default for builds: npm start, e2e),
 *   'test' | 'beta' | 'hotfix' (trial), any name ending in 'prod' (production, spec 9).
 * XUNGEN_API_ORIGIN: where the mini-program sends its calls (H5 calls its own origin).
 * XUNGEN_REUNION_HOSTS: host names of the reunion site, where route guards are skipped (spec 2.18).
 */
export const APP_ENV: string = process.env.XUNGEN_ENV || 'local'

export const API_ORIGIN: string = process.env.XUNGEN_API_ORIGIN || ''

/**
 * XUNGEN_PUBLIC_ORIGIN: the website's public origin, the one links given to other people start with
 * (the server's PUBLIC_BASE_URL). Empty: the H5 site uses the origin it is served from; the
 * mini-program, which has no origin of its own, the API origin (one server serves both).
 */
export const PUBLIC_ORIGIN: string = (process.env.XUNGEN_PUBLIC_ORIGIN || '').replace(/\/+$/, '')

export const REUNION_HOSTS: readonly string[] = (process.env.XUNGEN_REUNION_HOSTS || '')
  .split(',')
  .map(h => h.trim())
  .filter(Boolean)

/** spec 9: "Production is detected by an env name ending in prod." */
export function isProductionEnv(env: string = APP_ENV): boolean {
  return /prod$/i.test(env)
}
