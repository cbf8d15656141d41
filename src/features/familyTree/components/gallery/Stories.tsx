/**
 * Life stories (生平故事) of a tree person, newest first, 15 a page (issue 24, spec 3.11): the
 * owner and editors write, change and delete them; every member reads them and comments.
 * Without a person (the gallery's first page) the tree's newest stories, each naming its person.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { STORY_BODY_MAX, STORY_PAGE_SIZE, STORY_TITLE_MAX } from '@xungen/contracts'
import { FAMILY_TREE_GALLERY as G, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { pressKeys } from '@/platform/keys'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useStories } from '../../hooks/useGallery'
import { galleryDate } from '../../model/gallery'
import { fieldError, treeStates } from '../common'
import { Comments, Pager } from './parts'

type Story = EndpointOutput<typeof G.stories>['list'][number]
type Query = { tree: number; browse?: 1 }

export default function Stories({ treeId, personId, personName, editable, query, limit }: {
  treeId: number
  /** 0: the whole tree */
  personId: number
  personName?: string
  editable: boolean
  query: Query
  /** show only the first few, without paging (the gallery's first page) */
  limit?: number
}) {
  const [page, setPage] = useState(1)
  const [writing, setWriting] = useState<Story | 'new' | null>(null)
  const state = useStories(treeId, personId, page)
  return (
    <View className='xg-ftree__card xg-gallery__stories'>
      <View className='xg-ftree__row xg-gallery__head'>
        <Text className='xg-ftree__h'>{personName ? `${personName}的生平故事` : '生平故事'}</Text>
        {editable && personId && !writing ? <Button size='s' className='xg-gallery__write' onClick={() => setWriting('new')}>写故事</Button> : null}
      </View>
      {writing ? (
        <StoryEditor
          treeId={treeId}
          personId={personId}
          story={writing === 'new' ? null : writing}
          onDone={() => {
            setWriting(null)
            setPage(1)
          }}
        />
      ) : null}
      <PageState {...treeStates()} state={state}>
        {d => (
          <>
            {d.list.length ? null : <Text className='xg-ftree__meta'>{personId ? '还没有故事。记下他或她的经历、迁徙、手艺和口口相传的往事。' : '还没有故事。在家谱成员的资料页写下他们的生平。'}</Text>}
            {(limit ? d.list.slice(0, limit) : d.list).map(s => (
              <StoryItem key={s.id} treeId={treeId} story={s} showPerson={!personId} query={query} editable={editable && s.editable} onEdit={() => setWriting(s)} />
            ))}
            {!limit && d.total > STORY_PAGE_SIZE ? <Pager page={d.page} total={d.total} size={STORY_PAGE_SIZE} unit='篇' onPage={setPage} /> : null}
          </>
        )}
      </PageState>
    </View>
  )
}

function StoryItem({ treeId, story, showPerson, query, editable, onEdit }: { treeId: number; story: Story; showPerson: boolean; query: Query; editable: boolean; onEdit: () => void }) {
  const [open, setOpen] = useState(false)
  const removing = useSubmit(async () => {
    if (!(await confirm(`删除故事“${story.title}”？评论也会一并删除。`, { danger: true, confirmText: '删除' }))) return
    await call(G.removeStory, { params: { id: treeId, storyId: story.id } })
    toast('已删除', 'success')
    invalidateQueries(['familyTree', 'stories', treeId])
  }, { failure: '删除失败，请稍后重试' })
  return (
    <View className='xg-gallery__story'>
      <Text className='xg-gallery__item-title'>{story.title}</Text>
      {showPerson ? <Link className='xg-gallery__link' to={href('/ancestry/family-tree/person/:id', { id: story.person.id }, query)}>{story.person.name}</Link> : null}
      <Text className='xg-gallery__story-body'>{story.body}</Text>
      <Text className='xg-ftree__legend'>{`${story.authorName} · ${galleryDate(story.createdAt)}${story.updatedAt > story.createdAt ? '（已修改）' : ''}`}</Text>
      <View className='xg-ftree__row'>
        <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link' onClick={() => setOpen(!open)}>{open ? '收起评论' : story.commentCount ? `评论 ${story.commentCount}` : '评论'}</Text>
        {editable ? <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link' onClick={onEdit}>修改</Text> : null}
        {editable ? <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link' onClick={() => void removing.run()}>删除</Text> : null}
      </View>
      {open ? <Comments treeId={treeId} target='story' targetId={story.id} onChange={() => invalidateQueries(['familyTree', 'stories', treeId])} /> : null}
    </View>
  )
}

function StoryEditor({ treeId, personId, story, onDone }: { treeId: number; personId: number; story: Story | null; onDone: () => void }) {
  const [title, setTitle] = useState(story?.title ?? '')
  const [body, setBody] = useState(story?.body ?? '')
  const [error, setError] = useState('')
  const saving = useSubmit(async () => {
    const input = { title: title.trim(), body: body.trim() }
    if (story) await call(G.updateStory, { params: { id: treeId, storyId: story.id }, body: input })
    else await call(G.addStory, { params: { id: treeId }, body: { personId, ...input } })
    toast('已保存', 'success')
    invalidateQueries(['familyTree', 'stories', treeId])
    onDone()
  }, { failure: '保存失败，请稍后重试', onError: (err, message) => setError(fieldError(err)?.message ?? message) })
  function submit() {
    const problem = !title.trim() ? '请填写故事标题' : !body.trim() ? '请填写故事内容' : ''
    setError(problem)
    if (!problem) void saving.run()
  }
  return (
    <View className='xg-gallery__editor'>
      <Input className='xg-ftree__input xg-gallery__story-title' value={title} maxlength={STORY_TITLE_MAX} placeholder='标题，如 下南洋' onInput={e => setTitle(e.detail.value)} />
      <Textarea className='xg-ftree__textarea xg-gallery__story-input' value={body} maxlength={STORY_BODY_MAX} placeholder='他或她的经历、迁徙、手艺，口口相传的往事' onInput={e => setBody(e.detail.value)} />
      {error ? <Text className='xg-ftree__error'>{error}</Text> : null}
      <View className='xg-ftree__row'>
        <Button size='s' loading={saving.busy} className='xg-gallery__story-save' onClick={submit}>保存故事</Button>
        <Button size='s' variant='secondary' onClick={onDone}>取消</Button>
      </View>
    </View>
  )
}
