/**
 * The persons domain (spec 2.11, 2.12, 3.2-3.5, 7.3 Detected persons): tested persons, the
 * binding wizard, detection status, notification records. Other domains use it through this
 * file: the services and the timeline writer (whose events the notifications domain follows).
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
// the one writer of detections, samples and raw_files (ADR 0020, addendum): other domains write them through these, in their transaction
export { createDetection, markReportOut, upgradeDetectionProduct } from './detections'
export { addRawFile, attachRawFile, createSample, sampleStillIn, setHoldReason, type NewRawFile, type NewSample } from './samples'
export { parseJsonArray } from './repository'
export { OriginMembers, perSnapshot, type OriginMember, type OriginSnapshot } from './originMembers'
export type { SampleStateChanged } from './events'

export default defineDomain({
  name: 'persons',
  migrations,
  plugin: fp(personsRoutes, { name: 'persons' }),
  // the personal-data registry (accounts) and the sensitive-information consent (consent)
  after: ['accounts', 'consent'],
  endpoints: ['persons'],
  jobs: [thawRawData]
})
