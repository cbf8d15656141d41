/**
 * /ancestry/family-tree/gallery/photos and /docs (spec 2.10, 3.11; issue 24): the photos, or the
 * documents (scans of genealogy pages, certificates), of a tree, newest first, 20 a page; of one
 * tree person with ?person=. The owner and editors upload (title, caption, tagged persons) and
 * delete; every member opens a picture large and comments on it. ?tree=&browse=1 is read-only.
 */
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { GALLERY_CAPTION_MAX, GALLERY_KIND_LABELS, GALLERY_PAGE_SIZE, GALLERY_TITLE_MAX, type GalleryKind } from '@xungen/contracts'
import { FAMILY_TREE_GALLERY as G, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { chooseGalleryImage } from '@/platform/galleryImage'
import { pressKeys } from '@/platform/keys'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useMedia } from '../../hooks/useGallery'
import { galleryDate } from '../../model/gallery'
import { Page, fieldError, treeStates } from '../common'
import { Comments, Pager, PersonPicker, WithTree, type GalleryTree } from './parts'

type Item = EndpointOutput<typeof G.media>['list'][number]

const WORDS = {
  photo: { title: '家谱照片', unit: '张', empty: '还没有照片。上传老照片、全家福，标记照片里的家人。', upload: '上传照片', titleHint: '如 1985年全家福' },
  document: { title: '家谱文档', unit: '份', empty: '还没有文档。上传族谱页面、证书等的扫描件或照片。', upload: '上传文档', titleHint: '如 林氏族谱第3页' }
} as const

export default function MediaPage({ kind }: { kind: GalleryKind }) {
  return <WithTree>{tree => <MediaOf tree={tree} kind={kind} />}</WithTree>
}

function MediaOf({ tree, kind }: { tree: GalleryTree; kind: GalleryKind }) {
  const personId = Number(useRouteParams().person) || 0
  const [page, setPage] = useState(1)
  const state = useMedia(tree.data.id, kind, personId, page)
  const person = personId ? tree.data.familyNodes.find(n => n.id === personId) ?? null : null
  const words = WORDS[kind]
  const other: GalleryKind = kind === 'photo' ? 'document' : 'photo'
  return (
    <Page title={person ? `${person.name}的${GALLERY_KIND_LABELS[kind]}` : words.title} sub={`${tree.data.name}${tree.browse ? ' · 浏览模式' : tree.editable ? '' : ' · 只读'}`}>
      <View className='xg-ftree__row'>
        <Link className='xg-ftree__chip' to={href('/ancestry/family-tree/gallery', {}, tree.query)}>相册首页</Link>
        <Link className='xg-ftree__chip' to={href(other === 'photo' ? '/ancestry/family-tree/gallery/photos' : '/ancestry/family-tree/gallery/docs', {}, person ? { ...tree.query, person: person.id } : tree.query)}>{GALLERY_KIND_LABELS[other]}</Link>
        {person ? <Link className='xg-ftree__chip' to={href(kind === 'photo' ? '/ancestry/family-tree/gallery/photos' : '/ancestry/family-tree/gallery/docs', {}, tree.query)}>{`全部${GALLERY_KIND_LABELS[kind]}`}</Link> : null}
        {person ? <Link className='xg-ftree__chip' to={href('/ancestry/family-tree/person/:id', { id: person.id }, tree.query)}>{`${person.name}的资料`}</Link> : null}
      </View>
      {tree.editable ? <UploadCard tree={tree} kind={kind} preset={person ? [person.id] : []} onDone={() => setPage(1)} /> : null}
      <PageState {...treeStates()} state={state}>
        {d => (
          <>
            {d.list.length ? (
              <View className='xg-gallery__grid'>
                {d.list.map(item => <MediaCard key={item.id} tree={tree} item={item} />)}
              </View>
            ) : (
              <View className='xg-ftree__card'><Text className='xg-ftree__meta'>{words.empty}</Text></View>
            )}
            <Pager page={d.page} total={d.total} size={GALLERY_PAGE_SIZE} unit={words.unit} onPage={setPage} />
          </>
        )}
      </PageState>
    </Page>
  )
}

