/**
 * The notifications domain: the notices people read in the message centre (spec 2.17) and the
 * mini-program's subscription messages queued with them. Other domains publish what happened
 * (server/src/events) and this domain tells the people concerned (events.ts); a domain that must
 * write a notice in its own transaction (staff's notices, a thawed raw file) calls notify().
 * The notification centre and chat of a later issue build on this folder.
 */
import { defineDomain } from '../domain'
import { relativeMatchedNotice, reportReadyNotice, sampleStateNotice } from './events'

export { notify, type Notice } from './notify'

export default defineDomain({
  name: 'notifications',
  plugin: async () => undefined,
  after: ['accounts'],
  subscribers: [sampleStateNotice, reportReadyNotice, relativeMatchedNotice]
})
