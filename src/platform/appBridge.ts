/**
 * The bridge of our apps' web views (spec 7.3 "App bridge handlers"): the handlers of
 * features/appBridge registered on WebViewJavascriptBridge, the bridge both our iOS (WKWebView)
 * and Android apps inject. Only inside our apps (spec 6 device context 'app'); the mini-program
 * has no such bridge (appBridge.weapp.ts).
 */
import { BRIDGE_HANDLER_NAMES, createBridgeHandlers } from '@/features/appBridge/handlers'
import { currentShareInfo } from '@/features/appBridge/shareInfo'
import { acceptAppToken } from '@/features/account/session'
import { navigate } from '@/navigation'
import { currentDevice } from './device'

type Callback = (response: unknown) => void
interface JsBridge {
  registerHandler(name: string, handler: (data: unknown, respond?: Callback) => void): void
}

declare global {
  interface Window {
    WebViewJavascriptBridge?: JsBridge
    WVJBCallbacks?: Array<(bridge: JsBridge) => void>
  }
}

/** The usual set-up: the bridge now, the Android ready event, or the iOS callbacks queue. */
function withBridge(callback: (bridge: JsBridge) => void): void {
  if (window.WebViewJavascriptBridge) return callback(window.WebViewJavascriptBridge)
  document.addEventListener('WebViewJavascriptBridgeReady', () => window.WebViewJavascriptBridge && callback(window.WebViewJavascriptBridge), { once: true })
  if (window.WVJBCallbacks) {
    window.WVJBCallbacks.push(callback)
    return
  }
  window.WVJBCallbacks = [callback]
  const frame = document.createElement('iframe')
  frame.style.display = 'none'
  frame.src = 'https://__bridge_loaded__'
  document.documentElement.appendChild(frame)
  setTimeout(() => frame.remove(), 0)
}

let installed = false

export function installAppBridge(): void {
  if (installed || typeof window === 'undefined' || currentDevice().kind !== 'app') return
  installed = true
  const handlers = createBridgeHandlers({ shareInfo: currentShareInfo, acceptToken: acceptAppToken, open: path => navigate(path) })
  withBridge(bridge => {
    for (const name of BRIDGE_HANDLER_NAMES) {
      bridge.registerHandler(name, (data, respond) => {
        void Promise.resolve(handlers[name](data)).then(result => respond?.(result))
      })
    }
  })
}
