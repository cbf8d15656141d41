/**
 * The mini-program's WeChat services (issue 24 items 7 and 8): the phone number of WeChat's
 * getPhoneNumber button, and the one-time subscription messages of a sample's way.
 */
import { z } from 'zod/mini'
import { SUBSCRIPTION_KEYS, SUBSCRIBE_TEMPLATES_PER_REQUEST } from '../../account/wechatMessages'
import { endpoint } from '../define'
import { safeText } from '../text'
import { sessionDataSchema } from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'

export const wechatBindPhoneNumberBodySchema = z.strictObject({ code: safeText().check(z.minLength(1), z.maxLength(128)) })

export const subscribeTemplatesSchema = z.object({
  list: z.array(z.object({ key: z.enum(SUBSCRIPTION_KEYS), templateId: z.string(), title: z.string() }))
})

export const subscriptionsBodySchema = z.strictObject({
  accepted: z.array(safeText().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(SUBSCRIBE_TEMPLATES_PER_REQUEST))
})

export const subscriptionsDataSchema = z.object({
  recorded: z.array(z.object({ key: z.enum(SUBSCRIPTION_KEYS), templateId: z.string() }))
})

export const WECHAT_ENDPOINTS = {
  wechatBindPhoneNumber: endpoint({
    method: 'POST', path: '/proxy/user/wechat/bind_phone_number',
    auth: 'user',
    summary: "A messaging-app guest binds the phone of WeChat's getPhoneNumber button (the code is exchanged with WeChat; merge rules as bind_phone)",
    body: wechatBindPhoneNumberBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  wechatSubscribeTemplates: endpoint({
    method: 'GET', path: '/proxy/user/wechat/subscribe_templates',
    auth: 'public',
    summary: 'The subscription-message templates configured on the server, by what they tell',
    response: subscribeTemplatesSchema,
    codes: []
  }),
  wechatSubscriptions: endpoint({
    method: 'POST', path: '/proxy/user/wechat/subscriptions',
    auth: 'user',
    summary: 'Records the one-time subscriptions the person accepted in requestSubscribeMessage (configured templates only; each allows one message)',
    body: subscriptionsBodySchema,
    response: subscriptionsDataSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  })
} as const
