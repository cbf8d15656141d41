/**
 * Announcements and discussions (spec 2.10 announcement-create, announcement-detail, discuss-create,
 * discuss-detail; 3.12 comments): the starter announces (members are told in their message centre),
 * members and the starter discuss and comment. Who may is the server's rule; its refusal is shown.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PROJECT_COMMENT_MAX, PROJECT_POST_MAX, PROJECT_POST_TITLE_MAX, PROJECTS, type ProjectPostKind } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { inputLabel } from '@/components/Field'
import { FormPage } from '@/components/PageKinds'
import PageState from '@/components/PageState'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { fieldErrorsOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { dayText } from '../model/project'
import { useProject } from './ProjectDetail'
import { Page, projectStates, SignInFirst } from './common'

const KIND_TEXT: Record<ProjectPostKind, string> = { announcement: '公告', discussion: '讨论' }

export function PostCreate({ id, kind }: { id: string; kind: ProjectPostKind }) {
  const signedIn = useSession(s => Boolean(s.token))
  const project = useProject(id)
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = useSubmit(async () => {
    setErrors({})
    const post = await call(PROJECTS.createPost, { params: { id }, body: { kind, title: title.trim(), content: content.trim() } })
    invalidateQueries(['project'])
    void navigate(href(kind === 'announcement' ? '/ancestry/project/:id/announcement-detail' : '/ancestry/project/:id/discuss-detail', { id }, { postId: post.id }), { replace: true })
  }, { failure: '发布失败，请稍后重试', onError: err => setErrors(fieldErrorsOf(err)) })
  const from = href(kind === 'announcement' ? '/ancestry/project/:id/announcement-create' : '/ancestry/project/:id/discuss-create', { id })
  if (!signedIn) return <SignInFirst what={kind === 'announcement' ? '发布公告' : '发起讨论'} from={from} />
  return (
    <PageState {...projectStates()} state={project}>
      {p => (
        <FormPage className='xg-proj' busy={submit.busy} error={submit.error} submitLabel='发布' onSubmit={() => void submit.run()}>
          <Text className='xg-proj__title'>{kind === 'announcement' ? '发布公告' : '发起讨论'}</Text>
          <Text className='xg-proj__sub'>{kind === 'announcement' ? `${p.name}：公告会通知项目的每位成员。` : `${p.name}：项目成员和发起人可以参与讨论。`}</Text>
          <Text className='xg-proj__label'>标题</Text>
          <Input className='xg-proj__input xg-proj__post-title' value={title} maxlength={PROJECT_POST_TITLE_MAX} onInput={e => setTitle(e.detail.value)} {...inputLabel('标题')} />
          {errors.title ? <Text className='xg-proj__error'>{errors.title}</Text> : null}
          <Text className='xg-proj__label'>内容</Text>
          <Textarea className='xg-proj__textarea xg-proj__post-content' value={content} maxlength={PROJECT_POST_MAX} onInput={e => setContent(e.detail.value)} {...inputLabel('内容')} />
          {errors.content ? <Text className='xg-proj__error'>{errors.content}</Text> : null}
        </FormPage>
      )}
    </PageState>
  )
}

export function PostDetail({ id, postId, kind }: { id: string; postId: string; kind: ProjectPostKind }) {
  const signedIn = useSession(s => Boolean(s.token))
  const post = useQuery(['project', 'post', id, postId], () => call(PROJECTS.post, { params: { id, postId }, query: {} }))
  const [comment, setComment] = useState('')
  const send = useSubmit(async () => {
    await call(PROJECTS.comment, { params: { id, postId }, body: { content: comment.trim() } })
    setComment('')
    invalidateQueries(['project', 'post', id, postId])
  }, { failure: '评论失败，请稍后重试' })
  if (!postId) return <Page title={KIND_TEXT[kind]}><Text className='xg-proj__meta'>{`没有指定要查看的${KIND_TEXT[kind]}`}</Text></Page>
  return (
    <PageState {...projectStates()} state={post}>
      {d => (
        <Page title={d.post.title} sub={`${KIND_TEXT[d.post.kind]} · ${d.post.authorName} · ${dayText(d.post.createdAt)}`}>
          <View className='xg-proj__card'><Text className='xg-proj__text'>{d.post.content}</Text></View>
          <View className='xg-proj__card xg-proj__comments'>
            <Text className='xg-proj__h'>{`评论（${d.total}）`}</Text>
            {d.comments.map(c => (
              <View key={c.id} className='xg-proj__item'><Text className='xg-proj__text'>{c.content}</Text><Text className='xg-proj__meta'>{`${c.authorName} · ${dayText(c.createdAt)}`}</Text></View>
            ))}
            {signedIn ? (
              <View className='xg-proj__row'>
                <Input className='xg-proj__input xg-proj__comment' value={comment} maxlength={PROJECT_COMMENT_MAX} placeholder='写下您的评论' onInput={e => setComment(e.detail.value)} {...inputLabel('评论')} />
                <Button size='s' loading={send.busy} disabled={!comment.trim()} onClick={() => void send.run()}>评论</Button>
              </View>
            ) : <Text className='xg-proj__meta'>登录并加入项目后可以评论</Text>}
            {send.error ? <Text className='xg-proj__error'>{send.error}</Text> : null}
          </View>
          <Button size='s' variant='secondary' to={href('/ancestry/project/:id', { id })}>返回项目</Button>
        </Page>
      )}
    </PageState>
  )
}
