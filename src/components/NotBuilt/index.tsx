/**
 * The one "not built yet" view: every route whose page is not built renders this inside its
 * layout (spec-driven progress: `npm run routes:report` counts the pages that still use it).
 */
import { Text, View } from '@tarojs/components'
import Button from '../Button'
import { goBack, goHome } from '@/navigation'
import './index.scss'

export const NOT_BUILT_SENTENCE = '这部分功能正在建设中，很快就会和你见面。'

export interface NotBuiltProps {
  title: string
}

export default function NotBuilt({ title }: NotBuiltProps) {
  return (
    <View className='xg-not-built'>
      <View className='xg-not-built__art'>
        <View className='xg-not-built__bar xg-not-built__bar--1' />
        <View className='xg-not-built__bar xg-not-built__bar--2' />
        <View className='xg-not-built__bar xg-not-built__bar--3' />
      </View>
      <Text className='xg-not-built__title'>{title}</Text>
      <Text className='xg-not-built__text'>{NOT_BUILT_SENTENCE}</Text>
      <View className='xg-not-built__actions'>
        <Button onClick={() => void goHome()}>返回首页</Button>
        <Button variant='ghost' onClick={() => void goBack()}>返回上一页</Button>
      </View>
    </View>
  )
}
