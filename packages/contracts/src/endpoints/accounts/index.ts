/** The accounts area: sessions, profile, addresses, cancellation. */
import { ADDRESS_ENDPOINTS } from './addresses'
import { CANCELLATION_ENDPOINTS } from './cancellation'
import { PROFILE_ENDPOINTS } from './profile'
import { SESSION_ENDPOINTS } from './session'

export const ACCOUNTS = { ...SESSION_ENDPOINTS, ...PROFILE_ENDPOINTS, ...ADDRESS_ENDPOINTS, ...CANCELLATION_ENDPOINTS } as const

export { ACCOUNT_BODY_LIMIT } from './session'
export * from './schemas'
