/**
 * spec 2.11: "Logout goes to /user/logout, or /wechat/logout inside the messaging-app browser,
 * each with a redirect to the site origin." Signs out here (spec 4: clears user and token,
 * and a new anonymous id follows) and leaves for the redirect target when it is this site.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { goHome } from '@/navigation'
import { openLocation } from '@/platform/router'
import { currentOrigin } from '@/shell/current'
import type { PageProps } from '@/shell/definePage'
import { useSession } from '@/stores/session'
import { logoutTarget } from './target'

export default function Logout({ location }: PageProps) {
  useEffect(() => {
    const session = useSession.getState()
    session.signOut()
    void session.resetAnonymousId().catch(() => undefined)
    const target = logoutTarget(location.query.redirect, currentOrigin().origin)
    // a full load on H5: nothing of the signed-in session stays in memory
    if (target && process.env.TARO_ENV === 'h5') openLocation(target, true)
    else void goHome()
  }, [location])
  return (
    <View className='xg-not-built'>
      <Text className='xg-not-built__text'>正在退出登录…</Text>
    </View>
  )
}
