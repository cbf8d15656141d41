/**
 * /community (spec 2.1; ?module=health the health board): the published posts, questions and
 * discussions, newest first (demo posts marked 示例), and the composer. A post opens
 * /community/comment-detail with its comments.
 */
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaShortDateTime } from '@xungen/contracts'
import { COMMUNITY } from '@xungen/contracts/endpoints'
import Link from '@/components/Link'
import PageState, { LOADING_TEXT, failureLine, stateLine } from '@/components/PageState'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { COMMUNITY_KEY, TYPE_LABELS, type Post } from '../../api'
import Composer from '../Composer'
import '@/theme/layout.scss'
import '../../community.scss'

export function PostCard({ post }: { post: Post }) {
  return (
    <Link to={href('/community/comment-detail', {}, { id: String(post.id), kind: 'post' })} className='xg-community__card'>
      <Text className='xg-community__title'>
        {post.example && <Text className='xg-community__tag'>示例</Text>}
        <Text className='xg-community__tag'>{TYPE_LABELS[post.type]}</Text>
        {post.title || post.content.slice(0, 20)}
      </Text>
      <Text className='xg-community__text'>{post.content.length > 120 ? post.content.slice(0, 120) + '…' : post.content}</Text>
      {post.images.length > 0 && (
        <View className='xg-community__images'>
          {post.images.slice(0, 3).map((src, i) => <Image key={src} className='xg-community__image' mode='aspectFill' src={src} ariaLabel={`帖子图片 ${i + 1}`} />)}
        </View>
      )}
      <Text className='xg-community__meta'>{`${post.user.name} · ${chinaShortDateTime(post.date)} · 评论 ${post.commentCount}${post.state !== 'published' ? ' · 审核中' : ''}`}</Text>
    </Link>
  )
}

export default function CommunityBoard() {
  const params = useRouteParams<{ module?: string }>()
  const [module, setModule] = useState<'community' | 'health'>(params.module === 'health' ? 'health' : 'community')
  const [kind, setKind] = useState(1)
  const list = useQuery([...COMMUNITY_KEY, 'posts', module], () => call(COMMUNITY.posts, { query: { module, page: 1, size: 30 } }))
  return (
    <View className='xg-page'>
      <View className='xg-community__bar'>
        <Tabs tabs={[{ key: 'community', label: '社区' }, { key: 'health', label: '健康' }]} value={module} onChange={setModule} />
        <Link to='/protocol/community' className='xg-community__link'>社区公约</Link>
      </View>
      <Composer
        kinds={[{ key: 1, label: '发帖' }, { key: 2, label: '提问' }, { key: 3, label: '讨论' }]}
        kind={kind}
        onKind={setKind}
        placeholder={kind === 2 ? '你想问大家什么？' : '分享你的基因故事、发现或疑问…'}
        submitText='发表'
        onSubmit={async value => {
          const post = await call(COMMUNITY.createPost, { body: { module, type: kind as 1 | 2 | 3, ...value } })
          toast(post.state === 'pending' ? '已提交，审核后发布' : '发表成功', 'success')
          invalidateQueries(COMMUNITY_KEY)
        }}
      />
      <PageState state={list} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)} isEmpty={d => d.list.length === 0} empty={stateLine('还没有帖子，来发第一帖吧')}>
        {data => <View>{data.list.map(p => <PostCard key={p.id} post={p} />)}</View>}
      </PageState>
    </View>
  )
}
