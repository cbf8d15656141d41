/**
 * Genealogy books (族谱影像; spec 2.10 genealogy-images, all, images): the books of approved
 * families, and one book a page at a time, its transcription set vertically as the book reads.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { href } from '@/routes/href'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useGenealogies, useGenealogy } from '../hooks/useFamilies'
import { familyStates, Page, Pager, SampleTag } from './common'

function Books({ familyId, title, sub }: { familyId?: number; title: string; sub: string }) {
  const [page, setPage] = useState(1)
  const state = useGenealogies(page, familyId)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title={title} sub={sub}>
          <View className='xg-fam__card'>
            {d.list.length === 0 ? <Text className='xg-fam__meta'>还没有族谱影像。</Text> : null}
            {d.list.map(g => (
              <Link key={g.id} className='xg-fam__item xg-fam-book' to={href('/ancestry/genealogy-images/images', {}, { id: g.id })}>
                <View className='xg-fam__item-main'>
                  <View className='xg-fam__tags'><Text className='xg-fam__name'>{g.title}</Text><SampleTag sample={g.sample} /></View>
                  <Text className='xg-fam__meta'>{`${g.familyName} · ${g.compiled ?? '年代不详'} · ${g.pageCount} 页`}</Text>
                </View>
              </Link>
            ))}
            <Pager data={d} onPage={setPage} />
          </View>
        </Page>
      )}
    </PageState>
  )
}

export function GenealogyImages() {
  const familyId = Number(useRouteParams().familyId) || undefined
  return (
    <>
      <Books familyId={familyId} title='族谱影像' sub='家族库里各家族的族谱，逐页浏览。标“示例”的是演示用的虚构族谱。' />
      <View className='xg-fam'><Button variant='secondary' to={href('/ancestry/genealogy-images/all')}>全部族谱影像</Button></View>
    </>
  )
}

export function GenealogyImagesAll() {
  return <Books title='全部族谱影像' sub='所有已公开家族的族谱，按收录先后排列。' />
}

/** /ancestry/genealogy-images/images?id=(&page=): one book, a page at a time */
export function GenealogyPages() {
  const params = useRouteParams()
  const id = Number(params.id) || 0
  if (!id) return <GenealogyImagesAll />
  return <BookPages id={id} first={Math.max(0, (Number(params.page) || 1) - 1)} />
}

function BookPages({ id, first }: { id: number; first: number }) {
  const state = useGenealogy(id)
  const [index, setIndex] = useState(first)
  return (
    <PageState {...familyStates()} state={state}>
      {g => {
        const i = Math.min(index, Math.max(0, g.pages.length - 1))
        const p = g.pages[i]
        return (
          <Page title={g.title} sub={`${g.familyName} · ${g.compiled ?? '年代不详'}`}>
            {g.sample ? <Text className='xg-fam__note'>示例族谱：页面文字为虚构，只用于展示族谱逐页浏览的样子。</Text> : null}
            {g.description ? <Text className='xg-fam__text'>{g.description}</Text> : null}
            {p ? (
              <>
                <View className='xg-fam__page xg-fam-page'>
                  <Text className='xg-fam__page-text'>{p.text}</Text>
                </View>
                <View className='xg-fam__pager'>
                  <Button variant='secondary' size='s' disabled={i <= 0} onClick={() => setIndex(i - 1)}>上一页</Button>
                  <Text className='xg-fam__meta xg-fam-page-no'>{`第 ${p.pageNo} / ${g.pages.length} 页`}</Text>
                  <Button variant='secondary' size='s' disabled={i >= g.pages.length - 1} onClick={() => setIndex(i + 1)}>下一页</Button>
                </View>
              </>
            ) : <Text className='xg-fam__meta'>这部族谱还没有页面。</Text>}
            <Button variant='secondary' to={href('/ancestry/family/:id', { id: g.familyId })}>查看家族</Button>
          </Page>
        )
      }}
    </PageState>
  )
}
