/** Driving a mounted page the way a person does: type into a field, tap, wait for text. */
import TestUtils from '@tarojs/test-utils-react'

export const testUtils = new TestUtils()

export function visit(url: string): void {
  window.history.replaceState({}, '', url)
}

export function text(): string {
  return document.body.textContent || ''
}

/** Waits until the page shows every string (or fails after the time-out, with the page's text). */
export async function see(...strings: string[]): Promise<void> {
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const t = text()
    if (strings.every(s => t.includes(s))) return
    await new Promise(r => setTimeout(r, 20))
  }
  throw new Error(`expected to see ${JSON.stringify(strings)} in: ${text().slice(0, 600)}`)
}

export async function notSee(s: string): Promise<void> {
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    if (!text().includes(s)) return
    await new Promise(r => setTimeout(r, 20))
  }
  throw new Error(`still showing ${s}`)
}

function element(selector: string): HTMLElement {
  const el = document.querySelector(selector) as HTMLElement | null
  if (!el) throw new Error(`nothing matches ${selector}`)
  return el
}

/**
 * Focuses a field as the browser does: `focus` on the field and `focusin` bubbling from it (React
 * hears focus through focusin), also when it has the focus already.
 */
export function focusField(input: HTMLElement): void {
  input.focus()
  input.dispatchEvent(new FocusEvent('focus'))
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
}

/** Types a value into the input (or textarea) of a field. */
export async function type(fieldSelector: string, value: string): Promise<void> {
  // (Taro's web component rendered its native <input> a tick after the field itself)
  const selector = `${fieldSelector} input, ${fieldSelector} textarea`
  await until(() => !!document.querySelector(selector), selector)
  const input = element(selector) as HTMLInputElement
  focusField(input)
  // as the browser types: through the element's own value setter, so that React's controlled
  // field sees a change (assigning .value on the element itself would tell React it is current)
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  await new Promise(r => setTimeout(r, 10))
}

export function valueOf(fieldSelector: string): string {
  return (element(`${fieldSelector} input, ${fieldSelector} textarea`) as HTMLInputElement).value
}

/** Taps the first element matching the selector whose text contains `label` (when given). */
export async function tap(selector: string, label?: string): Promise<void> {
  const all = Array.from(document.querySelectorAll(selector)) as HTMLElement[]
  const el = label === undefined ? all[0] : all.find(e => (e.textContent || '').includes(label))
  if (!el) throw new Error(`nothing to tap: ${selector}${label ? ` "${label}"` : ''}`)
  el.click()
  await new Promise(r => setTimeout(r, 10))
}

/** Waits for a condition that a call or a timer will make true. */
export async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (Date.now() < end) {
    if (check()) return
    await new Promise(r => setTimeout(r, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}
