/**
 * The per-account and global bounds on expensive work (security/concurrency.ts): what one
 * account holds never keeps another from starting, and refusals are 4290 in Chinese.
 */
import { CODES } from '@xungen/contracts'
import { AppError } from '../../src/errors'
import { ConcurrencyLimiter, TOO_MANY_AT_ONCE, TOO_MANY_OF_ACCOUNT } from '../../src/security/concurrency'

function refusal(fn: () => unknown): AppError {
  try {
    fn()
  } catch (err) {
    return err as AppError
  }
  throw new Error('not refused')
}

describe('ConcurrencyLimiter', () => {
  it('refuses a second import of one account with 4290 while another account still starts', () => {
    const limiter = new ConcurrencyLimiter({ global: 8, perAccount: 2, kinds: { import: { perAccount: 1, global: 4 } } })
    const release = limiter.acquire('import', 'user:1')
    const err = refusal(() => limiter.acquire('import', 'user:1'))
    expect(err).toBeInstanceOf(AppError)
    expect(err.code).toBe(CODES.TOO_MANY_REQUESTS)
    expect(err.httpStatus).toBe(429)
    expect(err.message).toBe(TOO_MANY_OF_ACCOUNT)
    expect(err.data).toEqual({ retryAfterSeconds: 5 })
    const other = limiter.acquire('import', 'user:2')
    expect(limiter.inFlight('import')).toBe(2)
    release()
    release() // idempotent
    expect(limiter.inFlight('import', 'user:1')).toBe(0)
    limiter.acquire('import', 'user:1')()
    other()
    expect(limiter.inFlight()).toBe(0)
  })

  it('counts every kind of one account together, and the process total over all accounts', () => {
    const limiter = new ConcurrencyLimiter({ global: 3, perAccount: 2, kinds: {} })
    const a = limiter.acquire('pdf', 'user:1')
    const b = limiter.acquire('import', 'user:1')
    expect(refusal(() => limiter.acquire('relatives', 'user:1')).message).toBe(TOO_MANY_OF_ACCOUNT)
    const c = limiter.acquire('pdf', 'user:2')
    const err = refusal(() => limiter.acquire('pdf', 'user:3'))
    expect(err.code).toBe(CODES.TOO_MANY_REQUESTS)
    expect(err.message).toBe(TOO_MANY_AT_ONCE)
    a()
    limiter.acquire('pdf', 'user:3')()
    b()
    c()
  })

  it('bounds one kind for the whole process below the total', () => {
    const limiter = new ConcurrencyLimiter({ global: 10, perAccount: 5, kinds: { pdf: { perAccount: 2, global: 2 } } })
    limiter.acquire('pdf', 'user:1')
    limiter.acquire('pdf', 'user:2')
    expect(refusal(() => limiter.acquire('pdf', 'user:3')).message).toBe(TOO_MANY_AT_ONCE)
    expect(() => limiter.acquire('import', 'user:3')()).not.toThrow()
  })

  it('run() holds the slot until the work settles, failures included', async () => {
    const limiter = new ConcurrencyLimiter({ global: 4, perAccount: 1 })
    let finish!: () => void
    const running = limiter.run('analysis', 'user:1', () => new Promise<string>(resolve => (finish = () => resolve('done'))))
    await expect(limiter.run('analysis', 'user:1', async () => 'again')).rejects.toMatchObject({ code: CODES.TOO_MANY_REQUESTS })
    finish()
    await expect(running).resolves.toBe('done')
    await expect(limiter.run('analysis', 'user:1', async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(limiter.inFlight()).toBe(0)
  })
})
