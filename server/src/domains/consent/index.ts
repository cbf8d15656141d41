/**
 * The consent domain (issue 12): which version of which agreement (user agreement, privacy
 * policy, the separate consent for sensitive personal information, research use) each account
 * accepted and when. The texts are the client's pages; the versions are in @xungen/contracts.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import consentRoutes from './routes'

export type { ConsentService } from './service'

export default defineDomain({
  name: 'consent',
  // fastify-plugin: app.consent is visible to the persons and import domains
  plugin: fp(consentRoutes, { name: 'consent' }),
  after: ['accounts'],
  endpoints: ['consent']
})
