/**
 * Key-value storage with an expiry, on Taro's synchronous storage API (localStorage on H5,
 * wx storage in the mini-program). Spec 9 gives lifetimes to what the website keeps in cookies
 * (token 7 days, anonymous id 30 days, ...); the mini-program has no cookies, so both targets
 * keep these values here with the same lifetimes.
 */
import Taro from '@tarojs/taro'

interface Stored<T> {
  v: T
  /** epoch ms after which the value is gone; null = no expiry */
  exp: number | null
}

export function readStored<T>(key: string, now: number = Date.now()): T | null {
  try {
    const raw = Taro.getStorageSync(key) as Stored<T> | '' | undefined
    if (!raw || typeof raw !== 'object' || !('v' in raw)) return null
    if (raw.exp !== null && raw.exp <= now) {
      Taro.removeStorageSync(key)
      return null
    }
    return raw.v
  } catch {
    return null
  }
}

export function writeStored<T>(key: string, value: T, maxAgeMs: number | null, now: number = Date.now()): void {
  try {
    Taro.setStorageSync(key, { v: value, exp: maxAgeMs === null ? null : now + maxAgeMs } satisfies Stored<T>)
  } catch {
    // storage full or disabled (Safari private mode): the value lives for this visit only
  }
}

export function removeStored(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing stored
  }
}
