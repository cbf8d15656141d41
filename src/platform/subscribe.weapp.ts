/**
 * WeChat's one-time subscription messages (issue 24 item 7). WeChat shows the dialog only from a
 * tap (or a payment's callback): call requestSubscriptions first thing in the tap's handler, with
 * the template ids already loaded, never after an await.
 */
import Taro from '@tarojs/taro'
import { privacyRefusal } from './privacy'
import type { SubscribeOutcome } from './subscribe'

export type { SubscribeOutcome }

export const SUBSCRIPTIONS_AVAILABLE = true

/** WeChat's errCode when the person switched subscription messages off in the mini-program's settings */
const SWITCHED_OFF = 20004

export async function requestSubscriptions(templateIds: string[]): Promise<SubscribeOutcome> {
  try {
    const res = (await Taro.requestSubscribeMessage({ tmplIds: templateIds } as Taro.requestSubscribeMessage.Option)) as unknown as Record<string, string>
    return { accepted: templateIds.filter(id => res[id] === 'accept'), problem: null }
  } catch (err) {
    const e = err as { errCode?: number } | null
    const problem = privacyRefusal(err) ?? (e?.errCode === SWITCHED_OFF ? '你已关闭订阅消息，可在小程序右上角「···」→ 设置中打开' : '暂时无法订阅消息，请稍后再试')
    return { accepted: [], problem }
  }
}
