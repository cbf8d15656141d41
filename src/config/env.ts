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

export const REUNION_HOSTS: readonly string[] = (process.env.XUNGEN_REUNION_HOSTS || '')
  .split(',')
  .map(h => h.trim())
  .filter(Boolean)

/** spec 9: "Production is detected by an env name ending in prod." */
export function isProductionEnv(env: string = APP_ENV): boolean {
  return /prod$/i.test(env)
}
