/**
 * Keyboard use on H5 (issue 32, WCAG 2.1.1): a view that acts on a tap is reachable with Tab and
 * Enter or Space taps it, as a native button is. Spread on the element itself (`{...pressKeys()}`),
 * so that nothing listens on the whole document and nothing is added to elements after they are
 * drawn. The mini-program has no keyboard (keys.weapp.ts).
 */
import type { KeyboardEvent } from 'react'

export interface PressKeys {
  tabIndex?: number
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void
}

function onPressKey(e: KeyboardEvent<HTMLElement>): void {
  // a key typed in something inside (a field in a row) is that thing's own
  if (e.target !== e.currentTarget) return
  if (e.key !== 'Enter' && e.key !== ' ') return
  e.preventDefault()
  e.currentTarget.click()
}

const KEYS: PressKeys = { tabIndex: 0, onKeyDown: onPressKey }
const NONE: PressKeys = {}

/** Tab reaches the element and Enter/Space activate it; nothing while it is disabled */
export function pressKeys(disabled?: boolean): PressKeys {
  return disabled ? NONE : KEYS
}
