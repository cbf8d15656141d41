/**
 * Pieces the gallery pages share (issue 24, spec 2.10 family-tree/gallery): the tree a page is
 * of (?tree=, else the current tree), the pager, the tagging picker and the comments of a photo,
 * document or story.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { COMMENT_MAX, COMMENT_PAGE_SIZE, pageCount, pickCurrentTree, type CommentTarget } from '@xungen/contracts'
import { FAMILY_TREE_GALLERY as G, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { pressKeys } from '@/platform/keys'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useTreeData, useTreeList } from '../../hooks/useFamilyTree'
import { useComments } from '../../hooks/useGallery'
import { readCurrentTreeId } from '../../model/current'
import { galleryDate, pageLine, pickerPersons, toggleId } from '../../model/gallery'
import { Page, treeStates } from '../common'
import './gallery.scss'

export type TreeData = NonNullable<ReturnType<typeof useTreeData>['data']>

/** what a gallery page knows of its tree */
export interface GalleryTree {
  data: TreeData
  /** shown read-only (?browse=1) */
  browse: boolean
  /** the caller may add and delete (owner or editor, not browsing) */
  editable: boolean
  /** the query the gallery's links carry */
  query: { tree: number; browse?: 1 }
}

/** the tree of ?tree= (and ?browse=1), else the current tree (spec 4), else a word on how to start one */
export function WithTree({ children }: { children: (tree: GalleryTree) => ReactNode }) {
  const q = useRouteParams()
  const id = Number(q.tree) || 0
  if (id > 0) return <TreeOf id={id} browse={q.browse === '1'}>{children}</TreeOf>
  return <CurrentTree>{children}</CurrentTree>
}

function CurrentTree({ children }: { children: (tree: GalleryTree) => ReactNode }) {
  const list = useTreeList()
  return (
    <PageState {...treeStates()} state={list}>
      {d => {
        const current = pickCurrentTree(d.list, readCurrentTreeId())
        if (!current) {
          return (
            <Page title='家谱相册' sub='相册属于一份家谱：先创建家谱，再上传老照片、族谱扫描件，写下家人的生平故事。'>
              <Button block to={href('/ancestry/family-tree')}>创建我的家谱</Button>
            </Page>
          )
        }
        return <TreeOf id={current.id} browse={false}>{children}</TreeOf>
      }}
    </PageState>
  )
}

function TreeOf({ id, browse, children }: { id: number; browse: boolean; children: (tree: GalleryTree) => ReactNode }) {
  const state = useTreeData(id, browse)
  return (
    <PageState {...treeStates()} state={state}>
      {data => children({ data, browse, editable: data.editable && !browse, query: browse ? { tree: data.id, browse: 1 } : { tree: data.id } })}
    </PageState>
  )
}

/** 上一页 / 下一页 with the page line */
export function Pager({ page, total, size, unit, onPage }: { page: number; total: number; size: number; unit: string; onPage: (page: number) => void }) {
  const pages = pageCount(total, size)
  return (
    <View className='xg-ftree__row xg-gallery__pager'>
      <Text className='xg-ftree__meta'>{pageLine(page, total, size, unit)}</Text>
      {page > 1 ? <Button size='s' variant='secondary' onClick={() => onPage(page - 1)}>上一页</Button> : null}
      {page < pages ? <Button size='s' variant='secondary' className='xg-gallery__next' onClick={() => onPage(page + 1)}>下一页</Button> : null}
    </View>
  )
}

/** the tree persons a picture is tagged to: chosen ones first, a search box for a large tree */
export function PersonPicker({ persons, chosen, onChange }: { persons: ReadonlyArray<{ id: number; name: string }>; chosen: number[]; onChange: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('')
  const shown = pickerPersons(persons, keyword, chosen)
  return (
    <View className='xg-gallery__picker'>
      <Text className='xg-ftree__meta'>{chosen.length ? `已标记 ${chosen.length} 人（点选或取消）` : '照片里有谁？点选家谱成员进行标记'}</Text>
      {persons.length > 24 ? <Input className='xg-ftree__input xg-gallery__person-search' value={keyword} placeholder='搜索家谱成员' onInput={e => setKeyword(e.detail.value)} /> : null}
      <View className='xg-ftree__row'>
        {shown.map(p => (
          <Text key={p.id} {...pressKeys()} ariaRole='button' className={`xg-ftree__chip xg-gallery__tag${chosen.includes(p.id) ? ' xg-ftree__chip--on' : ''}`} onClick={() => onChange(toggleId(chosen, p.id))}>
            {p.name}
          </Text>
        ))}
      </View>
    </View>
  )
}

type Comment = EndpointOutput<typeof G.comments>['list'][number]

/** the comments of a photo, document or story: any member of the tree may write one */
export function Comments({ treeId, target, targetId, onChange }: { treeId: number; target: CommentTarget; targetId: number; onChange?: () => void }) {
  const [page, setPage] = useState(1)
  const state = useComments(treeId, target, targetId, page)
  const [text, setText] = useState('')
  const sending = useSubmit(async () => {
    await call(G.addComment, { params: { id: treeId }, body: { target, targetId, body: text.trim() } })
    setText('')
    invalidateQueries(['familyTree', 'comments', treeId, target, targetId])
    onChange?.()
  }, { failure: '评论失败，请稍后重试' })
  const removing = useSubmit(async (c: Comment) => {
    if (!(await confirm('删除这条评论？', { danger: true, confirmText: '删除' }))) return
    await call(G.removeComment, { params: { id: treeId, commentId: c.id } })
    toast('已删除', 'success')
    invalidateQueries(['familyTree', 'comments', treeId, target, targetId])
    onChange?.()
  }, { failure: '删除失败，请稍后重试' })
  return (
    <View className='xg-gallery__comments'>
      <PageState {...treeStates()} state={state}>
        {d => (
          <>
            {d.list.length ? null : <Text className='xg-ftree__meta'>还没有评论。</Text>}
            {d.list.map(c => (
              <View key={c.id} className='xg-gallery__comment'>
                <Text className='xg-gallery__comment-body'>{c.body}</Text>
                <View className='xg-ftree__row'>
                  <Text className='xg-ftree__meta'>{`${c.mine ? '我' : c.authorName} · ${galleryDate(c.createdAt)}`}</Text>
                  {c.deletable ? <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link' onClick={() => void removing.run(c)}>删除</Text> : null}
                </View>
              </View>
            ))}
            {d.total > COMMENT_PAGE_SIZE ? <Pager page={d.page} total={d.total} size={COMMENT_PAGE_SIZE} unit='条' onPage={setPage} /> : null}
          </>
        )}
      </PageState>
      <View className='xg-ftree__row'>
        <Textarea className='xg-ftree__input xg-gallery__comment-input' value={text} maxlength={COMMENT_MAX} autoHeight placeholder='写下评论' onInput={e => setText(e.detail.value)} />
        <Button size='s' loading={sending.busy} className='xg-gallery__comment-send' onClick={() => (text.trim() ? void sending.run() : toast('请填写评论内容'))}>发表</Button>
      </View>
    </View>
  )
}

/** a gallery page without a tree of the caller's (someone else's, or none) */
export function NoTree() {
  return <ErrorView title='没有找到' message='家谱不存在，或您没有查看权限' />
}
