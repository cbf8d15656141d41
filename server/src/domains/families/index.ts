/**
 * The families domain (家族, issue 24 items 4, 5 and 8; spec 2.10 family/*, library-family,
 * genealogy-images, self-build-family/*, ancestor; 3.12; 4 family claim): the family library with
 * its filter, self-built families reviewed by operators before they are public, family clues of a
 * tested person confirmed or excluded, genealogy books with pages. Demo records are marked sample.
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import familiesRoutes from './routes'
import { sampleFamilies } from './seed'

export { FamiliesService, sameLineage } from './service'

export default defineDomain({
  name: 'families',
  migrations,
  plugin: familiesRoutes,
  after: ['accounts', 'persons', 'reports', 'familyTree'],
  endpoints: ['families'],
  seeds: [sampleFamilies]
})
