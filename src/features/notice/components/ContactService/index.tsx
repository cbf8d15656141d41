/**
 * /protocol/contact-service (spec 2.6, 9; where every 联系客服 link leads): the service hours
 * and the online conversation with customer service. Outside the hours a message waits and the
 * person is told when to expect the answer (the rule is in @xungen/contracts, supportReplyHint).
 */
import { Text, View } from '@tarojs/components'
import { SERVICE_HOURS, supportReplyHint } from '@xungen/contracts'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { useSession } from '@/stores/session'
import { currentLocation } from '@/platform/currentLocation'
import OpenMiniProgram from '@/features/sharing/components/OpenMiniProgram'
import { notice } from '../../api'
import '@/theme/layout.scss'
import '../../notice.scss'

export default function ContactService() {
  const authed = useSession(s => Boolean(s.token))
  const hint = supportReplyHint(Date.now())
  const opening = useSubmit(async () => {
    if (!authed) {
      const loc = currentLocation()
      await navigate(href('/auth/signin', {}, { from: loc.path + loc.search }))
      return
    }
    const { thread } = await notice.support()
    await navigate(href('/user/messages', {}, { id: String(thread.relatedId) }))
  }, { onError: (_e, message) => toast(message), failure: '暂时无法连接客服，请稍后重试' })

  return (
    <View className='xg-page'>
      <View className='xg-support__card'>
        <Text className='xg-support__h'>在线客服</Text>
        <Text className='xg-support__meta'>{`服务时间：工作日 ${SERVICE_HOURS.start}-${SERVICE_HOURS.end}（法定节假日以客服通知为准）`}</Text>
        <Text className='xg-support__meta'>{hint.text}</Text>
        <Text className='xg-support__meta'>客服可以查看您的订单和样本进度以便解答问题，不会查看您的基因数据和报告内容。</Text>
        <Button block loading={opening.busy} onClick={() => void opening.run()}>联系客服</Button>
        <OpenMiniProgram label='在微信客服小程序中咨询' />
      </View>
    </View>
  )
}
