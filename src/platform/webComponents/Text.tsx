/**
 * Taro's Text on the website: a <span class="taro-text">; not selectable unless `userSelect` or
 * `selectable` (as WeChat's text, and Taro's web component before).
 */
import { createElement, forwardRef } from 'react'
import { cls, domProps, type BaseProps } from './common'

export interface TextProps extends BaseProps {
  selectable?: boolean
  userSelect?: boolean
  space?: 'ensp' | 'emsp' | 'nbsp'
  numberOfLines?: number
  decode?: boolean
}

const TARO_ONLY = ['selectable', 'userSelect', 'space', 'numberOfLines', 'decode'] as const

const Text = forwardRef<HTMLSpanElement, TextProps>(function Text(props, ref) {
  const { className, selectable, userSelect, space } = props
  const rest = domProps(props, TARO_ONLY)
  rest.className = cls('taro-text', (selectable || userSelect) && 'taro-text--select', space && `taro-text--space-${space}`, className)
  return createElement('span', { ...rest, ref })
})

export default Text
