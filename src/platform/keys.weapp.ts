/** The mini-program has no keyboard: nothing to add (keys.ts is the H5 side). */
export interface PressKeys {
  tabIndex?: number
  onKeyDown?: (e: unknown) => void
}

const NONE: PressKeys = {}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function pressKeys(_disabled?: boolean): PressKeys {
  return NONE
}
