/**
 * The account rules of spec 4, 5, 6 and 9 and the account calls of 7.2/7.3, one implementation
 * for the client and the server. zod schemas live in ./schemas (not exported here).
 */
export * from './phone'
export * from './password'
export * from './name'
export * from './verificationCode'
export * from './avatar'
export * from './userState'
export * from './address'
export * from './api'
export * from './wechatMessages'
export * from './dataExport'
