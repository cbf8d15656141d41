/**
 * The product's button: a link when it has `to`, an action otherwise. Built on View so that it
 * looks the same in the browser and the mini-program (the native <button> carries WeChat's
 * own styles).
 */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Link from '../Link'
import { notePress } from '@/lib/buttonPresses'
import { pressKeys } from '@/platform/keys'
import './index.scss'

export interface ButtonProps {
  children: ReactNode
  to?: string
  onClick?: () => void
  variant?: 'primary' | 'secondary' | 'ghost' | 'light' | 'danger'
  size?: 's' | 'm' | 'l'
  block?: boolean
  className?: string
  /** greyed out; taps do nothing */
  disabled?: boolean
  /** an action is under way: taps do nothing, the label says so */
  loading?: boolean
}

export default function Button({ children, to, onClick, variant = 'primary', size = 'm', block, className, disabled, loading }: ButtonProps) {
  const inactive = disabled || loading
  const cls = `xg-button xg-button--${variant} xg-button--${size}${block ? ' xg-button--block' : ''}${inactive ? ' xg-button--disabled' : ''}${loading ? ' xg-button--loading' : ''}${className ? ' ' + className : ''}`
  // tracking (issue 26 item 10): the button's own class names it; nothing is sent unless the tracker is on
  const press = () => {
    notePress(className)
    onClick?.()
  }
  if (to && !inactive) return <Link to={to} className={cls} onNavigate={press}>{children}</Link>
  return (
    <View
      className={cls}
      ariaRole='button'
      {...pressKeys(inactive)}
      ariaDisabled={inactive ? true : undefined}
      hoverClass={inactive ? 'none' : 'xg-button--pressed'}
      onClick={inactive ? undefined : press}
    >
      {loading && <View className='xg-button__spinner' />}
      {children}
    </View>
  )
}
