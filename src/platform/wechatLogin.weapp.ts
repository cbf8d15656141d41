/** Taro.login's code, exchanged by the server for the person's WeChat identity (jscode2session). */
import Taro from '@tarojs/taro'

export async function wechatLoginCode(): Promise<string> {
  const { code } = await Taro.login({ timeout: 10_000 })
  if (!code) throw new Error('wx.login gave no code')
  return code
}
