/** spec 2.20 not-found page content. */
import { Text, View } from '@tarojs/components'
import Button from '../Button'
import { goHome } from '@/navigation'
import './index.scss'

// spec 2.20: message 'sorry, seems no gene found', reasons 'requested page not found' and 'wrong address entered'
export const NOT_FOUND_TEXTS = {
  title: '抱歉，这里似乎没有找到基因',
  reasons: ['你访问的页面不存在', '输入的网址有误'],
  home: '返回首页'
} as const

export interface NotFoundProps {
  /** spec 2.20: the back-to-home button is hidden inside the app */
  showHome: boolean
}

export default function NotFound({ showHome }: NotFoundProps) {
  return (
    <View className='xg-not-found'>
      <Text className='xg-not-found__code' ariaHidden>404</Text>
      <Text className='xg-not-found__title'>{NOT_FOUND_TEXTS.title}</Text>
      <View className='xg-not-found__reasons'>
        <Text className='xg-not-found__lead'>可能的原因：</Text>
        {NOT_FOUND_TEXTS.reasons.map(r => (
          <Text key={r} className='xg-not-found__reason'>{r}</Text>
        ))}
      </View>
      {showHome && <Button onClick={() => void goHome()}>{NOT_FOUND_TEXTS.home}</Button>}
    </View>
  )
}
