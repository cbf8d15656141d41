/** The keyed server-state cache: one entry per key for all readers, invalidation and in-place updates reach them all. */
import { createQueryCache } from '../queryCache'

type Deferred<T> = { resolve: (v: T) => void; reject: (e: unknown) => void }
const settle = () => new Promise(r => setTimeout(r, 0))

function loader<T>() {
  const pending: Deferred<T>[] = []
  const load = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })))
  return { load, pending }
}

describe('a keyed query', () => {
  it('two readers of the same key share one request and one answer', async () => {
    const cache = createQueryCache()
    const { load, pending } = loader<number>()
    const a = jest.fn()
    const b = jest.fn()
    cache.subscribe(['notifications', 'unread'], load, a)
    cache.subscribe(['notifications', 'unread'], load, b)
    expect(load).toHaveBeenCalledTimes(1)
    expect(cache.stateOf(['notifications', 'unread']).status).toBe('loading')
    pending[0].resolve(3)
    await settle()
    expect(cache.stateOf(['notifications', 'unread'])).toEqual({ status: 'done', data: 3, error: null })
    expect(a).toHaveBeenCalled()
    expect(b).toHaveBeenCalled()
  })

  it('setQueryData changes the count everywhere at once, without a request', async () => {
    const cache = createQueryCache()
    const { load, pending } = loader<number>()
    cache.subscribe(['notifications', 'unread'], load, () => undefined)
    pending[0].resolve(3)
    await settle()
    expect(cache.setQueryData<number>(['notifications', 'unread'], n => n + 1)).toBe(true)
    expect(cache.stateOf(['notifications', 'unread']).data).toBe(4)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('an answer already on its way does not overwrite a newer in-place update', async () => {
    const cache = createQueryCache()
    const { load, pending } = loader<number>()
    cache.subscribe(['n'], load, () => undefined)
    pending[0].resolve(1)
    await settle()
    cache.invalidateQueries(['n'])
    cache.setQueryData<number>(['n'], () => 9)
    pending[1].resolve(2)
    await settle()
    expect(cache.stateOf(['n']).data).toBe(9)
  })

  it('invalidating a prefix loads again every shown key under it and keeps the data on screen meanwhile', async () => {
    const cache = createQueryCache()
    const orders = loader<string>()
    const order = loader<string>()
    const other = loader<string>()
    cache.subscribe(['orders', 'list'], orders.load, () => undefined)
    cache.subscribe(['orders', 'detail', 'A1'], order.load, () => undefined)
    cache.subscribe(['persons', 'list'], other.load, () => undefined)
    orders.pending[0].resolve('list v1')
    order.pending[0].resolve('A1 v1')
    other.pending[0].resolve('persons')
    await settle()
    expect(cache.invalidateQueries(['orders'])).toBe(2)
    expect(cache.stateOf(['orders', 'list'])).toEqual({ status: 'done', data: 'list v1', error: null })
    orders.pending[1].resolve('list v2')
    await settle()
    expect(cache.stateOf(['orders', 'list']).data).toBe('list v2')
    expect(other.load).toHaveBeenCalledTimes(1)
  })

  it('the last reader leaving drops the entry: a page opened later loads afresh', async () => {
    const cache = createQueryCache()
    const { load, pending } = loader<string>()
    const leave = cache.subscribe(['x', 1], load, () => undefined)
    pending[0].resolve('old')
    await settle()
    leave()
    expect(cache.keys()).toEqual([])
    cache.subscribe(['x', 1], load, () => undefined)
    expect(cache.stateOf(['x', 1]).status).toBe('loading')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failure shows as failed; reload shows loading, then the value', async () => {
    const cache = createQueryCache()
    const { load, pending } = loader<string>()
    cache.subscribe(['x'], load, () => undefined)
    pending[0].reject(new Error('网络不给力'))
    await settle()
    expect(cache.stateOf(['x']).status).toBe('failed')
    cache.reload(['x'])
    expect(cache.stateOf(['x']).status).toBe('loading')
    pending[1].resolve('ok')
    await settle()
    expect(cache.stateOf(['x']).data).toBe('ok')
  })

  it('keys are compared by value, prefixes part by part', async () => {
    const cache = createQueryCache()
    const { load } = loader<string>()
    cache.subscribe(['lineage', 'surnames', { page: 1, keyword: '李' }], load, () => undefined)
    cache.subscribe(['lineage', 'surnames', { page: 1, keyword: '李' }], load, () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(cache.invalidateQueries(['lineage', 'surname'])).toBe(0)
    expect(cache.invalidateQueries(['lineage', 'surnames'])).toBe(1)
  })
})
