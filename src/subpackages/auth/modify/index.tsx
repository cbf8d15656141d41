/**
 * /auth/modify (spec 2.2; login required, 2.18): change the password with the old one or a code
 * to the account's phone. Afterwards back to `from`, or to the account settings.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import AuthShell from '@/components/AuthShell'
import ModifyPasswordForm from '@/features/account/components/ModifyPasswordForm'
import { loadCurrentUser } from '@/features/account/store/session'
import { redirect } from '@/navigation'
import { safeRedirectPath } from '@/routes/guards'
import { definePage } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'

function Modify() {
  const { from } = useRouteParams<{ from?: string }>()
  const profile = useSession(s => s.profile)

  useEffect(() => {
    void loadCurrentUser()
  }, [])

  return (
    <AuthShell
      title={profile && !profile.hasPassword ? '设置登录密码' : '修改登录密码'}
      subtitle='为了账号安全，请先验证身份。'
    >
      {profile ? (
        <ModifyPasswordForm profile={profile} onDone={() => void redirect(safeRedirectPath(from, '/user/settings'))} />
      ) : (
        <View className='xg-auth__subtitle'>
          <Text>正在加载账号信息…</Text>
        </View>
      )}
    </AuthShell>
  )
}

export default definePage(Modify)
