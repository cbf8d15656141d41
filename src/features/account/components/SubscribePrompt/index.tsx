/**
 * 「订阅进度通知」 (issue 24 item 7): in the mini-program, after paying for a kit (the order result)
 * and after binding one (the sample's progress page), a person may ask WeChat to tell them when the
 * sample arrives, is analysed, the report is ready, relatives are found. The templates come from
 * the server (its configuration); the tap opens WeChat's dialog at once (WeChat's rule), and the
 * accepted ones are recorded with the server, which sends one message per acceptance.
 * Renders nothing on the website, for a visitor, or when the server has no templates.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { SUBSCRIBE_TEMPLATES_PER_REQUEST, SUBSCRIPTION_MOMENTS, type SubscriptionMoment } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { requestSubscriptions, SUBSCRIPTIONS_AVAILABLE } from '@/platform/subscribe'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { isAuthed } from '@/stores/session'
import './index.scss'

export default function SubscribePrompt({ moment }: { moment: SubscriptionMoment }) {
  const [templates, setTemplates] = useState<Array<{ templateId: string; title: string }>>([])
  const [done, setDone] = useState(false)
  const authed = isAuthed()

  useEffect(() => {
    if (!SUBSCRIPTIONS_AVAILABLE || !authed) return
    let live = true
    call(ACCOUNTS.wechatSubscribeTemplates).then(
      r => {
        const wanted: readonly string[] = SUBSCRIPTION_MOMENTS[moment]
        if (live) setTemplates(r.list.filter(t => wanted.includes(t.key)).slice(0, SUBSCRIBE_TEMPLATES_PER_REQUEST))
      },
      () => undefined
    )
    return () => {
      live = false
    }
  }, [moment, authed])

  if (!SUBSCRIPTIONS_AVAILABLE || !authed || templates.length === 0) return null

  function subscribe() {
    // first thing in the tap: WeChat refuses the dialog after an await
    void requestSubscriptions(templates.map(t => t.templateId)).then(async outcome => {
      if (outcome.problem) return toast(outcome.problem)
      if (outcome.accepted.length === 0) return toast('未订阅，可随时再次点击订阅')
      try {
        await call(ACCOUNTS.wechatSubscriptions, { body: { accepted: outcome.accepted } })
        setDone(true)
        toast('订阅成功，进度更新时会通过微信通知你', 'success')
      } catch (err) {
        toast(messageOf(err, '订阅失败，请稍后再试'))
      }
    })
  }

  return (
    <View className='xg-subscribe'>
      <Text className='xg-subscribe__title'>订阅进度通知</Text>
      <Text className='xg-subscribe__text'>{`${templates.map(t => t.title).join('、')}：每次订阅可收到一次微信通知。`}</Text>
      <Button size='s' variant='secondary' onClick={subscribe} className='xg-subscribe__button'>{done ? '再次订阅' : '订阅通知'}</Button>
    </View>
  )
}
