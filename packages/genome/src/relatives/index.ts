/**
 * Relative matching (基因亲人 / 基因寻亲): shared segments between two kits, the likely
 * relationship, and one-against-all matching over a sharded index. See
 * docs/relatives-scaling.md and docs/adr/ for the design.
 */
export * from './match-panel'
export * from './planes'
export * from './segments'
export * from './ibd-theory'
export * from './relationship'
export * from './screen'
export * from './match-index'
export * from './context'
export * from './origin'
export * from './cross-layout'
export * from './layout-index'
