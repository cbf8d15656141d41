/**
 * The reports domain (spec 2.9, 4, 7.2 sideBarData, 7.3 Report group): the analysis pipeline on
 * the queue (decorated as `app.analysis`; the only caller of @xungen/genome, through genome.ts),
 * the report data and the demo report of sample mode.
 */
import { recomputeReport } from './recompute'
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import reportHealthRoutes from './health'
import { analyseSample, matchRelatives } from './jobs'
import reportRoutes from './routes'
import { closeEngineThreads } from './engineThreads'

export { AnalysisPipeline, ANALYSIS_ATTEMPTS, type PipelineHooks, type PipelineScheduler } from './pipeline'
export { ReportService, reasonText, type Viewer } from './service'
export { autosomeLengths, callYFull, lineagePath, lineageTreeVersion, engineVersions, GenomeFileRejected, inspectRawFile, lineageEvidence, MIN_IMPORT_CALLS, pairSegments, referenceFile, warmEngine, yTreeForBrowsing, findYNode, yShortName, type YTree, type YTreeDatasetInfo, type LineageEvidence, type PairSegments } from './genome'
export { callYFullOffThread, closeEngineThreads, engineThreadStats, inspectRawFileOffThread } from './engineThreads'
export { storageLayouts } from './layouts'
export { DEMO_SAMPLE, demoLineageEvidence } from './demo'
export { viewerOf } from './routes'
export { sharedDetection } from './shares'
export { cjkFont, PdfFontMissing } from './electronicReport/render'
export { itemsUnlockedBy, recomputeFromStoredRawData, recomputeReport } from './recompute'

export default defineDomain({
  name: 'reports',
  migrations,
  // health.ts registers the share links with the cancellation's personal-data registry
  after: ['accounts'],
  // fastify-plugin: app.analysis is visible to the persons, lab and import domains
  plugin: fp(
    async app => {
      // the engine's worker threads stop with the app (engineThreads.ts)
      app.addHook('onClose', closeEngineThreads)
      await app.register(reportRoutes)
      // health item details, intros, share links and the electronic report (issue 15, health.ts)
      await app.register(reportHealthRoutes)
    },
    { name: 'reports-domain' }
  ),
  endpoints: ['reports'],
  jobs: [analyseSample, matchRelatives, recomputeReport]
})
