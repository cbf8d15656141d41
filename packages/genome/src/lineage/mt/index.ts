/**
 * mtDNA haplogroups: PhyloTree 17 (forensic update by default), the chip's mt positions,
 * haplogrep-style weighted classification and the variants of a haplogroup for generators.
 * See docs/lineage.md.
 */
export { loadMtTree, buildMtTree, mtPath, mtVariantsForHaplogroup, MT_TREES } from './tree'
export type { MtTree, MtTreeName } from './tree'
export { classifyMtProfile, mtMajorClade } from './classify'
export type { MtProfile, MtHaplogroupCall, MtVariantEvidence } from './classify'
export { callMtHaplogroup, MT_MIN_TYPED_POSITIONS } from './call'
export type { MtNoCall } from './call'
export { mtPanelMarkers, mtChipPositions, MT_PANEL_SOURCE } from './panel'
export { parseMtVariant, vcfAlleleToMtVariants, applyAlignmentRules, parseAlignmentRules, isMtHotspot } from './variants'
export type { MtVariant } from './variants'
export { readMtVcfProfiles } from './vcf'
export type { MtVcfSample } from './vcf'
