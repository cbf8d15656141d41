/** Account cancellation (spec 3.14, 4, 7.3 User group). The deletion itself is a job of the server. */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { accountCancelApplicationDataSchema, accountCancelApplyBodySchema, accountCancelStatusDataSchema } from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'
import { consultBookingSchema, questionnaireStateSchema } from '../content'

/** the data export's sections: one per area that keeps the account's data and registers its export */
const dataExportSections = z.object({
  'consult-bookings': z.optional(z.array(consultBookingSchema)),
  questionnaire: z.optional(questionnaireStateSchema),
  tracking: z.optional(z.array(z.object({ event: z.string(), router: z.string(), button: z.nullable(z.string()), siteId: z.number(), at: z.number() })))
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
    summary: "A copy of the account's personal data (PIPL art. 45), one section per area that keeps such data and has registered its export",
    response: z.object({ userId: z.number(), exportedAt: z.number(), sections: dataExportSections }),
    codes: []
  })
} as const
