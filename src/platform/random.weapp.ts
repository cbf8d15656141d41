import Taro from '@tarojs/taro'

/** Secure random bytes in the mini-program (wx.getRandomValues, base library 2.22+). */
export function randomBytes(n: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    Taro.getRandomValues({
      length: n,
      success: res => resolve(new Uint8Array(res.randomValues)),
      fail: err => reject(new Error(err.errMsg))
    })
  })
}
