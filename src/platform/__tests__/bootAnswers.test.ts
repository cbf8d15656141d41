/**
 * The answers in the first page's HTML stand only for the caller they were made for: a visitor's
 * (no account named) while no session is held, a signed-in person's while that account's session
 * is held (contracts bootAnswers.ts, server/src/plugins/site.ts).
 */
import { BOOT_ANSWERS_ACCOUNT_KEY, BOOT_ANSWERS_ELEMENT_ID } from '@xungen/contracts'

function pageWith(answers: Record<string, unknown>) {
  const el = { textContent: JSON.stringify(answers), removed: false, remove() { this.removed = true } }
  ;(globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id === BOOT_ANSWERS_ELEMENT_ID && !el.removed ? el : null) }
  return el
}

async function freshModule() {
  jest.resetModules()
  return import('../bootAnswers')
}

// the page loaded a second ago (answers are taken only within a minute of the load; this test
// process may be older than that)
beforeEach(() => jest.spyOn(performance, 'now').mockReturnValue(1000))
afterEach(() => {
  jest.restoreAllMocks()
  delete (globalThis as { document?: unknown }).document
})

describe('answers in the HTML', () => {
  it('gives a visitor\'s answers to a caller without a session, each once, and none to a signed-in one', async () => {
    pageWith({ '/proxy/report/health-topics': { list: [1] } })
    const { takeBootAnswer } = await freshModule()
    expect(takeBootAnswer('/proxy/report/health-topics', undefined, '7')).toBeUndefined()
    expect(takeBootAnswer('/proxy/report/health-topics', undefined, null)).toEqual({ data: { list: [1] } })
    expect(takeBootAnswer('/proxy/report/health-topics', undefined, null)).toBeUndefined()
  })

  it('gives a signed-in page\'s answers only to a session of the account they name', async () => {
    const el = pageWith({ [BOOT_ANSWERS_ACCOUNT_KEY]: '7', '/web/api/new/user/info': { userId: 7 }, '/proxy/report/items/XG1?category=traits': { list: [] } })
    const { takeBootAnswer } = await freshModule()
    expect(takeBootAnswer('/web/api/new/user/info', undefined, null)).toBeUndefined()
    expect(takeBootAnswer('/web/api/new/user/info', undefined, '8')).toBeUndefined()
    expect(takeBootAnswer('/web/api/new/user/info', undefined, '7')).toEqual({ data: { userId: 7 } })
    expect(takeBootAnswer('/proxy/report/items/XG1', { category: 'traits' }, '7')).toEqual({ data: { list: [] } })
    // the account's name is not an answer, and the element is gone once read
    expect(takeBootAnswer(BOOT_ANSWERS_ACCOUNT_KEY, undefined, '7')).toBeUndefined()
    expect(el.removed).toBe(true)
  })

  it('is not taken more than a minute after the load', async () => {
    pageWith({ '/proxy/report/health-topics': { list: [1] } })
    const { takeBootAnswer } = await freshModule()
    jest.spyOn(performance, 'now').mockReturnValue(61_000)
    expect(takeBootAnswer('/proxy/report/health-topics', undefined, null)).toBeUndefined()
  })

  it('makes the call when the HTML carries nothing readable', async () => {
    const el = pageWith({})
    el.textContent = '{not json'
    const { takeBootAnswer } = await freshModule()
    expect(takeBootAnswer('/proxy/report/health-topics', undefined, null)).toBeUndefined()
  })
})
