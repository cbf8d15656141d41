/**
 * The family library (spec 2.10 library-family, ?type=gene|genealogy; 3.12 family filter): approved
 * families, filtered by 字辈, 族谱, 先祖, 单倍群, 研究中 and 名人, newest change first or oldest;
 * the search page looks families up by surname, name, 堂号, 郡望 or place.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import Button from '@/components/Button'
import PageState from '@/components/PageState'
import { href } from '@/routes/href'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useLibrary } from '../hooks/useFamilies'
import { EMPTY_FILTER, FILTER_FLAGS, toggleFlag, TYPE_TITLES, typeOf, type LibraryFilter } from '../model/families'
import { familyStates, FamilyRow, Page, Pager } from './common'

function Results({ filter, setFilter }: { filter: LibraryFilter; setFilter: (f: LibraryFilter) => void }) {
  const state = useLibrary(filter)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <View className='xg-fam__card xg-fam-results'>
          <Text className='xg-fam__meta'>{`共 ${d.total} 个家族`}</Text>
          {d.list.length === 0 ? <Text className='xg-fam__text'>没有符合条件的家族，换个条件试试。</Text> : null}
          <View className='xg-fam__list'>
            {d.list.map(f => <FamilyRow key={f.id} f={f} />)}
          </View>
          <Pager data={d} onPage={page => setFilter({ ...filter, page })} />
        </View>
      )}
    </PageState>
  )
}

function Filters({ filter, setFilter }: { filter: LibraryFilter; setFilter: (f: LibraryFilter) => void }) {
  return (
    <View className='xg-fam__card'>
      <Text className='xg-fam__h'>筛选</Text>
      <View className='xg-fam__chips xg-fam-types'>
        {(['', 'gene', 'genealogy'] as const).map(t => (
          <Text key={t || 'all'} className={`xg-fam__chip xg-fam-type--${t || 'all'}${filter.type === t ? ' xg-fam__chip--on' : ''}`} onClick={() => setFilter({ ...filter, type: t, page: 1 })}>
            {t ? TYPE_TITLES[t] : '全部家族'}
          </Text>
        ))}
      </View>
      <View className='xg-fam__chips xg-fam-flags'>
        {FILTER_FLAGS.map(f => (
          <Text key={f.key} className={`xg-fam__chip xg-fam-flag--${f.key}${filter.flags.includes(f.key) ? ' xg-fam__chip--on' : ''}`} onClick={() => setFilter(toggleFlag(filter, f.key))}>
            {f.label}
          </Text>
        ))}
      </View>
      <View className='xg-fam__chips'>
        {(['UPDATE_DATE_DESC', 'UPDATE_DATE_ASC'] as const).map(s => (
          <Text key={s} className={`xg-fam__chip xg-fam-sort--${s}${filter.sort === s ? ' xg-fam__chip--on' : ''}`} onClick={() => setFilter({ ...filter, sort: s, page: 1 })}>
            {s === 'UPDATE_DATE_DESC' ? '最近更新' : '最早更新'}
          </Text>
        ))}
      </View>
    </View>
  )
}

export function LibraryFamily() {
  const type = typeOf(useRouteParams().type)
  const [filter, setFilter] = useState<LibraryFilter>({ ...EMPTY_FILTER, type })
  return (
    <Page title={TYPE_TITLES[filter.type]} sub='家族库收录通过审核的家族：字辈、族谱、先祖名人和大事记。标“示例”的是演示用的虚构记录。'>
      <View className='xg-fam__links'>
        <Button size='s' variant='secondary' to={href('/ancestry/library-family/search', {}, filter.type ? { type: filter.type } : {})}>搜索家族</Button>
        <Button size='s' variant='secondary' to={href('/ancestry/self-build-family/form')}>创建我的家族</Button>
        <Button size='s' variant='secondary' to={href('/ancestry/genealogy-images')}>族谱影像</Button>
      </View>
      <Filters filter={filter} setFilter={setFilter} />
      <Results filter={filter} setFilter={setFilter} />
    </Page>
  )
}

export function LibraryFamilySearch() {
  const type = typeOf(useRouteParams().type)
  const [text, setText] = useState('')
  const [filter, setFilter] = useState<LibraryFilter | null>(null)
  const search = () => setFilter(text.trim() ? { ...EMPTY_FILTER, type, keyword: text.trim() } : null)
  return (
    <Page title='搜索家族' sub='按姓氏、家族名称、堂号、郡望或发源地查找。'>
      <View className='xg-fam__search'>
        <Input className='xg-fam__input xg-fam-keyword' value={text} maxlength={20} placeholder='如 林、示例堂' confirmType='search' onInput={e => setText(e.detail.value)} onConfirm={search} />
        <Button onClick={search} className='xg-fam-search'>搜索</Button>
      </View>
      {filter ? <Results filter={filter} setFilter={setFilter} /> : <Text className='xg-fam__meta'>输入关键词后搜索。</Text>}
    </Page>
  )
}
