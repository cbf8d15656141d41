/** What every ancestry page shows around its data: loading, the error view, and no person yet. */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { PageStateLook } from '@/components/PageState'
import { AncestryUpsell, type UpsellTopic } from './Upsell'
import './ancestry.scss'

export function NoPerson() {
  return (
    <View className='xg-anc'>
      <View className='xg-anc__card'>
        <Heading level={3} className='xg-anc__h'>还没有可查看的祖源报告</Heading>
        <Text className='xg-anc__meta'>登录并绑定检测人，报告发布后即可在这里查看祖源成分、父系和母系单倍群。</Text>
        <Button to='/user/persons/bind'>绑定采样器</Button>
      </View>
    </View>
  )
}

/** how the ancestry pages look around their data (components/PageState): their loading line; 2200 not published; 2700 the product has no ancestry: the topic's upgrade offer; no person yet */
export function ancestryStates(upsell?: UpsellTopic): PageStateLook {
  return {
    loading: <Text className='xg-anc__meta xg-anc'>加载中…</Text>,
    onCode: code => {
      if (upsell && code === 2700) return <AncestryUpsell topic={upsell} />
      if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看。' />
      return null
    },
    empty: <NoPerson />
  }
}
