/**
 * The current tree (spec 4 "Family tree"): chosen by pickCurrentTree (contracts) and kept 180 days
 * (spec 9: the family-tree current-id cookie). Kept in the client's storage with its expiry, on
 * both platforms (the mini-program has no cookies).
 */
import Taro from '@tarojs/taro'
import { CURRENT_TREE_DAYS, CURRENT_TREE_STORAGE_KEY } from '@xungen/contracts'

const DAY = 24 * 60 * 60 * 1000

export function readCurrentTreeId(now = Date.now()): number | null {
  try {
    const v = Taro.getStorageSync(CURRENT_TREE_STORAGE_KEY) as { id?: unknown; expires?: unknown } | ''
    if (!v || typeof v !== 'object' || typeof v.id !== 'number' || typeof v.expires !== 'number' || v.expires < now) return null
    return v.id
  } catch {
    return null
  }
}

export function storeCurrentTreeId(id: number | null, now = Date.now()): void {
  try {
    if (id === null) Taro.removeStorageSync(CURRENT_TREE_STORAGE_KEY)
    else Taro.setStorageSync(CURRENT_TREE_STORAGE_KEY, { id, expires: now + CURRENT_TREE_DAYS * DAY })
  } catch {
    // storage full or refused: the rule still picks a tree on the next visit
  }
}
