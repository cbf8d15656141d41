/**
 * The analysis domain (issue "From kit to report" item 5, issue 16 item 7, issue 17 item 9): the
 * write side of a report. The analysis pipeline on the queue (`analysis.run`, decorated as
 * `app.analysis`), relatives matching against the one-to-many index (`relatives.match`), a report
 * recomputed from stored raw data after an upgrade (`report.recompute`), and the engine's port:
 * genome.ts is the server's one importer of the genome engine (@xungen/genome, through the entry
 * points of its exports map; lint:deps refuses any other), and what the other domains need of
 * the engine (the import check, lineage trees, ancestry evidence, relatives' segments, the health
 * items and calculators, the demo analysis) they take from this file. The reports domain reads
 * what this one stores.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import analysisPlugin from './plugin'
import { analyseSample, matchRelatives } from './jobs'
import { recomputeReport } from './recompute'
import { analyseOnAnalysing, matchOnRelativesOpened, recomputeOnUpgrade } from './events'

export { AnalysisPipeline, type PipelineHooks } from './pipeline'
export {
  autosomeLengths,
  CalculatorInputError,
  calculatorById,
  calculatorFor,
  findYNode,
  gateHealth,
  GenomeFileRejected,
  lineageEvidence,
  lineagePath,
  lineageTreeVersion,
  loadKnowledgeBase,
  QC_THRESHOLDS,
  originFromParents,
  pairSegments,
  referenceFile,
  relationshipGrade,
  resolveLevelText,
  validateCalculatorInputs,
  yShortName,
  yTreeForBrowsing,
  lineageStoriesOnPath,
  type AncestryShare,
  type GeneticSex,
  type HealthItemResult,
  type ItemDef,
  type KnowledgeBase,
  type LineageEvidence,
  type PairSegments,
  type YTree
} from './genome'
export { callYFullOffThread, inspectRawFileOffThread } from './engineThreads'
export { storageLayouts } from './layouts'
export { DEMO_SAMPLE, DEMO_SOURCE, demoAnalysis, demoLineageEvidence } from './demo'
export { MAX_SIDE_COMPARISONS, SIDE_UNKNOWN_NO_PARENTS, sideFromPair, sideFromParentsBasis, type KinPerson, type ParentSide } from './kinship'
export { itemsUnlockedBy } from './recompute'

export default defineDomain({
  name: 'analysis',
  migrations,
  // the personal-data registry (accounts: the relatives index's kits leave it at cancellation)
  after: ['accounts', 'persons'],
  // fastify-plugin: app.analysis is visible to the other domains (and tests)
  plugin: fp(analysisPlugin, { name: 'analysis' }),
  jobs: [analyseSample, matchRelatives, recomputeReport],
  subscribers: [analyseOnAnalysing, matchOnRelativesOpened, recomputeOnUpgrade]
})
