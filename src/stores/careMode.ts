/**
 * Care mode (关怀模式, issue 32): larger type, higher contrast and simpler layouts for older readers.
 * A setting of this device (Taro storage: localStorage on H5, wx storage in the mini-program; no
 * account needed, a relative helping on the same phone keeps it): 'on', 'off', or unset, which
 * follows the system's large-text setting where the platform reports it
 * (platform/accessibility: WeChat's font size, the browser's text size). The page frame puts the
 * theme's root class on while it is on (theme/care.scss).
 */
import { create } from 'zustand'
import { readStored, writeStored } from '@/platform/storage'
import { systemLargeText } from '@/platform/accessibility'

const KEY = 'careMode'

export type CareChoice = 'on' | 'off' | 'system'

/** the root class care mode puts on the page frame (and on H5's <html>) */
export const CARE_CLASS = 'xg-care'

export function isCareOn(choice: CareChoice, systemLarge: boolean): boolean {
  return choice === 'on' || (choice === 'system' && systemLarge)
}

function storedChoice(): CareChoice {
  const v = readStored<string>(KEY)
  return v === 'on' || v === 'off' ? v : 'system'
}

interface CareModeState {
  choice: CareChoice
  /** the system reports large text (read once a visit: the setting changes outside the app) */
  systemLarge: boolean | null
  choose(choice: CareChoice): void
}

export const useCareMode = create<CareModeState>(set => ({
  choice: storedChoice(),
  systemLarge: null,
  choose(choice) {
    // kept without expiry: a setting of the device, not of a session
    writeStored(KEY, choice, null)
    set({ choice })
  }
}))

/** the system's large-text setting, read the first time a page asks */
export function systemLargeTextOnce(): boolean {
  const known = useCareMode.getState().systemLarge
  if (known !== null) return known
  const large = systemLargeText()
  useCareMode.setState({ systemLarge: large })
  return large
}

/** care mode is on for this device now */
export function useCareOn(): boolean {
  const choice = useCareMode(s => s.choice)
  const systemLarge = useCareMode(s => s.systemLarge)
  return isCareOn(choice, systemLarge ?? false)
}
