/**
 * /feed/detail/:id? and /feed/detail/card?id= (spec 2.8): one article, card, story or blog post,
 * with its share info (spec 3.14: title, description, webpageUrl, thumbImage): the mini-program
 * shares it as WeChat's card, the website copies its link. Reporting as in the community.
 */
import { Image, Text, View } from '@tarojs/components'
import { chinaShortDateTime } from '@xungen/contracts'
import { COMMUNITY, INFORM_REASONS, UGC_STATES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import PageState, { LOADING_TEXT, failureLine, stateLine } from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { useQuery } from '@/hooks/useQuery'
import { copyText } from '@/platform/clipboard'
import { SHARES_THROUGH_WECHAT, useShareCard } from '@/platform/share'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { COMMUNITY_KEY, showFailure } from '../../api'
import '@/theme/layout.scss'
import '../../community.scss'

function Body({ id }: { id: number }) {
  const authed = useSession(s => Boolean(s.token))
  const detail = useQuery([...COMMUNITY_KEY, 'article', id], () => call(COMMUNITY.article, { params: { id } }))
  const share = detail.data?.share
  useShareCard(share ? { title: share.title, url: share.webpageUrl.replace(/^https?:\/\/[^/]+/, ''), imageUrl: share.thumbImage ?? undefined, timeline: true } : null)
  async function report() {
    for (const reason of INFORM_REASONS) {
      if (await confirm(`举报原因：${reason}？`, { title: '举报', confirmText: '就是这个', cancelText: '下一个' })) {
        try {
          await call(COMMUNITY.inform, { body: { module: 'article', relateId: id, reason } })
          toast('已收到举报，我们会尽快处理')
        } catch (err) {
          await showFailure(err, '举报失败，请重试')
        }
        return
      }
    }
  }
  return (
    <PageState state={detail} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)}>
      {a => (
        <View className='xg-community__card'>
          <Text className='xg-community__title'>
            {a.example && <Text className='xg-community__tag'>示例</Text>}
            {a.title}
          </Text>
          <Text className='xg-community__meta'>{`${a.author} · ${chinaShortDateTime(a.date)}${a.state !== 'published' ? ` · ${UGC_STATES[a.state]}` : ''}`}</Text>
          {a.cover && <Image className='xg-community__image' mode='aspectFill' src={a.cover} ariaLabel={`${a.title}的封面`} />}
          <Text className='xg-community__text' userSelect>{a.body}</Text>
          {a.images.length > 0 && (
            <View className='xg-community__images'>
              {a.images.map((src, i) => <Image key={src} className='xg-community__image' mode='aspectFill' src={src} ariaLabel={`配图 ${i + 1}`} />)}
            </View>
          )}
          <View className='xg-community__actions'>
            {!SHARES_THROUGH_WECHAT && a.state === 'published' && (
              <Button size='s' variant='ghost' onClick={() => void copyText(`${a.share.title} ${a.share.webpageUrl}`, '链接已复制').then(r => toast(r.message))}>分享链接</Button>
            )}
            {authed && !a.mine && !a.example && <Button size='s' variant='ghost' onClick={() => void report()}>举报</Button>}
          </View>
        </View>
      )}
    </PageState>
  )
}

export default function ArticleDetail() {
  const params = useRouteParams<{ id?: string }>()
  const id = Number(params.id)
  return <View className='xg-page'>{Number.isInteger(id) && id > 0 ? <Body id={id} /> : stateLine('没有找到这篇内容')}</View>
}
