/** The import domain (spec 2.5 /import/chip, 3.14 gene data upload): raw files from other companies. */
import { defineDomain } from '../domain'
import importRoutes from './routes'

export { ImportService, IMPORT_MAX_BYTES } from './service'

export default defineDomain({
  name: 'import',
  plugin: importRoutes,
  // the sensitive-information consent and the persons' timeline; the engine's import check comes from the analysis domain
  after: ['consent', 'analysis', 'persons'],
  endpoints: ['import']
})
