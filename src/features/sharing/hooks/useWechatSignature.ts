/**
 * spec 7.2: the page is signed for WeChat's JS-SDK after each route change, also when a page
 * further down the stack is shown again (PageFrame; only in WeChat's browser: platform/wechatJssdk).
 */
import { useDidShow } from '@tarojs/taro'
import { signWechatPage } from '@/platform/wechatJssdk'

export function useWechatSignature(): void {
  useDidShow(() => signWechatPage())
}
