/**
 * Agreements (issue 12; contracts/src/consent):
 *   GET    /proxy/user/agreements             what the account accepted, and what is pending
 *   POST   /proxy/user/agreements             {accepted: [{document, version}]}
 *   DELETE /proxy/user/agreements/:document   withdraw research use or the sensitive-information consent
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { CONSENT_API, type AgreementDocument } from '@xungen/contracts'
import { acceptAgreementsBodySchema, withdrawAgreementParamsSchema } from '@xungen/contracts/src/consent/schemas'
import { envelope } from '../../plugins/errors'
import { ConsentService } from './service'

export default async function consentRoutes(app: FastifyInstance) {
  const service = new ConsentService(app.db, app.clock)
  const bodyLimit = 4 * 1024

  app.get(CONSENT_API.agreements.path, { preHandler: app.requireUser }, async request => envelope(await service.status(request.session.user!.id)))

  app.post<{ Body: z.output<typeof acceptAgreementsBodySchema> }>(
    CONSENT_API.accept.path,
    { bodyLimit, schema: { body: acceptAgreementsBodySchema }, preHandler: app.requireUser },
    async request => envelope(await service.accept(request.session.user!.id, request.body as never))
  )

  app.delete<{ Params: { document: string } }>(
    CONSENT_API.withdraw.path,
    { schema: { params: withdrawAgreementParamsSchema }, preHandler: app.requireUser },
    async request => envelope(await service.withdraw(request.session.user!.id, request.params.document as AgreementDocument))
  )
}
