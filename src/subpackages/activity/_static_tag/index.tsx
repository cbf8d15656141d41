// /activity/:static_tag? (spec 2.1): a themed activity page staff write and publish in /ops/content
// (key activity/<tag>); a tag with nothing published, or none, says the activity is not there.
import { Text, View } from '@tarojs/components'
import ContentView from '@/features/content/components/ContentView'
import { definePage, type PageProps } from '@/shell/definePage'
import Link from '@/components/Link'
import { href } from '@/routes/href'

const TAG = /^[a-z0-9][a-z0-9-]{0,47}$/

function Missing() {
  return (
    <View className='xg-content'>
      <Text className='xg-content__empty'>活动不存在或已结束。</Text>
      <Link to={href('/')}>返回首页</Link>
    </View>
  )
}

function ActivityPage({ location }: PageProps) {
  const tag = location.params.static_tag ?? ''
  if (!TAG.test(tag)) return <Missing />
  return <ContentView contentKey={`activity/${tag}`} fallback={<Missing />} />
}

export default definePage(ActivityPage)
