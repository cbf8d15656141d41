/** Mini-program link: a tappable view that opens the spec URL through the navigation helper. */
import { View } from '@tarojs/components'
import type { CSSProperties, ReactNode } from 'react'
import { navigate } from '@/navigation'

export interface LinkProps {
  to: string
  className?: string
  style?: CSSProperties
  children?: ReactNode
  replace?: boolean
  onNavigate?: () => void
  'aria-label'?: string
}

export default function Link({ to, className, style, children, replace, onNavigate, ...aria }: LinkProps) {
  return (
    <View
      className={className}
      style={style}
      hoverClass='xg-link--active'
      ariaRole='link'
      ariaLabel={aria['aria-label']}
      onClick={() => {
        onNavigate?.()
        void navigate(to, { replace })
      }}
    >
      {children}
    </View>
  )
}
