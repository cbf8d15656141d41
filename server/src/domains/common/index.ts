/**
 * The common group of spec 7.2 / 7.3: description configs (the switches and texts the client
 * reads at start) and the sensitive-word check of texts, which uses the accounts domain's
 * antispam (app.accounts.antispam, typed through accounts/index.ts).
 */
import { defineDomain } from '../domain'
import commonRoutes from './routes'
import { descriptionConfigsSeed } from './seed'

export default defineDomain({
  name: 'common',
  plugin: commonRoutes,
  after: ['accounts'],
  endpoints: ['common'],
  seeds: [descriptionConfigsSeed]
})
