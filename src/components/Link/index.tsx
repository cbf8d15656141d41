/**
 * A link to a spec URL. On H5 it is a real <a href> (open in a new tab, copy the address,
 * crawlers follow it) whose plain clicks navigate inside the app; the mini-program variant is
 * index.weapp.tsx.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import { navigate } from '@/navigation'
import './index.scss'

export interface LinkProps {
  to: string
  className?: string
  style?: CSSProperties
  children?: ReactNode
  /** replace the current page (no new history entry) */
  replace?: boolean
  onNavigate?: () => void
  'aria-label'?: string
}

export default function Link({ to, className, style, children, replace, onNavigate, ...aria }: LinkProps) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(to)
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (external || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    onNavigate?.()
    void navigate(to, { replace })
  }
  return (
    <a href={to} className={className ?? 'xg-link'} style={style} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...aria}>
      {children}
    </a>
  )
}
