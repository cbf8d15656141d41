/**
 * Button presses as the tracking feature counts them (issue 26 item 10): the shared Button tells
 * this leaf module the name of a pressed button (its own class, `xg-content-save` → `content-save`;
 * buttons without one are not named, so not counted); the tracker, when on, listens. Never the
 * button's text (it may hold a name).
 */
type Listener = (button: string) => void

let listener: Listener | null = null

export function onButtonPress(next: Listener | null): void {
  listener = next
}

/** the name of a button from its extra class names, or null */
export function buttonName(className: string | undefined): string | null {
  const own = (className ?? '').split(/\s+/).find(c => /^xg-[a-z0-9-]+$/.test(c) && !c.startsWith('xg-button'))
  return own ? own.slice(3, 43) : null
}

export function notePress(className: string | undefined): void {
  if (!listener) return
  const name = buttonName(className)
  if (name) listener(name)
}
