/**
 * Y-chromosome haplogroups: the ISOGG tree, the chip's Y-SNPs, the caller and the genotypes
 * of a haplogroup for generators. See docs/lineage.md.
 */
export { loadYTree, buildYTree, findHaplogroup, shortName, majorClade, pathTo, Y_TREE_VERSION } from './tree'
export type { YTree, YNode, YSnp } from './tree'
export { yPanelMarkers, yPanelSpecs, selectYPanelSnps, Y_PANEL_SOURCE, Y_EAST_ASIAN_CLADES } from './panel'
export { callYHaplogroup, Y_CALL_DEFAULTS } from './call'
export type { YCallOptions, YHaplogroupCall, YNoCall, YMarkerEvidence, YPathStep, YCounts } from './call'
export { yGenotypesForHaplogroup } from './genotypes'
export { simulateYKit, resolvableYHaplogroup } from './simulate'
export type { ChipNoise } from './simulate'
