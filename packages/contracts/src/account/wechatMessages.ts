/**
 * The mini-program's subscription messages (issue 24 item 7): the four moments a person may ask
 * WeChat to tell them of, each a one-time subscription template configured on the server
 * (WECHAT_SUBSCRIBE_TEMPLATES). The person accepts with Taro.requestSubscribeMessage (after
 * paying for a kit, after binding one); each acceptance allows one message.
 */
export const SUBSCRIPTION_KEYS = ['sampleReceived', 'inAnalysis', 'reportReady', 'relativesFound'] as const
export type SubscriptionKey = (typeof SUBSCRIPTION_KEYS)[number]

/** what each message tells, in the words the template list shows */
export const SUBSCRIPTION_TITLES: Readonly<Record<SubscriptionKey, string>> = {
  sampleReceived: '样本签收通知',
  inAnalysis: '样本检测进度通知',
  reportReady: '报告生成通知',
  relativesFound: '发现基因亲人通知'
}

/** WeChat shows at most 3 templates in one requestSubscribeMessage */
export const SUBSCRIBE_TEMPLATES_PER_REQUEST = 3

/** which moments are asked for where: after paying for a kit the sample's way; after binding the results */
export const SUBSCRIPTION_MOMENTS = {
  afterPayment: ['sampleReceived', 'inAnalysis', 'reportReady'],
  afterBinding: ['sampleReceived', 'reportReady', 'relativesFound']
} as const satisfies Record<string, readonly SubscriptionKey[]>
export type SubscriptionMoment = keyof typeof SUBSCRIPTION_MOMENTS

/** unused acceptances kept per person and template (WeChat keeps counting; we stop recording past this) */
export const MAX_OPEN_SUBSCRIPTIONS = 20
