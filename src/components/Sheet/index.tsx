/**
 * A panel over the page: a bottom sheet on phones and in the mini-program, a centred dialog on
 * wider screens (spec 9: 768 px). Renders nothing while closed; the mask closes it.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface SheetProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** buttons under the content */
  footer?: ReactNode
  /** a modifier for styles and tests: `xg-sheet--<name>` */
  name?: string
}

export default function Sheet({ open, title, onClose, children, footer, name }: SheetProps) {
  if (!open) return null
  return (
    <View className={`xg-sheet${name ? ` xg-sheet--${name}` : ''}`} ariaRole='dialog' ariaLabel={title} catchMove>
      <View className='xg-sheet__mask' onClick={onClose} />
      <View className='xg-sheet__panel'>
        <View className='xg-sheet__head'>
          <Text className='xg-sheet__title'>{title}</Text>
          <View {...pressKeys()} className='xg-sheet__close' ariaRole='button' ariaLabel='关闭' onClick={onClose}>
            <Text className='xg-sheet__close-icon'>×</Text>
          </View>
        </View>
        <View className='xg-sheet__body'>{children}</View>
        {footer && <View className='xg-sheet__foot'>{footer}</View>}
      </View>
    </View>
  )
}
