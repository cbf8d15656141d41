/**
 * /community/comment-detail (spec 2.1): ?id=<post>&kind=post shows a post with its comments; ?id=
 * <comment> (what a comment notice opens) shows the comment with its replies and its post's title.
 * Reactions (spec 3.14 Feel), comments and replies, reporting (user_inform_records) and deleting
 * one's own post or comment after the spec's confirmation (8.2).
 */
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaShortDateTime } from '@xungen/contracts'
import { COMMUNITY, INFORM_REASONS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState, { LOADING_TEXT, failureLine, stateLine } from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { navigate } from '@/navigation'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { COMMUNITY_KEY, DELETED_TOAST, DELETE_CONFIRM, FEEL_LABELS, TYPE_LABELS, showFailure, type Comment } from '../../api'
import { useCommunityRules } from '../Composer'
import '@/theme/layout.scss'
import '../../community.scss'

async function report(module: 'post' | 'comment', relateId: number) {
  const reason = await chooseReason()
  if (!reason) return
  try {
    await call(COMMUNITY.inform, { body: { module, relateId, reason } })
    toast('已收到举报，我们会尽快处理')
  } catch (err) {
    await showFailure(err, '举报失败，请重试')
  }
}

/** the reasons as a list to pick from (the first that the person confirms) */
async function chooseReason(): Promise<(typeof INFORM_REASONS)[number] | null> {
  for (const reason of INFORM_REASONS) {
    if (await confirm(`举报原因：${reason}？`, { title: '举报', confirmText: '就是这个', cancelText: '下一个' })) return reason
  }
  return null
}

async function removeAfterConfirm(action: () => Promise<unknown>, after: () => void) {
  if (!(await confirm(DELETE_CONFIRM.content, { confirmText: DELETE_CONFIRM.confirmText, cancelText: DELETE_CONFIRM.cancelText, danger: true }))) return
  try {
    await action()
    toast(DELETED_TOAST, 'success')
    invalidateQueries(COMMUNITY_KEY)
    after()
  } catch (err) {
    await showFailure(err, '删除失败，请重试')
  }
}

function Feels({ module, id, feels, mine, onChanged }: { module: 'post' | 'comment'; id: number; feels: Record<string, number>; mine: { id: number; feel: string } | null; onChanged: () => void }) {
  const authed = useSession(s => Boolean(s.token))
  async function choose(feel: 'like' | 'useful' | 'hug') {
    if (!authed) return toast('请先登录')
    try {
      if (mine?.feel === feel) await call(COMMUNITY.deleteFeel, { params: { id: mine.id } })
      else await call(COMMUNITY.setFeel, { body: { module, relate_id: id, feel } })
      onChanged()
    } catch (err) {
      await showFailure(err, '操作失败，请重试')
    }
  }
  return (
    <>
      {(['like', 'useful', 'hug'] as const).map(f => (
        <Button key={f} size='s' variant={mine?.feel === f ? 'primary' : 'ghost'} onClick={() => void choose(f)}>{`${FEEL_LABELS[f]} ${feels[f] ?? 0}`}</Button>
      ))}
    </>
  )
}

function CommentBox({ postId, parentId, replyTo, onDone }: { postId: number; parentId?: number; replyTo?: string; onDone: () => void }) {
  const authed = useSession(s => Boolean(s.token))
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const rules = useCommunityRules()
  if (!authed) return <Text className='xg-community__meta'>登录后可以评论</Text>
  async function send() {
    if (busy) return
    if (!text.trim()) return toast('请输入评论内容')
    setBusy(true)
    try {
      if (!(await rules.ensure())) return
      await call(COMMUNITY.addComment, { body: { postId, parentId, content: text.trim() } })
      setText('')
      toast('评论成功', 'success')
      onDone()
    } catch (err) {
      await showFailure(err, '评论失败，请重试')
    } finally {
      setBusy(false)
    }
  }
  return (
    <View>
      {rules.box}
      <Textarea className='xg-community__field' value={text} maxlength={1000} placeholder={replyTo ? `回复 ${replyTo}` : '写下你的评论…'} ariaLabel={replyTo ? `回复 ${replyTo}` : '评论'} onInput={e => setText(e.detail.value)} />
      <Button size='s' loading={busy} onClick={() => void send()}>{replyTo ? '回复' : '评论'}</Button>
    </View>
  )
}

function CommentItem({ c, postId, reload }: { c: Comment; postId: number; reload: () => void }) {
  const [replying, setReplying] = useState<{ id: number; name: string } | null>(null)
  return (
    <View className='xg-community__card'>
      <Text className='xg-community__meta'>{`${c.user.name} · ${chinaShortDateTime(c.date)}${c.state !== 'published' ? ' · 已隐藏' : ''}`}</Text>
      <Text className='xg-community__text'>{c.content}</Text>
      <View className='xg-community__actions'>
        <Feels module='comment' id={c.id} feels={c.feels} mine={c.myFeel} onChanged={reload} />
        <Button size='s' variant='ghost' onClick={() => setReplying({ id: c.id, name: c.user.name })}>回复</Button>
        {!c.mine && <Button size='s' variant='ghost' onClick={() => void report('comment', c.id)}>举报</Button>}
        {c.mine && <Button size='s' variant='ghost' onClick={() => void removeAfterConfirm(() => call(COMMUNITY.deleteComment, { params: { id: c.id } }), reload)}>删除</Button>}
      </View>
      {c.replies.map(r => (
        <View key={r.id} className='xg-community__reply'>
          <Text className='xg-community__meta'>{`${r.user.name}${r.replyTo ? ` 回复 ${r.replyTo}` : ''} · ${chinaShortDateTime(r.date)}`}</Text>
          <Text className='xg-community__text'>{r.content}</Text>
          <View className='xg-community__actions'>
            <Button size='s' variant='ghost' onClick={() => setReplying({ id: r.id, name: r.user.name })}>回复</Button>
            {r.mine && <Button size='s' variant='ghost' onClick={() => void removeAfterConfirm(() => call(COMMUNITY.deleteComment, { params: { id: r.id } }), reload)}>删除</Button>}
          </View>
        </View>
      ))}
      {replying && <CommentBox postId={postId} parentId={replying.id} replyTo={replying.name} onDone={() => { setReplying(null); reload() }} />}
    </View>
  )
}

function PostView({ id }: { id: number }) {
  const detail = useQuery([...COMMUNITY_KEY, 'post', id], () => call(COMMUNITY.post, { params: { id } }))
  return (
    <PageState state={detail} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)}>
      {({ post, comments }) => (
        <View>
          <View className='xg-community__card'>
            <Text className='xg-community__title'>
              {post.example && <Text className='xg-community__tag'>示例</Text>}
              <Text className='xg-community__tag'>{TYPE_LABELS[post.type]}</Text>
              {post.title}
            </Text>
            <Text className='xg-community__meta'>{`${post.user.name} · ${chinaShortDateTime(post.date)}${post.state !== 'published' ? ' · 仅自己可见（审核中或已隐藏）' : ''}`}</Text>
            <Text className='xg-community__text' userSelect>{post.content}</Text>
            {post.images.length > 0 && (
              <View className='xg-community__images'>
                {post.images.map((src, i) => <Image key={src} className='xg-community__image' mode='aspectFill' src={src} ariaLabel={`帖子图片 ${i + 1}`} />)}
              </View>
            )}
            <View className='xg-community__actions'>
              <Feels module='post' id={post.id} feels={post.feels} mine={post.myFeel} onChanged={detail.reload} />
              {!post.mine && !post.example && <Button size='s' variant='ghost' onClick={() => void report('post', post.id)}>举报</Button>}
              {post.mine && <Button size='s' variant='ghost' onClick={() => void removeAfterConfirm(() => call(COMMUNITY.deletePost, { params: { id: post.id } }), () => void navigate('/community'))}>删除</Button>}
            </View>
          </View>
          <Text className='xg-community__title'>{`评论（${post.commentCount}）`}</Text>
          <CommentBox postId={post.id} onDone={detail.reload} />
          {comments.length === 0 ? stateLine('还没有评论') : comments.map(c => <CommentItem key={c.id} c={c} postId={post.id} reload={detail.reload} />)}
        </View>
      )}
    </PageState>
  )
}

function CommentView({ id }: { id: number }) {
  const detail = useQuery([...COMMUNITY_KEY, 'comment', id], () => call(COMMUNITY.comment, { params: { id } }))
  return (
    <PageState state={detail} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)}>
      {({ comment, post }) => (
        <View>
          <Link to={href('/community/comment-detail', {}, { id: String(post.id), kind: 'post' })} className='xg-community__link'>{`查看帖子：${post.title || '原帖'}`}</Link>
          <CommentItem c={comment} postId={post.id} reload={detail.reload} />
        </View>
      )}
    </PageState>
  )
}

export default function PostDetail() {
  const params = useRouteParams<{ id?: string; kind?: string }>()
  const id = Number(params.id)
  return (
    <View className='xg-page'>
      {!Number.isInteger(id) || id <= 0 ? stateLine('没有找到这条内容') : params.kind === 'post' ? <PostView id={id} /> : <CommentView id={id} />}
    </View>
  )
}
