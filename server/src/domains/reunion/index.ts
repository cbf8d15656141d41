/**
 * The relatives reunion domain (寻亲, spec 2.10 reunion/*, 2.19, 3.14, issue 24 item 7): searches for
 * lost relatives made with one's own tested person, candidates from the relatives engine, contact
 * only with both sides' consent (notices through the notifications domain, events.ts), reunion
 * tests given and received.
 */
import './schema'
import { defineDomain } from '../domain'
import { contactAnsweredNotice, contactRequestedNotice } from './events'
import { migrations } from './migrations'
import reunionRoutes from './routes'

export { ReunionService, requestSummary } from './service'

export default defineDomain({
  name: 'reunion',
  migrations,
  plugin: reunionRoutes,
  after: ['accounts', 'persons', 'reports', 'notifications'],
  endpoints: ['reunion'],
  subscribers: [contactRequestedNotice, contactAnsweredNotice]
})
