/**
 * spec 3.13 "Messaging-app payment parameters" and 4 "Messaging-app payment result": the
 * mini-program passes the server's signed parameters to Taro.requestPayment field by field
 * (timeStamp, nonceStr, package, signType, paySign; the appId is the mini-program's own) and
 * answers WeChat's raw result text, success or failure.
 */
import Taro from '@tarojs/taro'
import { openPaymentPage, requestWechatPayment } from '../payment.weapp'

// the mini-program's API, as the weapp runtime provides it (this project runs on node)
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { requestPayment: jest.fn() } }))

const params = { appId: 'wx1234567890abcdef', timeStamp: '1764043200', nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ==' }

describe('requestPayment in the mini-program', () => {
  afterEach(() => jest.mocked(Taro.requestPayment).mockReset())

  it('passes exactly the signed fields, unchanged, and answers requestPayment:ok', async () => {
    const spy = jest.mocked(Taro.requestPayment).mockResolvedValue({ errMsg: 'requestPayment:ok' } as never)
    expect(await requestWechatPayment(params)).toBe('requestPayment:ok')
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy.mock.calls[0][0]).toEqual({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: 'RSA', paySign: params.paySign })
  })

  it('answers the raw failure text: cancelled, or failed with WeChat\'s reason', async () => {
    jest.mocked(Taro.requestPayment).mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    expect(await requestWechatPayment(params)).toBe('requestPayment:fail cancel')
    jest.mocked(Taro.requestPayment).mockRejectedValueOnce(new Error('boom'))
    expect(await requestWechatPayment(params)).toBe('requestPayment:fail')
  })

  it('never opens a payment page in the mini-program', () => {
    expect(() => openPaymentPage('/sandbox/cashier?prepayId=wx1')).toThrow(/requestPayment/)
  })
})
