/**
 * The frame of the account pages (sign-in, sign-up, reset, modify): on a desktop a card with the
 * brand's promise on the left and the form on the right; on a phone and in the mini-program the
 * form alone, under its title.
 */
import { Text, View } from '@tarojs/components'
import Heading from '../Heading'
import type { ReactNode } from 'react'
import './index.scss'

export interface AuthShellProps {
  /** left out when the content brings its own (the sign-up steps) */
  title?: string
  subtitle?: ReactNode
  children: ReactNode
  /** under the card: links to the other account pages */
  footer?: ReactNode
  /** step indicator etc. above the title */
  head?: ReactNode
}

const PROMISES = [
  { title: '一次检测，读懂自己', text: '祖源、健康风险、遗传特征与药物反应，一份报告看清楚。' },
  { title: '找到同根的家人', text: '基因亲人与宗亲匹配，沿着父系、母系追溯家族来处。' },
  { title: '数据只属于你', text: '基因数据加密存储，是否公开、是否参与匹配都由你决定。' }
]

export default function AuthShell({ title, subtitle, children, footer, head }: AuthShellProps) {
  return (
    <View className='xg-auth'>
      <View className='xg-auth__card'>
        <View className='xg-auth__brand'>
          <Text className='xg-auth__brand-kicker'>基因寻根</Text>
          <Text className='xg-auth__brand-title'>读懂你的基因，</Text>
          <Text className='xg-auth__brand-title xg-auth__brand-title--next'>找到你的根</Text>
          <View className='xg-auth__promises'>
            {PROMISES.map((p, i) => (
              <View key={p.title} className='xg-auth__promise'>
                <Text className='xg-auth__promise-index'>{`0${i + 1}`}</Text>
                <View className='xg-auth__promise-body'>
                  <Text className='xg-auth__promise-title'>{p.title}</Text>
                  <Text className='xg-auth__promise-text'>{p.text}</Text>
                </View>
              </View>
            ))}
          </View>
          <View className='xg-auth__helix'>
            {Array.from({ length: 9 }, (_, i) => (
              <View key={i} className='xg-auth__rung' style={{ width: `${28 + Math.round(44 * Math.abs(Math.sin(i * 0.7)))}%` }} />
            ))}
          </View>
        </View>
        <View className='xg-auth__form'>
          {head}
          {title && <Heading level={2} className='xg-auth__title'>{title}</Heading>}
          {subtitle && <View className='xg-auth__subtitle'>{subtitle}</View>}
          {children}
        </View>
      </View>
      {footer && <View className='xg-auth__footer'>{footer}</View>}
    </View>
  )
}
