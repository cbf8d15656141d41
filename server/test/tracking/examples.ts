/** The ownership matrix's examples for the tracking area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'tracking.events': () => ({ siteId: 1, events: [{ event: 'VIEW_PAGE_EVENT', router: '/report', at: Date.now() }] })
  }
})
