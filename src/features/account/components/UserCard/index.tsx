/**
 * The signed-in person at the top of the account centre's side menu (spec 2.11, 2.14 user-home):
 * avatar, name (the display-name helper of spec 5) and masked phone. Loads the user info lazily
 * once (spec 4).
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { displayName } from '@xungen/contracts'
import Avatar from '@/components/Avatar'
import Link from '@/components/Link'
import { loadCurrentUserLater } from '../../store/sessionStart'
import { useSession } from '@/stores/session'
import { href } from '@/routes/href'
import './index.scss'

export default function UserCard() {
  const profile = useSession(s => s.profile)
  const authed = useSession(s => Boolean(s.token))

  useEffect(() => {
    if (authed) loadCurrentUserLater()
  }, [authed])

  if (!authed) return null
  return (
    <Link to={href('/user/info')} className='xg-user-card'>
      <Avatar avatar={profile?.avatar ?? null} name={profile?.userName} size={48} />
      <View className='xg-user-card__text'>
        <Text className='xg-user-card__name'>{profile ? displayName(profile.userName) || '未设置昵称' : '加载中…'}</Text>
        <Text className='xg-user-card__meta'>{profile?.phoneNumber ? `+${profile.nationCode} ${profile.phoneNumber}` : profile ? '未绑定手机号' : ''}</Text>
      </View>
    </Link>
  )
}
