/**
 * A vertical timeline, newest first (the sample's states on /user/persons/detection-status).
 * The first entry is the current one; an entry may be marked as a problem (a failed QC).
 */
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface TimelineItem {
  key: string
  title: string
  content?: string
  /** shown as given (the caller formats the date) */
  time?: string
  tone?: 'normal' | 'problem' | 'done'
}

export default function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <View className='xg-timeline'>
      {items.map((item, i) => (
        <View key={item.key} className={`xg-timeline__item xg-timeline__item--${item.tone ?? 'normal'}${i === 0 ? ' xg-timeline__item--current' : ''}`}>
          <View className='xg-timeline__dot' />
          <View className='xg-timeline__body'>
            <View className='xg-timeline__head'>
              <Text className='xg-timeline__title'>{item.title}</Text>
              {item.time && <Text className='xg-timeline__time'>{item.time}</Text>}
            </View>
            {item.content && <Text className='xg-timeline__content'>{item.content}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
