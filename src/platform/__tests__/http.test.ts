/**
 * The website's transport (platform/http.ts) against a real HTTP server: it answers as
 * Taro.request did (every status resolves, JSON read or null) and rejects on a network failure
 * and at its timeout.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { httpTransport } from '@/platform/http'

let server: http.Server
let base = ''
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', c => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body })
      if (req.url === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":{"a":1}}')
      if (req.url === '/denied') return res.writeHead(403, { 'content-type': 'application/json' }).end('{"code":4403,"message":"无权访问"}')
      if (req.url === '/html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>')
      if (req.url === '/empty') return res.writeHead(204).end()
      if (req.url === '/slow') {
        const late = setTimeout(() => res.writeHead(200).end('{}'), 2000)
        return res.on('close', () => clearTimeout(late))
      }
      res.writeHead(404).end()
    })
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise(r => server.close(r))
})

it('resolves with the status and the JSON body, for an error status too', async () => {
  expect(await httpTransport({ method: 'GET', url: `${base}/json`, headers: {}, timeout: 5000 })).toEqual({ statusCode: 200, data: { code: 0, data: { a: 1 } } })
  expect(await httpTransport({ method: 'GET', url: `${base}/denied`, headers: {}, timeout: 5000 })).toEqual({ statusCode: 403, data: { code: 4403, message: '无权访问' } })
})

it('reads a body that is not JSON, or no body, as null', async () => {
  expect(await httpTransport({ method: 'GET', url: `${base}/html`, headers: {}, timeout: 5000 })).toEqual({ statusCode: 502, data: null })
  expect(await httpTransport({ method: 'DELETE', url: `${base}/empty`, headers: {}, timeout: 5000 })).toEqual({ statusCode: 204, data: null })
})

it('sends the method, the headers and the body string as given', async () => {
  seen.length = 0
  await httpTransport({ method: 'POST', url: `${base}/json`, headers: { 'content-type': 'application/json', 'x-sign': 'abc' }, body: '{"x":"中文"}', timeout: 5000 })
  expect(seen[0]).toMatchObject({ method: 'POST', body: '{"x":"中文"}', headers: expect.objectContaining({ 'content-type': 'application/json', 'x-sign': 'abc' }) })
})

it('rejects at its timeout and when nothing answers', async () => {
  const started = Date.now()
  await expect(httpTransport({ method: 'GET', url: `${base}/slow`, headers: {}, timeout: 200 })).rejects.toThrow('request:fail timeout')
  expect(Date.now() - started).toBeLessThan(1500)
  const closed = http.createServer()
  await new Promise<void>(r => closed.listen(0, '127.0.0.1', r))
  const port = (closed.address() as AddressInfo).port
  await new Promise(r => closed.close(r))
  await expect(httpTransport({ method: 'GET', url: `http://127.0.0.1:${port}/json`, headers: {}, timeout: 5000 })).rejects.toThrow(/^request:fail /)
})
