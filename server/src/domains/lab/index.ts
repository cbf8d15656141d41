/** The laboratory domain (/ops/lab, npm run lab): kit batches and a sample's way through the lab. */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import labRoutes, { labService } from './routes'

export { LabService, LAB_MESSAGES, RAW_FILE_MAX_BYTES, type SampleSummary } from './service'

export default defineDomain({
  name: 'lab',
  // fastify-plugin: app.lab is visible to commerce and the non-chip tests
  plugin: fp(
    async app => {
      await labService(app)
      // the routes in a context of their own (their multipart parser stays theirs)
      await app.register(labRoutes)
    },
    { name: 'lab' }
  ),
  // the sample's timeline (persons); its analysis follows the sample's event (the analysis domain)
  after: ['persons'],
  endpoints: ['lab']
})
