/** In the mini-program the context is known: spec 6 "mini-program". */
import Taro from '@tarojs/taro'
import { detectDevice, type DeviceContext } from '@xungen/contracts'

let cached: DeviceContext | null = null

export function currentDevice(): DeviceContext {
  if (!cached) {
    let platform = ''
    try {
      platform = Taro.getDeviceInfo().platform || ''
    } catch {
      // older base libraries: the OS stays unknown, which nothing depends on
    }
    const ua = platform === 'ios' ? 'iPhone' : platform === 'android' ? 'Android' : ''
    cached = detectDevice(ua, { miniProgram: true })
  }
  return cached
}

export function resetDeviceCache(): void {
  cached = null
}
