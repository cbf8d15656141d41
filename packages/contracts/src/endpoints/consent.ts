/** Agreements accepted (issue 12; contracts/src/consent): what the account accepted, accepting, withdrawing. */
import { z } from 'zod/mini'
import { AGREEMENT_DOCUMENTS, type AgreementDocument, type AgreementStatus, type AgreementsData } from '../consent'
import { endpoint } from './define'
import { safeText } from './text'

const documentSchema = z.enum(AGREEMENT_DOCUMENTS as [AgreementDocument, ...AgreementDocument[]])

export const acceptAgreementsBodySchema = z.strictObject({
  accepted: z
    .array(z.strictObject({ document: documentSchema, version: safeText().check(z.minLength(1), z.maxLength(32)) }))
    .check(z.minLength(1), z.maxLength(AGREEMENT_DOCUMENTS.length))
})

export const withdrawAgreementParamsSchema = z.object({ document: documentSchema })

const agreementStatusSchema: z.ZodMiniType<AgreementStatus> = z.object({
  document: documentSchema,
  title: z.string(),
  version: z.string(),
  path: z.string(),
  acceptedVersion: z.nullable(z.string()),
  acceptedAt: z.nullable(z.number()),
  acceptedCurrent: z.boolean()
})

export const agreementsDataSchema: z.ZodMiniType<AgreementsData> = z.object({ list: z.array(agreementStatusSchema), pending: z.array(documentSchema) })

export const CONSENT = {
  agreements: endpoint({
    method: 'GET', path: '/proxy/user/agreements',
    auth: 'user',
    summary: 'The agreements the signed-in account accepted (version, time) and the sign-in ones still to accept',
    response: agreementsDataSchema,
    codes: []
  }),
  accept: endpoint({
    method: 'POST', path: '/proxy/user/agreements',
    auth: 'user',
    summary: 'Record the acceptance of the current versions of agreements',
    body: acceptAgreementsBodySchema,
    response: agreementsDataSchema,
    codes: [],
    bodyLimit: 4 * 1024
  }),
  withdraw: endpoint({
    method: 'DELETE', path: '/proxy/user/agreements/:document',
    auth: 'user',
    summary: 'Withdraw a consent that may be withdrawn (research use, sensitive information)',
    params: withdrawAgreementParamsSchema,
    response: agreementsDataSchema,
    codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { consent: CONSENT } as const
