/**
 * The gene-origin domain (基因溯源, spec 2.9 /report/gene-origin/*, issue 16 item 3): a person's
 * Y and mt lines on the reference trees and the common origins shared with other persons whose
 * owners turned gene origin on, as counts only (below GENE_ORIGIN_MIN_COUNT: 少于N人).
 */
import { defineDomain } from '../domain'
import geneOriginRoutes from './routes'

export { GeneOriginService, originCount, sharedDepth, buckets } from './service'

export default defineDomain({
  name: 'geneOrigin',
  plugin: geneOriginRoutes,
  after: ['reports', 'ancestry'],
  endpoints: ['geneOrigin']
})
