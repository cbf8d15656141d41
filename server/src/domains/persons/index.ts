/**
 * The persons domain (spec 2.11, 2.12, 3.2-3.5, 7.3 Detected persons): tested persons, the
 * binding wizard, detection status, notification records. Other domains use it through this
 * file: the services, the timeline writer and the notification writer.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import { thawRawData } from './jobs'
import personsRoutes from './routes'

export { PersonsService, nameForViewer, productView, validBirthday, type PersonView, type DetectionView } from './service'
export { BindingService, type BindDraft } from './binding'
export { RawDataService, RAW_ARCHIVE_AFTER_DAYS, type RawDataStatus } from './rawData'
export { recordStateChange, type StateChange } from './timeline'
export { notify, parseJsonArray } from './repository'

export default defineDomain({
  name: 'persons',
  migrations,
  plugin: fp(personsRoutes, { name: 'persons' }),
  // the personal-data registry (accounts) and the analysis pipeline (reports, for relatives matching)
  after: ['accounts', 'consent', 'reports'],
  endpoints: ['persons'],
  jobs: [thawRawData]
})
