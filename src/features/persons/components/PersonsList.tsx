/**
 * /user/persons (spec 2.11, 3.2 "Person list page state", 7.3 persons v2): the account's tested
 * persons and those shared with it, 10 a page, searched above 20 persons (spec 2.16 / 5). A
 * shared person can be removed from the list (spec 6: only the account it was shared with).
 */
import { Input, Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { confirm, toast } from '@/components/feedback'
import type { PersonListData, PersonView } from '@/services/api/persons'
import { messageOf } from '@/services/errors'
import { personMeta, showPersonSearch } from '../model/person'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

const SIZE = 10

export default function PersonsList() {
  const [keywords, setKeywords] = useState('')
  const [pages, setPages] = useState<PersonListData[]>([])
  const [status, setStatus] = useState<'loading' | 'done' | 'failed'>('loading')
  const [error, setError] = useState<unknown>(null)
  const [total, setTotal] = useState<number | null>(null)

  const load = useCallback(async (page: number, q: string) => {
    setStatus('loading')
    try {
      const data = await call(PERSONS_ENDPOINTS.personsV2, { query: { page, size: SIZE, keywords: q || undefined } })
      setPages(prev => (page === 1 ? [data] : [...prev, data]))
      if (!q) setTotal(data.count)
      setStatus('done')
    } catch (err) {
      setError(err)
      setStatus('failed')
    }
  }, [])

  useEffect(() => {
    void load(1, '')
  }, [load])

  const last = pages[pages.length - 1]
  const list: PersonView[] = pages.flatMap(p => p.list)

  async function removeShare(p: PersonView) {
    if (!(await confirm(`将「${p.name}」从您的检测人列表中移除？移除后需对方重新分享才能查看。`, { confirmText: '移除', danger: true }))) return
    try {
      await call(PERSONS_ENDPOINTS.deleteSharePerson, { params: { id: p.id } })
      toast('已移除', 'success')
      await load(1, keywords)
    } catch (err) {
      toast(messageOf(err, '移除失败，请稍后重试'))
    }
  }

  if (status === 'failed' && pages.length === 0) return <ErrorView message={messageOf(error, '加载失败，请稍后重试')} onReload={() => load(1, keywords)} />

  return (
    <View className='xg-persons xg-persons-list'>
      <View className='xg-persons__head'>
        <Text className='xg-persons__title'>检测人管理</Text>
        <Button size='s' to='/user/persons/bind'>绑定采样器</Button>
      </View>
      {last && <Text className='xg-persons__counts'>{`我绑定的 ${last.bindCount} 位 · 分享给我的 ${last.shareCount} 位`}</Text>}
      {total !== null && showPersonSearch(total) && (
        <Input className='xg-persons__search' placeholder='搜索检测人' value={keywords} confirmType='search' onInput={e => setKeywords(e.detail.value)} onConfirm={() => load(1, keywords.trim())} />
      )}
      {status === 'done' && list.length === 0 && (
        <View className='xg-persons__empty'>
          <Text>{keywords ? '没有找到这位检测人' : '还没有检测人。绑定采样器时会为检测人建立档案。'}</Text>
          {!keywords && <Button to='/user/persons/bind'>绑定采样器</Button>}
        </View>
      )}
      {list.map(p => (
        <View key={p.id} className='xg-persons__card xg-persons-list__item'>
          <Link to={`/user/persons/${p.id}`} className='xg-persons__row'>
            <Text className='xg-persons__name'>{p.name}</Text>
            {p.share.isShare ? <Text className='xg-persons__tag xg-persons__tag--muted'>分享给我</Text> : p.hasReport ? <Text className='xg-persons__tag'>报告已出</Text> : null}
          </Link>
          <Text className='xg-persons__meta'>{personMeta(p)}</Text>
          {p.productName && <Text className='xg-persons__meta'>{`${p.productName}${p.defaultBarcode ? ` · ${p.defaultBarcode}` : ''}`}</Text>}
          {p.share.isShare && (
            <View className='xg-persons__actions'>
              <Button size='s' variant='ghost' onClick={() => removeShare(p)}>移除</Button>
            </View>
          )}
        </View>
      ))}
      {status === 'loading' && <Text className='xg-persons__loading'>加载中…</Text>}
      {status === 'done' && last && !last.isEnd && (
        <Button variant='ghost' onClick={() => load(last.page + 1, keywords.trim())}>加载更多</Button>
      )}
    </View>
  )
}
