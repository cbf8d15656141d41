/**
 * The covid domain (spec 1 "covid test appointments", 3.14 Covid, 7.3 covid19): sampling
 * suppliers by province and city, the account's bound sample codes, appointments and their
 * statuses, the result staff record and the owner reads. Personal data: in the account's data
 * export and deleted with the account (the personal-data registry).
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import covidRoutes from './routes'
import { covidSuppliersSeed } from './seed'

export default defineDomain({
  name: 'covid',
  plugin: covidRoutes,
  after: ['accounts'],
  endpoints: ['covid'],
  seeds: [covidSuppliersSeed],
  migrations
})
