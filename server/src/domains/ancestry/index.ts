/**
 * The ancestry domain (issue 16, spec 2.9): the ancestry report's evidence (composition with
 * intervals, Y and mt with path and markers, where a lineage is common in the reference data)
 * and the relatives' chromosome browser.
 */
import { defineDomain } from '../domain'
import ancestryRoutes from './routes'

export { AncestryService, MAX_BROWSER_RELATIVES } from './service'
export { cladeByPopulation, cladeByPopulationZh, yIndexPopulationsZh, yPopulationData } from './populations'

export default defineDomain({
  name: 'ancestry',
  plugin: ancestryRoutes,
  after: ['reports'],
  endpoints: ['ancestry']
})
