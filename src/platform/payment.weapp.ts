/**
 * Paying in the mini-program: Taro.requestPayment with the parameters the server signed
 * (spec 3.13: timeStamp, nonceStr, package, signType, paySign). Answers WeChat's raw result text
 * ('requestPayment:ok', 'requestPayment:fail cancel', 'requestPayment:fail …').
 */
import Taro from '@tarojs/taro'
import type { WechatPayParams } from '@xungen/contracts'

export async function requestWechatPayment(params: WechatPayParams): Promise<string> {
  try {
    const res = await Taro.requestPayment({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType as 'RSA', paySign: params.paySign })
    return res.errMsg || 'requestPayment:ok'
  } catch (err) {
    return (err as { errMsg?: string }).errMsg ?? 'requestPayment:fail'
  }
}

export function openPaymentPage(_url: string): void {
  throw new Error('the mini-program pays with requestPayment only')
}
