/**
 * /ops/community (issue 25 items 6-7; the website only, staff with the operator role: the server
 * answers anyone else 404): what waits for review (stories, posts held with pictures), the open
 * reports with the reported text, bans (3601) and the articles, cards and blog posts staff write.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaShortDateTime } from '@xungen/contracts'
import { COMMUNITY } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import PageState, { LOADING_TEXT, failureLine, stateLine } from '@/components/PageState'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import '@/theme/layout.scss'
import '../../community.scss'

const KEY = ['ops', 'community'] as const
const MODULE_LABELS = { post: '帖子', comment: '评论', article: '故事/文章' } as const

async function act(action: () => Promise<unknown>, done: string) {
  try {
    await action()
    toast(done, 'success')
    invalidateQueries(KEY)
  } catch (err) {
    toast(messageOf(err, '操作失败，请重试'))
  }
}

function Writer() {
  const [kind, setKind] = useState<'article' | 'card' | 'blog'>('article')
  const [title, setTitle] = useState('')
  const [summary, setSummary] = useState('')
  const [body, setBody] = useState('')
  return (
    <View className='xg-community__card'>
      <Text className='xg-community__title'>写文章</Text>
      <Tabs tabs={[{ key: 'article', label: '文章' }, { key: 'card', label: '卡片' }, { key: 'blog', label: '博客' }]} value={kind} onChange={setKind} />
      <Input className='xg-community__field' value={title} placeholder='标题' ariaLabel='文章标题' onInput={e => setTitle(e.detail.value)} />
      <Input className='xg-community__field' value={summary} placeholder='摘要（可不填）' ariaLabel='文章摘要' onInput={e => setSummary(e.detail.value)} />
      <Textarea className='xg-community__field xg-community__area' value={body} maxlength={20000} placeholder='正文' ariaLabel='文章正文' onInput={e => setBody(e.detail.value)} />
      <Button size='s' onClick={() => void act(async () => { await call(COMMUNITY.opsWrite, { body: { kind, title, summary, body, publish: true } }); setTitle(''); setSummary(''); setBody('') }, '已发布')}>发布</Button>
    </View>
  )
}

export default function ModerationConsole() {
  const queue = useQuery(KEY, () => call(COMMUNITY.opsQueue))
  const [banUser, setBanUser] = useState('')
  const [banReason, setBanReason] = useState('')
  return (
    <View className='xg-page'>
      <Text className='xg-community__title'>社区审核</Text>
      <PageState state={queue} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)}>
        {data => (
          <View className='xg-community__grid'>
            <View>
              <Text className='xg-community__title'>{`待审核（${data.pending.length}）`}</Text>
              {data.pending.length === 0 && stateLine('没有待审核的内容')}
              {data.pending.map(p => (
                <View key={`${p.module}-${p.id}`} className='xg-community__card'>
                  <Text className='xg-community__title'>{`${MODULE_LABELS[p.module]}：${p.title}`}</Text>
                  <Text className='xg-community__meta'>{`${p.userName}（用户 ${p.userId ?? '-'}） · ${chinaShortDateTime(p.date)}${p.images.length ? ` · ${p.images.length} 张图片` : ''}`}</Text>
                  <Text className='xg-community__text'>{p.excerpt}</Text>
                  <View className='xg-community__actions'>
                    <Button size='s' onClick={() => void act(() => call(COMMUNITY.opsReview, { body: { module: p.module, id: p.id, action: 'publish' } }), '已发布')}>通过并发布</Button>
                    <Button size='s' variant='danger' onClick={() => void act(() => call(COMMUNITY.opsReview, { body: { module: p.module, id: p.id, action: 'reject' } }), '已驳回')}>驳回</Button>
                  </View>
                </View>
              ))}
              <Text className='xg-community__title'>{`举报（${data.reports.length}）`}</Text>
              {data.reports.length === 0 && stateLine('没有待处理的举报')}
              {data.reports.map(r => (
                <View key={r.id} className='xg-community__card'>
                  <Text className='xg-community__title'>{`${MODULE_LABELS[r.module]} · ${r.reason} · ${r.count} 人举报`}</Text>
                  <Text className='xg-community__meta'>{`作者：${r.authorName}（用户 ${r.authorId ?? '-'}） · ${chinaShortDateTime(r.date)}`}</Text>
                  <Text className='xg-community__text'>{r.excerpt}</Text>
                  {r.detail && <Text className='xg-community__meta'>{`补充说明：${r.detail}`}</Text>}
                  <View className='xg-community__actions'>
                    <Button size='s' variant='danger' onClick={() => void act(() => call(COMMUNITY.opsReview, { body: { module: r.module, id: r.relateId, action: 'hide' } }), '已隐藏')}>隐藏</Button>
                    <Button size='s' variant='ghost' onClick={() => void act(() => call(COMMUNITY.opsReview, { body: { module: r.module, id: r.relateId, action: 'publish' } }), '已保留')}>保留</Button>
                    {r.authorId !== null && <Button size='s' variant='ghost' onClick={() => void act(() => call(COMMUNITY.opsBan, { body: { userId: r.authorId!, ban: true, reason: `举报：${r.reason}` } }), '已封禁')}>封禁作者</Button>}
                  </View>
                </View>
              ))}
            </View>
            <View>
              <View className='xg-community__card'>
                <Text className='xg-community__title'>封禁账号</Text>
                <Input className='xg-community__field' type='number' value={banUser} placeholder='用户编号' ariaLabel='要封禁的用户编号' onInput={e => setBanUser(e.detail.value)} />
                <Input className='xg-community__field' value={banReason} placeholder='原因' ariaLabel='封禁原因' onInput={e => setBanReason(e.detail.value)} />
                <Button size='s' variant='danger' onClick={() => void act(async () => { await call(COMMUNITY.opsBan, { body: { userId: Number(banUser), ban: true, reason: banReason || undefined } }); setBanUser(''); setBanReason('') }, '已封禁')}>封禁</Button>
                {data.bans.map(b => (
                  <View key={b.userId} className='xg-community__actions'>
                    <Text className='xg-community__meta'>{`${b.userName}（用户 ${b.userId}） · ${b.reason} · ${chinaShortDateTime(b.date)}`}</Text>
                    <Button size='s' variant='ghost' onClick={() => void act(() => call(COMMUNITY.opsBan, { body: { userId: b.userId, ban: false } }), '已解除')}>解除</Button>
                  </View>
                ))}
              </View>
              <Writer />
            </View>
          </View>
        )}
      </PageState>
    </View>
  )
}
