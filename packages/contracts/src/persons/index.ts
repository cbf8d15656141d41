/** Tested persons, binding, kits and the laboratory (issue "From kit to report"): rules both sides share. */
export * from './barcode'
export * from './nations'
export * from './appellation'
export * from './products'
export * from './states'
export * from './rawData'
export * from './relativesName'
export * from './kinDegree'
