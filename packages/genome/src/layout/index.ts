export * from './layout'
export * from './read'
