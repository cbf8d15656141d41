/** The page kit: what a page shows around its data, and an action's busy flag and failure. */
import TestUtils from '@tarojs/test-utils-react'
import { Text, View } from '@tarojs/components'
import { ApiError } from '@/services/client'
import { useSession } from '@/stores/session'
import { useSubmit } from '@/hooks/useSubmit'
import PageState, { type Loadable, type PageStateProps } from '..'

const testUtils = new TestUtils()
const text = () => document.body.textContent ?? ''
const settle = () => testUtils.act(async () => { await new Promise(r => setTimeout(r, 0)) })
const reload = jest.fn()
const loading: Loadable<string[] | null> = { status: 'loading', data: null, error: null, reload }
const done = (data: string[] | null): Loadable<string[] | null> => ({ status: 'done', data, error: null, reload })
const failed = (error: unknown): Loadable<string[] | null> => ({ status: 'failed', data: null, error, reload })

let current: Loadable<string[] | null> = loading
let extra: Partial<PageStateProps<string[] | null>> = {}
function Probe() {
  return (
    <PageState<string[] | null> state={current} empty={<Text>还没有检测人</Text>} isEmpty={d => d.length === 0} {...extra}>
      {data => <View>{data.join('、')}</View>}
    </PageState>
  )
}

async function show(state: Loadable<string[] | null>, props: typeof extra = {}) {
  current = state
  extra = props
  document.body.innerHTML = ''
  await testUtils.mount(Probe, {})
}

describe('PageState', () => {
  beforeEach(() => useSession.setState({ token: 'T' }))

  it('shows 加载中… while loading, then the page', async () => {
    await show(loading)
    expect(text()).toContain('加载中…')
    await show(done(['张三', '李四']))
    expect(text()).toContain('张三、李四')
  })

  it('a failure shows the error view with the answer\'s own words and 重新加载', async () => {
    await show(failed(new ApiError(500, '服务器开小差了')))
    expect(text()).toContain('服务器开小差了')
    expect(text()).toContain('重新加载')
  })

  it('a failure without words of its own says the page\'s', async () => {
    await show(failed(new Error('socket hang up')), { failure: '订单加载失败' })
    expect(text()).toContain('订单加载失败')
    expect(text()).not.toContain('socket')
  })

  it('a known answer code shows its own view', async () => {
    await show(failed(new ApiError(2200, 'not published')), { onCode: code => (code === 2200 ? <Text>报告尚未发布</Text> : null) })
    expect(text()).toContain('报告尚未发布')
    expect(text()).not.toContain('重新加载')
  })

  it('no data and an empty list show the empty view', async () => {
    await show(done(null))
    expect(text()).toContain('还没有检测人')
    await show(done([]))
    expect(text()).toContain('还没有检测人')
  })

  it('a visitor sees the sign-in prompt instead of the page', async () => {
    useSession.setState({ token: null })
    await show(done(['张三']), { signedOut: <Text>登录后查看</Text> })
    expect(text()).toContain('登录后查看')
    expect(text()).not.toContain('张三')
  })
})

describe('useSubmit', () => {
  let resolveSave: () => void = () => undefined
  const save = jest.fn(() => new Promise<string>(resolve => { resolveSave = () => resolve('ok') }))
  let api: ReturnType<typeof useSubmit<[], string>> | null = null
  let fail = false
  function Form() {
    const submit = useSubmit(async () => {
      if (fail) throw new Error('timeout')
      return save()
    }, { failure: '保存失败，请重试' })
    api = submit
    return (
      <View>
        <Text className='busy'>{submit.busy ? '保存中' : '空闲'}</Text>
        <Text className='error'>{submit.error ?? ''}</Text>
      </View>
    )
  }
  const q = (sel: string) => document.querySelector(sel)?.textContent ?? ''

  beforeEach(async () => {
    save.mockClear()
    fail = false
    document.body.innerHTML = ''
    await testUtils.mount(Form, {})
  })

  it('is busy while the action runs, and a second tap meanwhile is refused', async () => {
    let first: Promise<string | undefined> = Promise.resolve(undefined)
    let second: Promise<string | undefined> = Promise.resolve(undefined)
    await testUtils.act(async () => {
      first = api!.run()
      second = api!.run()
    })
    expect(q('.busy')).toBe('保存中')
    expect(save).toHaveBeenCalledTimes(1)
    expect(await second).toBeUndefined()
    await testUtils.act(async () => resolveSave())
    await settle()
    expect(await first).toBe('ok')
    expect(q('.busy')).toBe('空闲')
  })

  it('a failure puts the Chinese words on the page and frees the button', async () => {
    fail = true
    await testUtils.act(async () => { await api!.run() })
    expect(q('.error')).toBe('保存失败，请重试')
    expect(q('.busy')).toBe('空闲')
  })
})
