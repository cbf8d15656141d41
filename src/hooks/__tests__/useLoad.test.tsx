/** useLoad: loading, the value, the failure and a reload; a stale answer never overwrites a newer one. */
import TestUtils from '@tarojs/test-utils-react'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLoad } from '../useLoad'

type Deferred = { resolve: (v: string) => void; reject: (e: unknown) => void }
let pending: Deferred[] = []
let setKey: (k: string) => void = () => undefined
let reload: () => void = () => undefined

function Probe() {
  const [key, set] = useState('a')
  setKey = set
  const state = useLoad(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })), [key])
  reload = state.reload
  return (
    <View>
      <Text className='status'>{state.status}</Text>
      <Text className='data'>{state.data ?? ''}</Text>
      <Text className='error'>{state.error ? String((state.error as Error).message) : ''}</Text>
    </View>
  )
}

const testUtils = new TestUtils()
const text = (sel: string) => (document.querySelector(sel)?.textContent ?? '')
const settle = () => testUtils.act(async () => { await new Promise(r => setTimeout(r, 0)) })

beforeEach(() => {
  pending = []
  document.body.innerHTML = ''
})

it('shows loading, then the value; a failure, then a reload that succeeds', async () => {
  await testUtils.mount(Probe, {})
  expect(text('.status')).toBe('loading')
  pending[0].resolve('first')
  await settle()
  expect([text('.status'), text('.data')]).toEqual(['done', 'first'])

  await testUtils.act(async () => reload())
  expect(text('.status')).toBe('loading')
  pending[1].reject(new Error('网络不给力'))
  await settle()
  expect([text('.status'), text('.error')]).toEqual(['failed', '网络不给力'])

  await testUtils.act(async () => reload())
  pending[2].resolve('again')
  await settle()
  expect([text('.status'), text('.data')]).toEqual(['done', 'again'])
})

it('drops the answer of a load that a newer one replaced', async () => {
  await testUtils.mount(Probe, {})
  await testUtils.act(async () => setKey('b'))
  expect(pending).toHaveLength(2)
  pending[1].resolve('new')
  await settle()
  pending[0].resolve('old')
  await settle()
  expect(text('.data')).toBe('new')
})

it('renders an answer that needed no network before the browser could lay out the loading view', async () => {
  // what the request layer gives for one of the HTML's first answers: a promise already settled
  const seen: string[] = []
  function Ready() {
    const state = useLoad(() => Promise.resolve('from the HTML'), [])
    seen.push(state.status)
    return <Text className='data'>{state.data ?? ''}</Text>
  }
  let inNextTask = ''
  setTimeout(() => (inNextTask = text('.data')), 0)
  await testUtils.mount(Ready, {})
  await settle()
  // the value was in the document before any other task ran (no layout or paint in between)
  expect(inNextTask).toBe('from the HTML')
  expect(seen).toEqual(['loading', 'done'])
})

it('an answer that came later (the network) renders as usual', async () => {
  function Late() {
    const state = useLoad(() => new Promise<string>(resolve => setTimeout(() => resolve('later'), 20)), [])
    return <Text className='data'>{state.status}:{state.data ?? ''}</Text>
  }
  await testUtils.mount(Late, {})
  expect(text('.data')).toBe('loading:')
  await testUtils.act(async () => { await new Promise(r => setTimeout(r, 40)) })
  expect(text('.data')).toBe('done:later')
})
