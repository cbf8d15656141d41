/** Account cancellation (spec 3.14, 4, 7.3 User group). The deletion itself is a job of the server. */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { accountCancelApplicationDataSchema, accountCancelApplyBodySchema, accountCancelStatusDataSchema } from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'
import { consultBookingSchema, questionnaireStateSchema } from '../content'
import { DATA_EXPORT_TABLES, type DataExportTable } from '../../account/dataExport'
import { COVID_RESULTS, COVID_STATUSES } from '../../covid'

/** a value of a table section: text, a number, a flag or nothing (JSON columns are given as their text) */
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()])
/** each table section: its readings, each a list of rows of exactly the declared columns (contracts account/dataExport) */
const tableSections = Object.fromEntries(
  Object.entries(DATA_EXPORT_TABLES).map(([section, tables]) => [
    section,
    z.object(Object.fromEntries(Object.entries(tables as Record<string, DataExportTable>).map(([name, t]) => [name, z.array(z.strictObject(Object.fromEntries(t.columns.map((c: string) => [c, cell]))))])))
  ])
) as Record<keyof typeof DATA_EXPORT_TABLES, z.ZodMiniObject<Record<string, z.ZodMiniArray<z.ZodMiniObject<Record<string, typeof cell>>>>>>

const covidExportSchema = z.array(
  z.object({
    sampleCode: z.string(),
    personName: z.string(),
    boundAt: z.number(),
    appointments: z.array(
      z.object({
        status: z.enum(COVID_STATUSES),
        day: z.string(),
        supplierName: z.string(),
        result: z.nullable(z.enum(COVID_RESULTS)),
        note: z.nullable(z.string()),
        createdAt: z.number(),
        sampledAt: z.nullable(z.number()),
        reportedAt: z.nullable(z.number()),
        cancelledAt: z.nullable(z.number())
      })
    )
  })
)

/**
 * the data export's sections: the table sections (every table the account has rows in), and one
 * per area that registers its own (optional: an area not loaded gives none)
 */
const dataExportSections = z.object({
  ...tableSections,
  'consult-bookings': z.optional(z.array(consultBookingSchema)),
  questionnaire: z.optional(questionnaireStateSchema),
  tracking: z.optional(z.array(z.object({ event: z.string(), router: z.string(), button: z.nullable(z.string()), siteId: z.number(), at: z.number() }))),
  covid: z.optional(covidExportSchema)
})

export const CANCELLATION_ENDPOINTS = {
  accountCancel: endpoint({
    method: 'GET', path: '/proxy/user/account_cancel',
    auth: 'user',
    summary: "Cancellation status, the account's barcodes and the cooling-off days",
    response: accountCancelStatusDataSchema,
    codes: []
  }),
  accountCancelWithdraw: endpoint({
    method: 'DELETE', path: '/proxy/user/account_cancel',
    auth: 'user',
    summary: 'Withdraw the pending application before its deadline',
    response: accountCancelApplicationDataSchema,
    codes: []
  }),
  accountCancelApply: endpoint({
    method: 'POST', path: '/proxy/user/account_cancel/application',
    auth: 'user',
    summary: 'Apply to cancel the account, confirming every barcode, with an account_cancel code',
    body: accountCancelApplyBodySchema,
    response: accountCancelApplicationDataSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  accountCancelApplication: endpoint({
    method: 'GET', path: '/proxy/user/account_cancel/application',
    auth: 'user',
    summary: 'The latest application, or null',
    response: z.nullable(accountCancelApplicationDataSchema),
    codes: []
  }),
  accountDataExport: endpoint({
    method: 'GET', path: '/proxy/user/data_export',
    auth: 'user',
    summary: "A copy of all the account's personal data (PIPL art. 45): a section per table group (contracts account/dataExport) and per area that registers its own; a few a window (TOO_MANY_REQUESTS)",
    response: z.object({ format: z.literal('xungen-data-export'), version: z.literal(1), userId: z.number(), exportedAt: z.number(), sections: dataExportSections }),
    codes: []
  })
} as const
