/**
 * The default layout's set-profile step (spec 2.14, 4): a signed-in person whose account lacks its
 * name and avatar (an account first made by the mini-program's WeChat login) is asked, in an alert
 * with a go-set button, to complete it; then the two steps (name, avatar) and PUT user info.
 * Never in the mini-program (spec 4), hence index.weapp.tsx renders nothing.
 */
import { Text, View } from '@tarojs/components'
import { Suspense, lazy, useEffect, useState } from 'react'
import Avatar from '@/components/Avatar'
import Button from '@/components/Button'
import { needsProfileStep, profileStepCovers } from '@/features/account/model/profileStep'
import { loadCurrentUserLater } from '@/features/account/store/sessionStart'
import { currentDevice } from '@/platform/device'
import { useSession } from '@/stores/session'
import './index.scss'

// the steps (name, avatar with its upload and crop dialog) load only for the few who need them
const StepsPanel = lazy(() => import('./StepsPanel'))

const PROFILE_ALERT = {
  title: '完善账号信息',
  text: '设置昵称和头像后，你的基因亲人、宗亲和社区里的朋友就能认出你。',
  go: '去设置'
} as const

export default function ProfileGate({ path }: { path: string }) {
  const authed = useSession(s => Boolean(s.token))
  const profile = useSession(s => s.profile)
  const [phase, setPhase] = useState<'alert' | 'steps'>('alert')

  useEffect(() => {
    if (authed) loadCurrentUserLater()
  }, [authed])

  if (!profileStepCovers(path) || !needsProfileStep({ authed, profile, device: currentDevice() })) return null

  return (
    <View className='xg-profile-gate' catchMove>
      <View className='xg-profile-gate__mask' />
      {phase === 'alert' ? (
        <View className='xg-profile-gate__alert' ariaRole='dialog' ariaLabel={PROFILE_ALERT.title}>
          <View className='xg-profile-gate__badge'>
            <Avatar avatar={profile?.avatar} name={profile?.userName} size={56} />
          </View>
          <Text className='xg-profile-gate__title'>{PROFILE_ALERT.title}</Text>
          <Text className='xg-profile-gate__text'>{PROFILE_ALERT.text}</Text>
          <Button block size='l' onClick={() => setPhase('steps')}>{PROFILE_ALERT.go}</Button>
        </View>
      ) : (
        <View className='xg-profile-gate__panel' ariaRole='dialog' ariaLabel={PROFILE_ALERT.title}>
          <Suspense fallback={<Text className='xg-profile-gate__loading'>加载中…</Text>}>
            <StepsPanel />
          </Suspense>
        </View>
      )}
    </View>
  )
}
