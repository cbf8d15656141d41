import { CODES } from '@xungen/contracts'
import { MemoryReplayGuard } from '../src/security/replayGuard'
import { createTestApp, json } from './helpers/app'

describe('in-memory replay guard', () => {
  it('accepts a signature once until it expires', async () => {
    let now = 0
    const guard = new MemoryReplayGuard(100, () => now)
    expect(await guard.claim('a', 10)).toBe(true)
    expect(await guard.claim('a', 10)).toBe(false)
    now = 9_999
    expect(await guard.claim('a', 10)).toBe(false)
    now = 10_000
    expect(await guard.claim('a', 10)).toBe(true)
  })

  it('forgets expired signatures as time passes, so memory stays bounded by the window', async () => {
    let now = 0
    const guard = new MemoryReplayGuard(1000, () => now)
    for (let i = 0; i < 500; i++) await guard.claim(`s${i}`, 1)
    expect(guard.size).toBe(500)
    now = 1_000
    await guard.claim('later', 1)
    expect(guard.size).toBe(1)
  })

  it('refuses to forget live signatures when full', async () => {
    const guard = new MemoryReplayGuard(2, () => 0)
    await guard.claim('a', 60)
    await guard.claim('b', 60)
    await expect(guard.claim('c', 60)).rejects.toThrow(/full/)
  })
})

describe('a replay guard that fails', () => {
  it('makes signed calls answer 503 instead of accepting possible replays', async () => {
    // a guard with room for nothing is full at once
    const t = await createTestApp({ replayGuard: new MemoryReplayGuard(0) })
    try {
      const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })
      expect(res.statusCode).toBe(503)
      expect(json(res)).toEqual({ code: CODES.SERVICE_UNAVAILABLE, message: '服务暂时不可用，请稍后再试', data: null })
      expect(t.logs().some(l => l.msg === 'replay guard unavailable')).toBe(true)
    } finally {
      await t.close()
    }
  })
})
