/**
 * /user (spec 2.11 account centre home; where sign-up lands): the account holder's kits and where
 * each sample is (detection status), the way to bind a kit, and the centre's menu.
 */
import { Text, View } from '@tarojs/components'
import { displayName } from '@xungen/contracts'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { useQuery } from '@/hooks/useQuery'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { stateTone } from '../model/person'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

const MENU = [
  { label: '检测人管理', to: '/user/persons', note: '编辑信息、隐私设置、下载原始数据' },
  { label: '检测进度', to: '/user/persons/detection-status', note: '样本寄回后的每一步' },
  { label: '账号资料', to: '/user/info', note: '昵称和头像' },
  { label: '我的订单', to: '/user/orders' },
  { label: '我的优惠券', to: '/user/coupon' },
  { label: '我的余额', to: '/balance/withdraw', note: '邀请奖励、提现' },
  { label: '导入基因数据', to: '/import', note: '导入其他平台的芯片或 Y 染色体数据' },
  { label: '核酸检测', to: '/home-test', note: '绑定采样管、预约采样、查看结果' },
  { label: '账号设置', to: '/user/settings', note: '修改密码、导出我的数据' }
]

export default function AccountHome() {
  const profile = useSession(s => s.profile)
  const state = useQuery(['persons', 'detectionStatusList'], () => call(PERSONS_ENDPOINTS.detectionStatusList))
  return (
    <View className='xg-persons xg-account-home'>
      <View className='xg-persons__head'>
        <Text className='xg-persons__title'>{profile ? `你好，${displayName(profile.userName) || '用户'}` : '个人中心'}</Text>
      </View>
      <Text className='xg-persons__meta'>我的检测</Text>
      {state.status === 'loading' && <Text className='xg-persons__loading'>加载中…</Text>}
      {state.status === 'failed' && <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />}
      {state.status === 'done' && state.data.list.length === 0 && (
        <View className='xg-persons__card xg-persons__empty'>
          <Text>还没有绑定采样器。收到采样盒后，先绑定检测人再采集唾液。</Text>
          <Button to='/user/persons/bind'>绑定采样器</Button>
        </View>
      )}
      {state.status === 'done' &&
        state.data.list.map(d => (
          <Link key={d.barcode} to={`/user/persons/detection-status/${d.barcode}`} className='xg-persons__card xg-account-home__kit'>
            <View className='xg-persons__row'>
              <Text className='xg-persons__name'>{d.personName}</Text>
              <Text className={`xg-persons__tag${stateTone(d.state) === 'problem' ? ' xg-persons__tag--problem' : ''}`}>{d.title ?? '待寄回'}</Text>
            </View>
            <Text className='xg-persons__meta'>{`${d.product.name} · ${d.barcode}`}</Text>
          </Link>
        ))}
      {state.status === 'done' && state.data.list.length > 0 && (
        <View className='xg-persons__actions'>
          <Button to='/user/persons/bind' variant='secondary'>绑定新的采样器</Button>
          <Button to='/report' variant='ghost'>查看报告</Button>
        </View>
      )}
      <View className='xg-persons__links xg-account-home__menu'>
        {MENU.map(m => (
          <Link key={m.to} to={m.to} className='xg-persons__link'>
            <Text>{m.label}</Text>
            {m.note && <Text className='xg-persons__link-note'>{m.note}</Text>}
          </Link>
        ))}
      </View>
    </View>
  )
}
