export * from './chromosome'
export * from './genotype'
export * from './panel'
export * from './packed'
