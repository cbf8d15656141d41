export * from './canonical'
export * from './hasher'
export * from './keys'
export * from './sign'
