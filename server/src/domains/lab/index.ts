/** The laboratory domain (/ops/lab, npm run lab): kit batches and a sample's way through the lab. */
import { defineDomain } from '../domain'
import labRoutes from './routes'

export { LabService, LAB_MESSAGES, RAW_FILE_MAX_BYTES, type SampleSummary } from './service'

export default defineDomain({
  name: 'lab',
  plugin: labRoutes,
  // it queues analyses on the pipeline the reports domain owns
  after: ['reports', 'persons'],
  endpoints: ['lab']
})
