/**
 * The bridge of our apps' web views (spec 7.3 "App bridge handlers"): WebViewJavascriptBridge,
 * the bridge both our iOS (WKWebView) and Android apps inject. Which handlers are registered is
 * features/appBridge/install.ts's business; this file only knows how to register them. Only
 * inside our apps (spec 6 device context 'app'); the mini-program has no such bridge
 * (appBridge.weapp.ts).
 */
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

/** A handler answers the app's call with a value or a promise of one. */
export type BridgeHandler = (data: unknown) => unknown

let installed = false

/** Registers the handlers once, inside our apps only; elsewhere (and on a second call) it does nothing. */
export function registerBridgeHandlers(handlers: Readonly<Record<string, BridgeHandler>>): void {
  if (installed || typeof window === 'undefined' || currentDevice().kind !== 'app') return
  installed = true
  withBridge(bridge => {
    for (const [name, handler] of Object.entries(handlers)) {
      bridge.registerHandler(name, (data, respond) => {
        void Promise.resolve(handler(data)).then(result => respond?.(result))
      })
    }
  })
}
