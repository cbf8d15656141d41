/**
 * The health knowledge base (issue 6): curated items with evidence, computed from a packed kit,
 * gated by product, with a sample report. Data lives in packages/genome/knowledge/.
 */
export * from './types'
export { loadKnowledgeBase, knowledgeDataDir } from './load'
export { readMarker, countAllele, genotypeText } from './genotype'
export type { KitView, MarkerRead } from './genotype'
export { computeReport, computeItem, CONFIRMATION_TEXT } from './compute'
export type { ItemResult, GenotypeUsed, ScoreResult, PgxResult, ConfirmationFlag, ComputeOptions, ItemComputeStatus } from './compute'
export { scoreDistribution, percentileOf, relativeRisk } from './score'
export { callGene, loadGenePgx } from './pgx'
export type { PgxCall } from './pgx'
export { gateReport, itemAccess, itemHiddenFor, CHIP_PRODUCT_TYPES, LOCK_TEXT } from './gating'
export type { DetectionProduct, GatedItem, GatedReport } from './gating'
export { knowledgePanelMarkers } from './panel'
export { computeSampleReport, generateSampleKit, knowledgeOnlyPanel, SAMPLE_SEED } from './sample'
export type { SampleReport } from './sample'
export { CALCULATORS, calculatorFor, calculatorById, validateCalculatorInputs, CalculatorInputError, GENIN_2011_LTR85 } from './calculators'
export type { CalculatorDef, CalculatorInput, CalculatorGenetics, CalculatorResult } from './calculators'
export { checkKnowledgeBase, checkScoreRule, allCountVectors } from './consistency'
export { resolveLevelText } from './texts'
