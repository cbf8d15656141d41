/**
 * Opening a mini-program from a phone's browser (spec 2.21 "A mini-program jump requests a URL
 * scheme and navigates the browser to it"; 7.3 wechat url scheme): the server asks WeChat for a
 * scheme (the customer-service mini-program unless told; the query carries the signed-in
 * person's nickName and avatarUrl, each encoded) and the browser goes to it, which opens WeChat.
 * A failure shows the server's message (spec 8.2). Shown only in a plain phone browser: WeChat's
 * own browser, the apps and computers cannot open a scheme.
 */
import { urlSchemeQuery, type UrlSchemeApp } from '@xungen/contracts'
import { SHARING } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { openLocation } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'

export default function OpenMiniProgram({ app, path, label }: { app?: UrlSchemeApp; path?: string; label: string }) {
  const profile = useSession(s => s.profile)
  const opening = useSubmit(
    async () => {
      const query = urlSchemeQuery({ nickName: profile?.userName, avatarUrl: profile?.avatarUrl })
      const { urlScheme } = await call(SHARING.urlScheme, { query: { app, path, query: query || undefined } })
      openLocation(urlScheme)
    },
    { onError: (_e, message) => toast(message), failure: '暂时无法打开小程序，请稍后再试' }
  )
  if (process.env.TARO_ENV !== 'h5' || currentDevice().kind !== 'mobile') return null
  return (
    <Button block variant='ghost' loading={opening.busy} onClick={() => void opening.run()}>
      {label}
    </Button>
  )
}
