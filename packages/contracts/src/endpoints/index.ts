/**
 * `@xungen/contracts/endpoints`: every HTTP endpoint, declared once (define.ts), by area. The
 * server serves each from its declaration, the client calls them through it, /openapi.json lists
 * them. This entry carries zod/mini schemas; the package root (`@xungen/contracts`) carries none.
 *
 * Adding an area: a folder or file here exporting its group, and one line in ENDPOINTS.
 */
import { ACCOUNTS } from './accounts'
import { COMMON } from './common'
import { CONSENT } from './consent'
import { COMMERCE } from './commerce'
import type { EndpointDeclaration } from './define'

export * from './define'
export * from './common'
export * from './accounts'
export * from './consent'
export { safeText } from './text'
export * from './commerce'

/** Every declared endpoint, by area (the server's domains and api:report read this). */
export const ENDPOINTS = {
  common: COMMON,
  accounts: ACCOUNTS,
  consent: CONSENT,
  commerce: COMMERCE
} as const satisfies Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>>

export type EndpointArea = keyof typeof ENDPOINTS
