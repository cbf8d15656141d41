/**
 * spec 2.11: "Logout goes to /user/logout, or /wechat/logout inside the messaging-app browser,
 * each with a redirect to the site origin." Reached inside the app (a link, the settings page, the
 * mini-program), this page ends the session on the server (POST logout: the session and the
 * token cookie), signs out here (spec 4: clears user and token, a new anonymous id follows) and
 * leaves for the redirect target when it is this site. Opened as a fresh page load on H5, the
 * server answers these two URLs itself (ending the cookie's session) before this page runs.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { goHome } from '@/navigation'
import { openLocation } from '@/platform/router'
import { currentOrigin } from '@/platform/currentLocation'
import type { PageProps } from '@/shell/definePage'
import { logout } from '@/features/account/store/session'
import { logoutTarget } from '../../model/logoutTarget'

export default function Logout({ location }: PageProps) {
  useEffect(() => {
    let live = true
    void logout().then(() => {
      if (!live) return
      const target = logoutTarget(location.query.redirect, currentOrigin().origin)
      // a full load on H5: nothing of the signed-in session stays in memory
      if (target && process.env.TARO_ENV === 'h5') openLocation(target, true)
      else void goHome()
    })
    return () => {
      live = false
    }
  }, [location])
  return (
    <View className='xg-not-built'>
      <Text className='xg-not-built__text'>正在退出登录…</Text>
    </View>
  )
}
