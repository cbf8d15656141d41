export * from './money'
export * from './orderStates'
export * from './pricing'
export * from './catalogue'
