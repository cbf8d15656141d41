export * from './report'
export * from './device'
