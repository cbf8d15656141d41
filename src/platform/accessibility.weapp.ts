/**
 * Mini-program accessibility (issue 32): WeChat's screen-reader support reads the components'
 * aria-role / aria-label, so nothing is installed; care mode follows WeChat's font size.
 */
import Taro from '@tarojs/taro'

export function setRootClass(_name: string, _on: boolean): void {
  // the mini-program has no document root: the page frame carries the class
}

/** WeChat's standard font size on iOS, in px (settings → general → font size) */
const STANDARD_FONT_SIZE = 17

interface FontInfo {
  fontSizeSetting?: number
  fontSizeScaleFactor?: number
}

/**
 * WeChat's font size is set above standard: the newer base libraries report it in
 * getAppBaseInfo (fontSizeScaleFactor, fontSizeSetting), the older ones in getSystemInfoSync.
 */
export function systemLargeText(): boolean {
  let info: FontInfo = {}
  try {
    info = (typeof Taro.getAppBaseInfo === 'function' ? Taro.getAppBaseInfo() : Taro.getSystemInfoSync()) as FontInfo
  } catch {
    return false
  }
  if (typeof info.fontSizeScaleFactor === 'number' && info.fontSizeScaleFactor > 0) return info.fontSizeScaleFactor > 1
  return typeof info.fontSizeSetting === 'number' && info.fontSizeSetting > STANDARD_FONT_SIZE
}
