/** Every declared endpoint is served from its declaration, none is served undeclared (api:report), and /openapi.json lists them. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod/mini'
import { ENDPOINTS, endpoint, openApiPath } from '@xungen/contracts/endpoints'
import { endpointReport, formatEndpointReport } from '../../src/endpoints/report'
import { createTestApp, type TestApp } from '../helpers/app'
import { useTestApp } from '../helpers/fixture'

const totalDeclared = Object.values(ENDPOINTS).reduce((n, group) => n + Object.keys(group).length, 0)

describe('declared against served', () => {
  const t = useTestApp()

  it('serves every declared endpoint from its declaration and nothing else: N declared == M served', () => {
    const report = endpointReport(t.app)
    expect(report.unserved).toEqual([])
    expect(report.undeclared).toEqual([])
    expect(report.declared).toBe(totalDeclared)
    expect(report.served).toBe(report.declared)
    expect(formatEndpointReport(report).at(-1)).toBe(`endpoints: ${totalDeclared} declared, ${totalDeclared} served`)
  })

  it('GET /openapi.json: an OpenAPI 3.1 document with one operation per declaration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string; parameters: unknown[]; requestBody?: unknown }>> }
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.values(doc.paths).flatMap(p => Object.values(p))
    expect(operations).toHaveLength(totalDeclared)
    const update = doc.paths[openApiPath(ENDPOINTS.accounts.updateDeliveryAddress.path)].put
    expect(update.operationId).toBe('accounts.updateDeliveryAddress')
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })])
    expect(update.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: expect.objectContaining({ receiverName: expect.any(Object) }) } } } })
    expect(doc.paths['/web/api/new/common/upload/image'].post.requestBody).toMatchObject({ content: { 'multipart/form-data': expect.any(Object) } })
  })

  it('GET /docs: a page that reads /openapi.json (outside production)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<script src="/docs/docs.js">')
    const script = await t.app.inject({ method: 'GET', url: '/docs/docs.js' })
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body).toContain("fetch('/openapi.json')")
  })
})

describe('the report finds mismatches', () => {
  const extra = endpoint({ method: 'GET', path: '/proxy/test/declared-only', auth: 'public', summary: 'declared, never served', response: z.null(), codes: [] })
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      plugins: [
        async (app: FastifyInstance) => {
          app.get('/proxy/test/by-hand', async () => ({ code: 0, message: '', data: null }))
        }
      ]
    })
  })
  afterAll(() => t.close())

  it('lists a route served without a declaration and a declaration not served', () => {
    const report = endpointReport(t.app, { endpoints: { ...ENDPOINTS, test: { extra } } })
    expect(report.undeclared).toEqual(['GET /proxy/test/by-hand'])
    expect(report.unserved).toEqual(['test: GET /proxy/test/declared-only'])
    expect(formatEndpointReport(report).at(-1)).toBe(`endpoints: ${totalDeclared + 1} declared, ${totalDeclared + 1} served`)
  })
})
