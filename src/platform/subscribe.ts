/**
 * WeChat's one-time subscription messages (issue 24 item 7): the mini-program asks with
 * Taro.requestSubscribeMessage (subscribe.weapp.ts). The website has no such messages.
 */
export const SUBSCRIPTIONS_AVAILABLE = false

export interface SubscribeOutcome {
  /** the template ids the person accepted */
  accepted: string[]
  /** why nothing could be asked, in Chinese; null when the dialog answered */
  problem: string | null
}

export function requestSubscriptions(_templateIds: string[]): Promise<SubscribeOutcome> {
  return Promise.resolve({ accepted: [], problem: null })
}
