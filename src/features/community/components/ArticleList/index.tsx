/**
 * The feed's lists: /feed/topics (staff's articles and cards, spec 2.8), /genestory (people's
 * stories, published after staff's review; a signed-in person submits one here and sees their
 * own with its state) and /gene-club (the blog). Demo rows are marked 示例.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaShortDateTime } from '@xungen/contracts'
import { COMMUNITY, UGC_STATES } from '@xungen/contracts/endpoints'
import Link from '@/components/Link'
import PageState, { LOADING_TEXT, failureLine, stateLine } from '@/components/PageState'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { COMMUNITY_KEY, type Article } from '../../api'
import Composer from '../Composer'
import '@/theme/layout.scss'
import '../../community.scss'

function linkOf(a: Article): string {
  return a.kind === 'card' ? href('/feed/detail/card', {}, { id: String(a.id) }) : href('/feed/detail/:id?', { id: String(a.id) })
}

function ArticleCard({ a }: { a: Article }) {
  return (
    <Link to={linkOf(a)} className='xg-community__card'>
      <Text className='xg-community__title'>
        {a.example && <Text className='xg-community__tag'>示例</Text>}
        {a.kind === 'card' && <Text className='xg-community__tag'>卡片</Text>}
        {a.title}
      </Text>
      <Text className='xg-community__text'>{a.summary}</Text>
      <Text className='xg-community__meta'>{`${a.author} · ${chinaShortDateTime(a.date)}${a.state !== 'published' ? ` · ${UGC_STATES[a.state]}` : ''}`}</Text>
    </Link>
  )
}

function ArticleFeed({ kind, mine }: { kind: 'article' | 'card' | 'story' | 'blog'; mine?: boolean }) {
  const list = useQuery([...COMMUNITY_KEY, 'articles', kind, Boolean(mine)], () => call(COMMUNITY.articles, { query: { kind, mine: mine ? '1' : undefined, page: 1, size: 30 } }))
  return (
    <PageState state={list} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)} isEmpty={d => d.list.length === 0} empty={stateLine(mine ? '你还没有投稿' : '暂无内容')}>
      {data => <View>{data.list.map(a => <ArticleCard key={a.id} a={a} />)}</View>}
    </PageState>
  )
}

export function FeedTopics() {
  const [tab, setTab] = useState<'article' | 'card'>('article')
  return (
    <View className='xg-page'>
      <Tabs tabs={[{ key: 'article', label: '文章' }, { key: 'card', label: '知识卡片' }]} value={tab} onChange={setTab} />
      <ArticleFeed kind={tab} />
    </View>
  )
}

export function GeneClub() {
  return (
    <View className='xg-page'>
      <Text className='xg-community__title'>基因俱乐部</Text>
      <ArticleFeed kind='blog' />
    </View>
  )
}

export function GeneStories() {
  const authed = useSession(s => Boolean(s.token))
  const [tab, setTab] = useState<'all' | 'mine'>('all')
  return (
    <View className='xg-page'>
      <Text className='xg-community__title'>基因故事</Text>
      <Text className='xg-community__meta'>讲讲你和基因检测、和亲人重逢的故事。投稿经编辑审核后发布。</Text>
      {authed && (
        <Composer
          titleRequired
          placeholder='你的故事（至少 20 个字）…'
          submitText='投稿'
          onSubmit={async value => {
            await call(COMMUNITY.submitStory, { body: { title: value.title, body: value.content, images: value.images } })
            toast('已投稿，审核后发布', 'success')
            invalidateQueries(COMMUNITY_KEY)
            setTab('mine')
          }}
        />
      )}
      {authed && <Tabs tabs={[{ key: 'all', label: '全部故事' }, { key: 'mine', label: '我的投稿' }]} value={tab} onChange={setTab} />}
      <ArticleFeed kind='story' mine={tab === 'mine'} />
    </View>
  )
}
