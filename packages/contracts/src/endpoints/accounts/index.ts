/** The accounts area: sessions, profile, addresses, cancellation. */
import { ADDRESS_ENDPOINTS } from './addresses'
import { CANCELLATION_ENDPOINTS } from './cancellation'
import { PROFILE_ENDPOINTS } from './profile'
import { SESSION_ENDPOINTS } from './session'
import { WECHAT_ENDPOINTS } from './wechat'

export const ACCOUNTS = { ...SESSION_ENDPOINTS, ...PROFILE_ENDPOINTS, ...ADDRESS_ENDPOINTS, ...CANCELLATION_ENDPOINTS, ...WECHAT_ENDPOINTS } as const

export { ACCOUNT_BODY_LIMIT } from './session'
export * from './schemas'
export { subscribeTemplatesSchema, subscriptionsBodySchema, subscriptionsDataSchema, wechatBindPhoneNumberBodySchema } from './wechat'

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { accounts: ACCOUNTS } as const
