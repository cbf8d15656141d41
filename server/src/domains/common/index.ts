/**
 * The common group of spec 7.2 / 7.3: description configs (the switches and texts the client
 * reads at start). Public endpoints only; no other domain depends on it.
 */
import { defineDomain } from '../domain'
import commonRoutes from './routes'
import { descriptionConfigsSeed } from './seed'

export default defineDomain({
  name: 'common',
  plugin: commonRoutes,
  endpoints: ['common'],
  seeds: [descriptionConfigsSeed]
})
