/** The express domain (spec 2.3 /buy/express/..., 3.14 Express return): courier pickups of samples going back to the laboratory. */
import { defineDomain } from '../domain'
import expressRoutes from './routes'

export { EXPRESS_STATES, SandboxCourier, currentState, type Courier, type ExpressState, type ParcelRequest, type TrackingEvent } from './courier'

export default defineDomain({
  name: 'express',
  plugin: expressRoutes,
  after: ['persons'],
  endpoints: ['express']
})
