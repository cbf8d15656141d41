/**
 * The request layer's transport on the website (services/request.ts): the browser's own fetch.
 * Taro's H5 request is fetch as well, but brings a fetch polyfill, an AbortController polyfill
 * and a JSONP client with it (about 50 KB of script before every page's text, issue 31) that
 * every browser the site supports does without. It answers as Taro.request does: every HTTP
 * status resolves (the envelope decides), the body read as JSON (null when it is not JSON or
 * empty), a network failure or the timeout rejects. The mini-program's is http.weapp.ts.
 */
import type { Transport } from '@/services/client'

export const httpTransport: Transport = async req => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), req.timeout)
  try {
    const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: controller.signal, credentials: 'same-origin' })
    const text = res.status === 204 ? '' : await res.text()
    let data: unknown = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = null
    }
    return { statusCode: res.status, data }
  } catch (err) {
    throw new Error(controller.signal.aborted ? 'request:fail timeout' : `request:fail ${err instanceof Error ? err.message : String(err)}`)
  } finally {
    clearTimeout(timer)
  }
}
