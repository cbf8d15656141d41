export * from './model'
export * from './dates'
export * from './rules'
export * from './kinship'
