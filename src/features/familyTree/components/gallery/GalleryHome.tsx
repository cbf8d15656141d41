/**
 * /ancestry/family-tree/gallery (spec 2.10, 3.11; issue 24): the gallery of a tree (?tree=, else
 * the current tree): the newest photos and documents with their counts, and the newest life
 * stories; each leads to its own page. ?browse=1 is read-only.
 */
import { Image, Text, View } from '@tarojs/components'
import type { GalleryKind } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { href } from '@/routes/href'
import { useMedia } from '../../hooks/useGallery'
import { Page, treeStates } from '../common'
import Stories from './Stories'
import { WithTree, type GalleryTree } from './parts'

export default function GalleryHome() {
  return <WithTree>{tree => <HomeOf tree={tree} />}</WithTree>
}

function HomeOf({ tree }: { tree: GalleryTree }) {
  return (
    <Page title='家谱相册' sub={`${tree.data.name} · 老照片、族谱扫描件和家人的生平故事，只有家谱成员能看到${tree.browse ? ' · 浏览模式' : ''}`}>
      <Section tree={tree} kind='photo' />
      <Section tree={tree} kind='document' />
      <Stories treeId={tree.data.id} personId={0} editable={false} query={tree.query} limit={3} />
      <Button block variant='secondary' to={href('/ancestry/family-tree', {}, tree.browse ? { browse: tree.data.id } : {})}>返回家谱图</Button>
    </Page>
  )
}

const SECTION = {
  photo: { title: '照片', unit: '张', to: '/ancestry/family-tree/gallery/photos', empty: '还没有照片', add: '上传照片' },
  document: { title: '文档', unit: '份', to: '/ancestry/family-tree/gallery/docs', empty: '还没有族谱页、证书等文档', add: '上传文档' }
} as const

function Section({ tree, kind }: { tree: GalleryTree; kind: GalleryKind }) {
  const state = useMedia(tree.data.id, kind, 0, 1)
  const s = SECTION[kind]
  const to = href(s.to, {}, tree.query)
  return (
    <View className={`xg-ftree__card xg-gallery__section xg-gallery__section--${kind}`}>
      <PageState {...treeStates()} state={state}>
        {d => (
          <>
            <View className='xg-ftree__row xg-gallery__head'>
              <Text className='xg-ftree__h'>{`${s.title} · ${d.total} ${s.unit}`}</Text>
              <Link className='xg-gallery__link xg-gallery__all' to={to}>{d.total ? '查看全部' : tree.editable ? s.add : '查看'}</Link>
            </View>
            {d.list.length ? (
              <View className='xg-gallery__strip'>
                {d.list.slice(0, 6).map(item => (
                  <Link key={item.id} className='xg-gallery__strip-item' to={to} aria-label={item.title || `${s.title} ${item.id}`}>
                    <Image className='xg-gallery__strip-thumb' src={item.thumbUrl} mode='aspectFill' ariaLabel={item.title || s.title} />
                  </Link>
                ))}
              </View>
            ) : (
              <Text className='xg-ftree__meta'>{s.empty}</Text>
            )}
          </>
        )}
      </PageState>
    </View>
  )
}
