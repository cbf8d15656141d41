/**
 * @xungen/genome public API. The server and the other engine areas import from here.
 * Each area re-exports its own module; add a line for a new area.
 */
export * from './core'
export * from './reference'
export * from './reference/readers'
export * from './panel'
export * from './parsers'
export * from './layout'
export * from './catalogue'
export * from './liftover'
export * from './pipeline'
export * from './qc'
export * from './generate'
export * from './relatives'
export * from './simulate'
export * from './lineage/stories'
