/**
 * WeChat's JS-SDK in WeChat's browser (spec 7.2 GET /web/api/new/wechat/sign): the share menu's
 * cards of the website. After each route change the page is signed again (the server computes the
 * signature from its jsapi_ticket); on iOS WeChat keeps the URL the visit was entered with, so the
 * entry URL is signed there (spec 7.2 "The url is the entry URL on iOS"). The card is the page's
 * own (useShareCard) or the page without its query (a visitor of a shared report never passes its
 * token on). Elsewhere (other browsers, the apps) nothing is loaded. The mini-program variant is
 * wechatJssdk.weapp.ts.
 */
import { JSSDK_API_LIST, jssdkUrlToSign } from '@xungen/contracts'
import { SHARING } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { currentDevice } from './device'

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface WxShare {
  title: string
  desc?: string
  link: string
  imgUrl: string
}
interface Wx {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void
  ready(f: () => void): void
  error(f: (e: unknown) => void): void
  updateAppMessageShareData(s: WxShare): void
  updateTimelineShareData(s: WxShare): void
}
declare global {
  interface Window {
    wx?: Wx
  }
}

/** the card the share menu gives: title, description, a URL of this site (path and query) and an image */
export interface WechatCard {
  title: string
  description?: string
  url: string
  imageUrl?: string
  timeline?: boolean
}

/** the URL the visit was entered with (iOS signs it for the whole visit) */
const entryUrl = typeof window !== 'undefined' && window.location ? window.location.href : ''

let sdk: Promise<Wx> | null = null
function loadSdk(): Promise<Wx> {
  if (window.wx) return Promise.resolve(window.wx)
  if (!sdk) {
    sdk = new Promise<Wx>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = SDK_URL
      script.async = true
      script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('jweixin missing')))
      script.onerror = () => reject(new Error('jweixin failed to load'))
      document.head.appendChild(script)
    }).catch(err => {
      sdk = null
      throw err
    })
  }
  return sdk
}

let ready: Promise<Wx | null> = Promise.resolve(null)
let card: WechatCard | null = null
let signs = 0

function origin(): string {
  return window.location.origin
}

function apply(wx: Wx | null): void {
  if (!wx) return
  const c = card ?? { title: document.title || '基因寻根', url: window.location.pathname }
  const share: WxShare = { title: c.title, desc: c.description ?? '基因检测与寻根溯源：健康、祖源与寻亲', link: origin() + c.url, imgUrl: c.imageUrl ?? origin() + '/favicon.ico' }
  wx.updateAppMessageShareData(share)
  if (c.timeline !== false) wx.updateTimelineShareData(share)
}

/** signs the page shown (call after each route change); nothing outside WeChat's browser */
export function signWechatPage(): void {
  if (typeof window === 'undefined' || currentDevice().kind !== 'wechat') return
  const url = jssdkUrlToSign(currentDevice().os, window.location.href, entryUrl)
  const mine = ++signs
  ready = Promise.all([loadSdk(), call(SHARING.wechatSign, { query: { url } })])
    .then(
      ([wx, config]) =>
        new Promise<Wx | null>(resolve => {
          wx.config({ debug: false, appId: config.appId, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature, jsApiList: [...(config.jsApiList.length ? config.jsApiList : JSSDK_API_LIST)] })
          wx.ready(() => resolve(wx))
          wx.error(() => resolve(null))
        })
    )
    .catch(() => null)
  void ready.then(wx => {
    if (mine === signs) apply(wx)
  })
}

/** the page's own card (null: the page without its query); applied once the page is signed */
export function setWechatShareCard(next: WechatCard | null): void {
  card = next
  if (typeof window === 'undefined' || currentDevice().kind !== 'wechat') return
  void ready.then(apply)
}
