/** spec 2.20: a failed code chunk reloads the page, at most once a minute. */
import { EventEmitter } from 'events'
import { isChunkLoadError, shouldReload } from '@/lib/chunkReload'
import { installChunkReload } from '../chunkReload'

describe('chunk load failures', () => {
  it('recognises webpack\'s and the browsers\' chunk errors only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 1344 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7519 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /js/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads at most once in 60 s', () => {
    expect(shouldReload(null, 1000)).toBe(true)
    expect(shouldReload(1000, 60_999)).toBe(false)
    expect(shouldReload(1000, 61_000)).toBe(true)
  })

  it('installed on a window: the first failure reloads, a second within a minute does not', () => {
    const store = new Map<string, string>()
    const events = new EventEmitter()
    const reload = jest.fn()
    let now = 100_000
    const win = {
      addEventListener: (type: string, fn: (e: unknown) => void) => events.on(type, fn),
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
      location: { reload }
    } as unknown as Window
    installChunkReload(win, () => now)
    const failure = { reason: Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }) }
    events.emit('unhandledrejection', failure)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 30_000
    events.emit('unhandledrejection', failure)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 31_000
    events.emit('error', { error: failure.reason })
    expect(reload).toHaveBeenCalledTimes(2)
    events.emit('unhandledrejection', { reason: new Error('something else') })
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
