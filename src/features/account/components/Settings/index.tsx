/**
 * /user/settings (spec 2.11 "change password"): the account's phone and password, the export of
 * its data (DataExport), the way to the delivery addresses and to cancelling the account, and logging out (spec 6: states 1 and 4,
 * outside the messaging app).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { logoutUrl, showLogoutLink } from '@xungen/contracts'
import Button from '@/components/Button'
import { Panel, PanelRow } from '@/components/Panel'
import Switch from '@/components/Switch'
import { confirm } from '@/components/feedback'
import DataExportRow from '@/features/account/components/DataExport'
import ModifyPasswordForm from '@/features/account/components/ModifyPasswordForm'
import { loadCurrentUser } from '@/features/account/store/session'
import { navigate } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { currentOrigin } from '@/platform/currentLocation'
import { useSession } from '@/stores/session'
import { useCareMode, useCareOn } from '@/stores/careMode'
import { href } from '@/routes/href'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export default function Settings() {
  const profile = useSession(s => s.profile)
  const userState = useSession(s => s.user?.userState)
  const [changing, setChanging] = useState(false)
  const inMessagingApp = currentDevice().kind === 'wechat'
  const careOn = useCareOn()
  const careChoice = useCareMode(s => s.choice)
  const chooseCare = useCareMode(s => s.choose)

  useEffect(() => {
    void loadCurrentUser()
  }, [])

  async function logout() {
    if (await confirm('退出后需要重新登录才能查看报告和消息，确定退出吗？', { confirmText: '退出登录' })) {
      await navigate(logoutUrl(inMessagingApp, currentOrigin().origin))
    }
  }

  return (
    <View className='xg-settings'>
      <Panel title='账号安全'>
        <PanelRow name='phone' label='手机号'>
          <Text>{profile?.phoneNumber ? `+${profile.nationCode} ${profile.phoneNumber}` : '未绑定'}</Text>
        </PanelRow>
        <PanelRow
          name='password'
          label='登录密码'
          action={!changing && profile ? <Text {...pressKeys()} ariaRole='button' onClick={() => setChanging(true)}>{profile.hasPassword ? '修改' : '设置'}</Text> : undefined}
        >
          <Text className={profile?.hasPassword ? '' : 'xg-settings__muted'}>{profile ? (profile.hasPassword ? '已设置' : '未设置，可用验证码登录') : ''}</Text>
        </PanelRow>
        {changing && profile && (
          <View className='xg-settings__form'>
            <ModifyPasswordForm profile={profile} onDone={() => setChanging(false)} />
            <Text {...pressKeys()} ariaRole='button' className='xg-settings__cancel' onClick={() => setChanging(false)}>取消</Text>
          </View>
        )}
      </Panel>
      <Panel title='显示'>
        {/* issue 32: care mode, a setting of this device (stores/careMode) */}
        <PanelRow
          name='care'
          label='关怀模式'
          action={<Switch checked={careOn} label='关怀模式' onChange={on => chooseCare(on ? 'on' : 'off')} />}
          note={careChoice === 'system'
            ? (careOn ? <Text className='xg-settings__muted'>已按系统的大字体设置开启</Text> : undefined)
            : <Text {...pressKeys()} className='xg-settings__link' ariaRole='button' onClick={() => chooseCare('system')}>改为跟随系统字体设置</Text>}
        >
          <Text className='xg-settings__muted'>字号更大、对比更强、版面更简洁，适合长辈使用；只对这台设备生效</Text>
        </PanelRow>
      </Panel>
      <Panel title='隐私'>
        <DataExportRow />
      </Panel>
      <Panel title='更多'>
        <PanelRow name='address' label='收货地址' arrow onClick={() => void navigate(href('/user/address/address-manage'))}>
          <Text className='xg-settings__muted'>管理寄送采样器的地址</Text>
        </PanelRow>
        <PanelRow name='cancellation' label='注销账号' arrow onClick={() => void navigate(href('/user/cancellation'))}>
          <Text className='xg-settings__muted'>删除账号及全部数据</Text>
        </PanelRow>
      </Panel>
      {showLogoutLink(userState, inMessagingApp) && (
        <View className='xg-settings__logout'>
          <Button variant='ghost' block onClick={() => void logout()}>退出登录</Button>
        </View>
      )}
    </View>
  )
}
