/**
 * What the site's thin web components share: the props Taro's components take on both targets
 * that a DOM element does not know.
 */
import type { CSSProperties, ReactNode, Ref } from 'react'

export interface BaseProps {
  className?: string
  style?: CSSProperties | string
  id?: string
  children?: ReactNode
  // anything else (data-*, role, aria-*, tabIndex, handlers) goes to the element as React has it
}

export type ForwardedRef = Ref<HTMLElement>

// WeChat's accessibility props (types/taro-aria.d.ts). JSX attributes written with these names are
// renamed at build time (babel-plugin-transform-taroapi: ariaRole → role, ariaLabel → aria-label,
// …), but not ariaDisabled, nor the ones that arrive inside a spread object.
const ARIA_PROP = /^aria([A-Z][a-z]*)$/

/** a style given as a string (Taro allows it, and so do rich text's nodes) as React's object */
export function styleObject(style: string): CSSProperties {
  const out: Record<string, string> = {}
  for (const part of style.split(';')) {
    const i = part.indexOf(':')
    if (i <= 0) continue
    const name = part.slice(0, i).trim()
    const value = part.slice(i + 1).trim()
    if (!name) continue
    out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value
  }
  return out as CSSProperties
}

/**
 * The props a DOM element gets: aria props as role / aria-*, a string style as an object, and
 * without the Taro-only props named in `drop`.
 */
export function domProps(given: object, drop: readonly string[] = []): Record<string, unknown> {
  const props = given as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(props)) {
    const value = props[key]
    if (drop.includes(key) || key === 'forwardedRef') continue
    const aria = ARIA_PROP.exec(key)
    if (aria) {
      if (value === undefined || value === null) continue
      out[aria[1] === 'Role' ? 'role' : `aria-${aria[1].toLowerCase()}`] = typeof value === 'boolean' ? String(value) : value
      continue
    }
    if (key === 'style' && typeof value === 'string') {
      out.style = styleObject(value)
      continue
    }
    out[key] = value
  }
  return out
}

/** class names joined, empty parts left out */
export function cls(...names: (string | false | null | undefined)[]): string | undefined {
  const s = names.filter(Boolean).join(' ')
  return s || undefined
}
