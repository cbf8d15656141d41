/**
 * The mini-program's login code (Taro.login). Websites have none: the messaging-app browser signs
 * in through the server's /login page (spec 2.18). The mini-program variant is wechatLogin.weapp.ts.
 */
export async function wechatLoginCode(): Promise<string> {
  throw new Error('wx.login is only available in the mini-program')
}
