/**
 * A visitor's first answers from the HTML (docs/client.md "First load of a page"): the request
 * layer returns an answer at hand for a GET call instead of sending it, and sends everything else
 * signed as before.
 */
import { TEST_SIGNING_KEYS, bootAnswerKey, detectDevice } from '@xungen/contracts'
import { createApiClient, type OutgoingRequest } from '../client'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')

function client(answers: Map<string, unknown>) {
  const sent: OutgoingRequest[] = []
  const api = createApiClient({
    baseUrl: '',
    transport: async req => {
      sent.push(req)
      return { statusCode: 200, data: { code: 0, message: '', data: 'from the server' } }
    },
    keys: TEST_SIGNING_KEYS,
    randomBytes: n => new Uint8Array(n).fill(7),
    answered: (path, query) => {
      const key = bootAnswerKey(path, query)
      if (!answers.has(key)) return undefined
      const data = answers.get(key)
      answers.delete(key)
      return { data }
    },
    context: { currentPath: () => '/topics', token: () => null, shareToken: () => null, sampleMode: () => true, device: () => pc, onSessionInvalid: () => undefined }
  })
  return { api, sent }
}

describe('answers at hand', () => {
  it('a GET call with an answer at hand is not sent; the answer is taken once', async () => {
    const { api, sent } = client(new Map([[bootAnswerKey('/proxy/report/health-intros', { category: 'disease' }), { list: [1] }]]))
    expect(await api.request({ method: 'GET', path: '/proxy/report/health-intros', query: { category: 'disease' } })).toEqual({ list: [1] })
    expect(sent).toHaveLength(0)
    expect(await api.request({ method: 'GET', path: '/proxy/report/health-intros', query: { category: 'disease' } })).toBe('from the server')
    expect(sent).toHaveLength(1)
    // the call that is sent is signed as always (spec 7.1)
    expect(sent[0].url).toMatch(/[?&]_sign=[0-9a-f]{64}/)
  })

  it('another query, another path or another method is sent', async () => {
    const answers = new Map([[bootAnswerKey('/proxy/report/health-intros', { category: 'disease' }), { list: [1] }]])
    const { api, sent } = client(answers)
    await api.request({ method: 'GET', path: '/proxy/report/health-intros', query: { category: 'drug' } })
    await api.request({ method: 'GET', path: '/proxy/report/health-intros' })
    await api.request({ method: 'POST', path: '/proxy/report/health-intros', query: { category: 'disease' } })
    expect(sent).toHaveLength(3)
    expect(answers.size).toBe(1)
  })

  it('the key sorts parameters and leaves out empty ones, as the server writes it', () => {
    expect(bootAnswerKey('/p', { b: '2', a: 'x y', c: undefined, d: null })).toBe('/p?a=x%20y&b=2')
    expect(bootAnswerKey('/p', {})).toBe('/p')
    expect(bootAnswerKey('/p', { t: ['1', '2'] })).toBe('/p?t=1&t=2')
  })
})
