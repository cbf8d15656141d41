/**
 * Ancestry composition: reference panels built from genotypes and population labels, and
 * supervised admixture estimates with block-bootstrap intervals. See docs/ancestry.md.
 */
export { ancestryPanelMarkers, loadAncestryPanel, buildDefaultAncestryPanel, ANCESTRY_REFERENCE_ENV } from './load'
export { buildAncestryReference, componentModel, serializeAncestryPanel, parseAncestryPanel, ANCESTRY_PANEL_FORMAT } from './reference-panel'
export type { AncestryReferencePanel, AncestryComponent, ComponentModel, PopulationCounts, LatentComponent, LatentFitDetails, BuildAncestryInput } from './reference-panel'
export { estimateAncestry, estimateFromDosages, referenceDosages, ANCESTRY_DEFAULTS } from './estimate'
export type { AncestryEstimate, AncestryNoEstimate, AncestryOptions, AncestryComponentEstimate, AncestryMarkerEvidence } from './estimate'
export { THOUSAND_GENOMES_CONFIG, validateConfig } from './config'
export type { AncestryConfig, AncestryRegion, AncestryPopulationRole, SubregionCandidate } from './config'
export { measureResolution, measureGrouping, isReportableGrouping, MIN_GROUP_ACCURACY, EAST_ASIA_RESOLUTION_FILE } from './resolution'
export type { RegionResolution, GroupingMeasurement } from './resolution'
export { fitProportions, fitLatentComponents, logLikelihood, frequencyFromCounts } from './model'
export type { AdmixtureData, FitResult } from './model'
export { aimMarkerDefinitions, readThousandGenomesAims, readAimGenotypeTable, readVcfGenotypes, readPopulationLabels, mergeGenotypeMatrices } from './genotype-sources'
export type { GenotypeMatrix, ReferenceMarker } from './genotype-sources'
