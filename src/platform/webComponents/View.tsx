/**
 * Taro's View on the website: a <div>, drawn by React in the same render as its page (no custom
 * element to define and hydrate). `hoverClass` is put on while a finger is down, as WeChat does.
 */
import { createElement, forwardRef, useRef, type TouchEvent } from 'react'
import { domProps, type BaseProps } from './common'

export interface ViewProps extends BaseProps {
  hoverClass?: string
  hoverStartTime?: number
  hoverStayTime?: number
  onTouchStart?: (e: TouchEvent<HTMLElement>) => void
  onTouchEnd?: (e: TouchEvent<HTMLElement>) => void
  onTouchCancel?: (e: TouchEvent<HTMLElement>) => void
}

const TARO_ONLY = ['hoverClass', 'hoverStartTime', 'hoverStayTime', 'catchMove', 'animation'] as const

const View = forwardRef<HTMLDivElement, ViewProps>(function View(props, ref) {
  const { hoverClass, hoverStartTime = 50, hoverStayTime = 400, onTouchStart, onTouchEnd, onTouchCancel } = props
  const touching = useRef(false)
  const rest = domProps(props, TARO_ONLY)
  if (hoverClass && hoverClass !== 'none') {
    const on = (e: TouchEvent<HTMLElement>) => {
      touching.current = true
      const el = e.currentTarget
      setTimeout(() => {
        if (touching.current) el.classList.add(hoverClass)
      }, hoverStartTime)
      onTouchStart?.(e)
    }
    const off = (handler?: (e: TouchEvent<HTMLElement>) => void) => (e: TouchEvent<HTMLElement>) => {
      touching.current = false
      const el = e.currentTarget
      setTimeout(() => {
        if (!touching.current) el.classList.remove(hoverClass)
      }, hoverStayTime)
      handler?.(e)
    }
    rest.onTouchStart = on
    rest.onTouchEnd = off(onTouchEnd)
    rest.onTouchCancel = off(onTouchCancel)
  }
  // children as they came (a static list is not a list of siblings that needs keys)
  return createElement('div', { ...rest, ref })
})

export default View
