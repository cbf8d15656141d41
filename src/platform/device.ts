/** The device context of this browser (spec 6). The mini-program variant is device.weapp.ts. */
import { detectDevice, type DeviceContext } from '@xungen/contracts'

let cached: DeviceContext | null = null

export function currentDevice(): DeviceContext {
  if (!cached) {
    const ua = typeof navigator !== 'undefined' ? navigator.userAgent : ''
    const inMiniProgramWebView = typeof window !== 'undefined' && window.__wxjs_environment === 'miniprogram'
    cached = detectDevice(ua, { miniProgram: inMiniProgramWebView })
  }
  return cached
}

/** for tests: forget the cached context */
export function resetDeviceCache(): void {
  cached = null
}