function UploadCard({ tree, kind, preset, onDone }: { tree: GalleryTree; kind: GalleryKind; preset: number[]; onDone: () => void }) {
  const words = WORDS[kind]
  const [title, setTitle] = useState('')
  const [caption, setCaption] = useState('')
  const [persons, setPersons] = useState<number[]>(preset)
  const [error, setError] = useState('')
  const uploading = useSubmit(async () => {
    setError('')
    let file
    try {
      file = await chooseGalleryImage()
    } catch (err) {
      setError((err as Error).message)
      return
    }
    if (!file) return
    const query = { kind, ...(title.trim() ? { title: title.trim() } : {}), ...(caption.trim() ? { caption: caption.trim() } : {}), ...(persons.length ? { personIds: persons.join(',') } : {}) }
    await call(G.upload, { params: { id: tree.data.id }, query, file }, { timeout: 2 * 60 * 1000 })
    toast('已上传', 'success')
    setTitle('')
    setCaption('')
    setPersons(preset)
    invalidateQueries(['familyTree', 'media', tree.data.id])
    onDone()
  }, {
    failure: '上传失败，请稍后重试',
    onError: (err, message) => setError(fieldError(err)?.message ?? message)
  })
  return (
    <View className='xg-ftree__card xg-gallery__upload'>
      <Text className='xg-ftree__h'>{words.upload}</Text>
      <Input className='xg-ftree__input xg-gallery__title-input' value={title} maxlength={GALLERY_TITLE_MAX} placeholder={`标题（选填），${words.titleHint}`} onInput={e => setTitle(e.detail.value)} />
      <Textarea className='xg-ftree__textarea xg-gallery__caption-input' value={caption} maxlength={GALLERY_CAPTION_MAX} placeholder='说明（选填）：拍摄时间、地点、背后的故事' onInput={e => setCaption(e.detail.value)} />
      <PersonPicker persons={tree.data.familyNodes} chosen={persons} onChange={setPersons} />
      {error ? <Text className='xg-ftree__error'>{error}</Text> : null}
      <Button loading={uploading.busy} className='xg-gallery__choose' onClick={() => void uploading.run()}>选择图片并上传</Button>
      <Text className='xg-ftree__legend'>支持 10MB 以内的照片或扫描图片。图片会缩小到 800×800 以内保存，并去掉拍摄地点等隐私信息；只有家谱成员能看到。</Text>
    </View>
  )
}

function MediaCard({ tree, item }: { tree: GalleryTree; item: Item }) {
  const [open, setOpen] = useState(false)
  const removing = useSubmit(async () => {
    if (!(await confirm(`删除${item.title ? `“${item.title}”` : `这${item.kind === 'photo' ? '张照片' : '份文档'}`}？评论也会一并删除。`, { danger: true, confirmText: '删除' }))) return
    await call(G.removeMedia, { params: { id: tree.data.id, mediaId: item.id } })
    toast('已删除', 'success')
    invalidateQueries(['familyTree', 'media', tree.data.id])
  }, { failure: '删除失败，请稍后重试' })
  return (
    <View className={`xg-ftree__card xg-gallery__item${open ? ' xg-gallery__item--open' : ''}`}>
      <View {...pressKeys()} ariaRole='button' ariaLabel={open ? '收起' : '查看大图和评论'} className='xg-gallery__thumb-box' onClick={() => setOpen(!open)}>
        <Image className={open ? 'xg-gallery__full' : 'xg-gallery__thumb'} src={open ? item.url : item.thumbUrl} mode={open ? 'widthFix' : 'aspectFill'} ariaLabel={item.title || item.caption || (item.kind === 'photo' ? '家谱照片' : '家谱文档')} />
      </View>
      {item.title ? <Text className='xg-gallery__item-title'>{item.title}</Text> : null}
      {item.caption ? <Text className='xg-ftree__meta xg-gallery__caption'>{item.caption}</Text> : null}
      {item.persons.length ? (
        <View className='xg-ftree__row'>
          {item.persons.map(p => <Link key={p.id} className='xg-ftree__chip' to={href('/ancestry/family-tree/person/:id', { id: p.id }, tree.query)}>{p.name}</Link>)}
        </View>
      ) : null}
      <Text className='xg-ftree__legend'>{`${item.uploaderName} · ${galleryDate(item.createdAt)}`}</Text>
      <View className='xg-ftree__row'>
        <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link xg-gallery__open' onClick={() => setOpen(!open)}>{open ? '收起' : item.commentCount ? `评论 ${item.commentCount}` : '查看 · 评论'}</Text>
        {item.editable && !tree.browse ? <Text {...pressKeys()} ariaRole='button' className='xg-gallery__link xg-gallery__remove' onClick={() => void removing.run()}>删除</Text> : null}
      </View>
      {open ? <Comments treeId={tree.data.id} target='media' targetId={item.id} onChange={() => invalidateQueries(['familyTree', 'media', tree.data.id])} /> : null}
    </View>
  )
}
