/**
 * `@xungen/contracts/endpoints`: every HTTP endpoint, declared once (define.ts), by area. The
 * server serves each from its declaration, the client calls them through it, /openapi.json lists
 * them. This entry carries zod/mini schemas; the package root (`@xungen/contracts`) carries none.
 *
 * Adding an area: a folder or file here exporting its group, and one line in ENDPOINTS.
 */
import { ACCOUNTS } from './accounts'
import { COMMON } from './common'
import { BIND_ENDPOINTS, PERSONS_ENDPOINTS } from './persons'
import { LAB_ENDPOINTS } from './lab'
import { REPORT_ENDPOINTS } from './reports'
import { IMPORT_ENDPOINTS } from './import'
import { EXPRESS_ENDPOINTS } from './express'
import { CONSENT } from './consent'
import { HEALTH_REPORT_ENDPOINTS } from './reports/health'
import { ANCESTRY } from './ancestry'
import { COMMERCE } from './commerce'
import { LINEAGE } from './lineage'
import { NONCHIP_ENDPOINTS } from './nonchip'
import { GENE_ORIGIN } from './geneOrigin'
import { BALANCE } from './balance'
import { INVOICES } from './invoices'
import { ACTIVITIES } from './activities'
import type { EndpointDeclaration } from './define'

export * from './define'
export * from './common'
export * from './accounts'
export * from './persons'
export * from './lab'
export * from './reports'
export * from './import'
export * from './express'
export * as personsSchemas from './persons/schemas'
export * from './consent'
export * from './ancestry'
export { safeText } from './text'
export * from './commerce'
export * from './lineage'
export * from './nonchip'
export * from './geneOrigin'
export * from './balance'
export * from './invoices'
export * from './activities'

/** Every declared endpoint, by area (the server's domains and api:report read this). */
export const ENDPOINTS = {
  common: COMMON,
  accounts: ACCOUNTS,
  // from kit to report (issue 14)
  persons: { ...PERSONS_ENDPOINTS, ...BIND_ENDPOINTS },
  lab: LAB_ENDPOINTS,
  // the report data (issue 14) and the health report details (issue 15)
  reports: { ...REPORT_ENDPOINTS, ...HEALTH_REPORT_ENDPOINTS },
  import: IMPORT_ENDPOINTS,
  express: EXPRESS_ENDPOINTS,
  consent: CONSENT,
  commerce: COMMERCE,
  // balance, invoices, activities (issue 17 items 6, 7, 8, 10)
  balance: BALANCE,
  invoices: INVOICES,
  activities: ACTIVITIES,
  // ancestry report and chromosome browser (issue 16)
  ancestry: ANCESTRY,
  // the Y tree, clan relations, the surname library and 寻根登记 (issue 16 items 4-6)
  lineage: LINEAGE,
  // non-chip tests: the lab's structured results, the owner's report, the NGS risk test (issue 15 item 3)
  nonchip: NONCHIP_ENDPOINTS,
  // gene origin: common origins of opted-in persons (issue 16 item 3)
  geneOrigin: GENE_ORIGIN
} as const satisfies Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>>

export type EndpointArea = keyof typeof ENDPOINTS
