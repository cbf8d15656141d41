/** useQuery: the components that show the same key share its state; an update by key reaches them all. */
import TestUtils from '@tarojs/test-utils-react'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { queryCache } from '@/lib/queryCache'
import { invalidateQueries, setQueryData, useQuery } from '../useQuery'

type Deferred = { resolve: (v: number) => void; reject: (e: unknown) => void }
let pending: Deferred[] = []
let setPerson: (k: string) => void = () => undefined

function Count({ name }: { name: string }) {
  const state = useQuery(['notifications', 'unread'], () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })))
  return <Text className={name}>{state.status === 'done' ? String(state.data) : state.status}</Text>
}

function Person() {
  const [id, set] = useState('1')
  setPerson = set
  const state = useQuery(['persons', 'person', id], () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })))
  return <Text className='person'>{state.status === 'done' ? String(state.data) : state.status}</Text>
}

function Both() {
  return (
    <View>
      <Count name='tab' />
      <Count name='list' />
    </View>
  )
}

const testUtils = new TestUtils()
const text = (sel: string) => (document.querySelector(sel)?.textContent ?? '')
const settle = () => testUtils.act(async () => { await new Promise(r => setTimeout(r, 0)) })

beforeEach(() => {
  pending = []
  queryCache.clear()
  document.body.innerHTML = ''
})

it('an unread count shown twice loads once, and an update by key changes both', async () => {
  await testUtils.mount(Both, {})
  expect([text('.tab'), text('.list')]).toEqual(['loading', 'loading'])
  expect(pending).toHaveLength(1)
  pending[0].resolve(2)
  await settle()
  expect([text('.tab'), text('.list')]).toEqual(['2', '2'])

  await testUtils.act(async () => { setQueryData<number>(['notifications', 'unread'], n => n + 1) })
  expect([text('.tab'), text('.list')]).toEqual(['3', '3'])

  await testUtils.act(async () => { invalidateQueries(['notifications']) })
  expect(text('.tab')).toBe('3')
  pending[1].resolve(0)
  await settle()
  expect([text('.tab'), text('.list')]).toEqual(['0', '0'])
})

it('a new key loads its own data; the old key\'s late answer is not shown', async () => {
  await testUtils.mount(Person, {})
  await testUtils.act(async () => setPerson('2'))
  expect(pending).toHaveLength(2)
  pending[1].resolve(22)
  await settle()
  pending[0].resolve(11)
  await settle()
  expect(text('.person')).toBe('22')
  expect(queryCache.keys()).toEqual([['persons', 'person', '2']])
})
