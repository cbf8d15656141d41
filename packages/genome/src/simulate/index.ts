export * from './meiosis'
export * from './people'
export * from './pedigree'
