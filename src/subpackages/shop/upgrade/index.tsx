// /upgrade (spec 2.1; legacy upgrade, sctlist and standard land here): what an upgrade is, then the
// account's upgrade offers once signed in (features/commerce/components/UpgradeCenter).
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import UpgradeCenter from '@/features/commerce/components/UpgradeCenter'
import { href } from '@/routes/href'
import { definePage, type PageProps } from '@/shell/definePage'
import { isAuthed } from '@/stores/session'
import '@/features/commerce/components/UpgradeCenter/index.scss'

function Page({ location }: PageProps) {
  if (isAuthed()) return <UpgradeCenter barcode={location.query.barcode || undefined} />
  return (
    <View className='xg-upgrade'>
      <View className='xg-upgrade__card'>
        <Text className='xg-upgrade__person'>检测升级</Text>
        <Text className='xg-upgrade__intro'>已完成检测的样本可以升级到更高版本：补两个版本的差价，用您已存储的检测数据重新计算报告，解锁更多解读，不需要重新采样。</Text>
        <Button to={href('/auth/signin', {}, { from: location.path + location.search })}>登录后查看可升级的样本</Button>
      </View>
    </View>
  )
}

export default definePage(Page)
