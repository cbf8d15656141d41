/** The words of /demo/jsbridge: what each app bridge handler does (spec 7.3) and the device contexts of spec 6. */
import type { DeviceKind } from '@xungen/contracts'
import type { BRIDGE_HANDLER_NAMES } from '@/features/appBridge/handlers'

export const BRIDGE_HANDLER_TEXT: Readonly<Record<(typeof BRIDGE_HANDLER_NAMES)[number], { title: string; text: string }>> = {
  getShareInfo: { title: '获取分享信息', text: '返回标题、描述、链接和缩略图：页面自己设置的分享信息，否则是页面的标题、描述和地址；取不到时返回码为 -1。' },
  updateToken: { title: '更新登录凭证', text: '保存 App 交给网页的登录凭证，标记为已登录，并由服务器在浏览器中保存 7 天有效的登录状态；凭证为空或被服务器拒绝时返回码为 -1。' },
  gotoPage: { title: '页面跳转', text: '在网页中打开一个完整的站内路径（含查询参数）；路径不合法或跳转失败时返回码为 -1。' }
}

export const DEVICE_TEXT: Readonly<Record<DeviceKind, string>> = {
  app: '基因寻根 App 内',
  miniprogram: '微信小程序内',
  wechat: '微信内置浏览器',
  mobile: '手机浏览器',
  pc: '电脑浏览器'
}
