/** zod schemas of the agreement calls (not exported from the package index: the client does not need zod). */
import { z } from 'zod'
import { safeText } from '../schemas/text'
import { AGREEMENT_DOCUMENTS } from '.'

const documentSchema = z.enum(AGREEMENT_DOCUMENTS as [string, ...string[]])

export const acceptAgreementsBodySchema = z.strictObject({
  accepted: z
    .array(z.strictObject({ document: documentSchema, version: safeText().min(1).max(32) }))
    .min(1)
    .max(AGREEMENT_DOCUMENTS.length)
})

export const withdrawAgreementParamsSchema = z.object({ document: documentSchema })
