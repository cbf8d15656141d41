/** spec 2.9 "upsell pages" for maternal migration, ethnic lineage and gene relatives: shown inside those pages when the server answers 2700 (the product has no ancestry). */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import Button from '@/components/Button'
import { href } from '@/routes/href'
import './ancestry.scss'

export type UpsellTopic = 'maternal' | 'nation' | 'relatives'

const UPSELL: Record<UpsellTopic, { title: string; lines: string[] }> = {
  maternal: {
    title: '升级查看母系溯源',
    lines: [
      '您当前的检测不含祖源分析。升级后，我们会用芯片读到的线粒体位点判定您的母系单倍群（PhyloTree 17），列出从线粒体共同祖先到您的分支路径和支持它的突变。',
      '母系的迁徙路线和分支年代需要有文献依据的测年数据，目前参考数据中没有，升级后也不会给出推测的路线。'
    ]
  },
  nation: {
    title: '升级查看民族与祖源成分',
    lines: [
      '您当前的检测不含祖源分析。升级后，可以查看按千人基因组计划参考人群估计的祖源成分及每一项的 95% 区间。',
      '目前的祖源标记只能可靠地分到大洲一级（如“东亚”），不细分汉族南北或各少数民族。'
    ]
  },
  relatives: {
    title: '升级开启基因寻亲',
    lines: [
      '您当前的检测不含祖源分析，不能参与基因寻亲比对。升级后开启基因寻亲，即可与其他同样开启的用户比对共享的 DNA 片段，查看亲缘等级和染色体对比。',
      '只有双方都开启寻亲才会互相看到；随时可以关闭。'
    ]
  }
}

/** spec 2.9 upsell: what the upgrade adds here, honestly, and the way to upgrade */
export function AncestryUpsell({ topic }: { topic: UpsellTopic }) {
  const u = UPSELL[topic]
  return (
    <View className='xg-anc'>
      <View className='xg-anc__card xg-anc__upsell'>
        <Heading level={3} className='xg-anc__h'>{u.title}</Heading>
        {u.lines.map(l => <Text key={l} className='xg-anc__meta'>{l}</Text>)}
        <Button to={href('/upgrade')}>了解升级</Button>
      </View>
    </View>
  )
}

