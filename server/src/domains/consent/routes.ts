/**
 * Agreements (issue 12; CONSENT in @xungen/contracts/endpoints):
 *   GET    /proxy/user/agreements             what the account accepted, and what is pending
 *   POST   /proxy/user/agreements             {accepted: [{document, version}]}
 *   DELETE /proxy/user/agreements/:document   withdraw research use or the sensitive-information consent
 */
import type { FastifyInstance } from 'fastify'
import { CONSENT } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ConsentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** the accounts' accepted agreements (built once here; persons and import ask it for the sensitive-information consent) */
    consent: ConsentService
  }
}

export default async function consentRoutes(app: FastifyInstance) {
  const service = new ConsentService(app.db, app.clock)
  app.decorate('consent', service)
  serve(app, CONSENT.agreements, async request => service.status(request.session.user.id))
  serve(app, CONSENT.accept, async request => service.accept(request.session.user.id, request.body))
  serve(app, CONSENT.withdraw, async request => service.withdraw(request.session.user.id, request.params.document))
}
