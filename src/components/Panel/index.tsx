/** A card of the account centre with a title, and the label/value rows inside it. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Heading from '../Heading'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface PanelProps {
  title?: string
  /** beside the title (a link, a count) */
  extra?: ReactNode
  description?: ReactNode
  children: ReactNode
  name?: string
}

export function Panel({ title, extra, description, children, name }: PanelProps) {
  return (
    <View className={`xg-panel${name ? ` xg-panel--${name}` : ''}`}>
      {(title || extra) && (
        <View className='xg-panel__head'>
          {title && <Heading level={2} className='xg-panel__title'>{title}</Heading>}
          {extra && <View className='xg-panel__extra'>{extra}</View>}
        </View>
      )}
      {description && <View className='xg-panel__description'>{description}</View>}
      {children}
    </View>
  )
}

export interface PanelRowProps {
  label: string
  children?: ReactNode
  /** on the right: a text action or a tag */
  action?: ReactNode
  onClick?: () => void
  /** under the row: a note or an error */
  note?: ReactNode
  name?: string
  /** shows the chevron of a row that opens something */
  arrow?: boolean
}

export function PanelRow({ label, children, action, onClick, note, name, arrow }: PanelRowProps) {
  return (
    <View {...pressKeys(!onClick)} ariaRole={onClick ? 'button' : undefined} className={`xg-panel-row${name ? ` xg-panel-row--${name}` : ''}${onClick ? ' xg-panel-row--link' : ''}`} onClick={onClick}>
      <View className='xg-panel-row__main'>
        <Text className='xg-panel-row__label'>{label}</Text>
        <View className='xg-panel-row__value'>{children}</View>
        {action && <View className='xg-panel-row__action'>{action}</View>}
        {arrow && <View className='xg-panel-row__arrow' />}
      </View>
      {note && <View className='xg-panel-row__note'>{note}</View>}
    </View>
  )
}
