/**
 * Body parsers that keep the exact bytes received (request.rawBody): the signature of spec 7.1
 * hashes the body as it was sent, not as it re-serialises. JSON, url-encoded forms and plain text
 * are accepted; multipart is left to the upload routes (@fastify/multipart); anything else is
 * refused by Fastify with 415, which the error handler turns into 4006.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CODES } from '@xungen/contracts'
import { AppError } from '../errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** the body bytes exactly as received; null without a body or for multipart */
    rawBody: Buffer | null
  }
}

const MAYBE_PROTO_KEY = /__proto__|constructor|\\u/
const dropProtoKeys = (key: string, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)

function invalidJson(): AppError {
  return new AppError(CODES.ARG_ERROR, '请求内容不是合法的 JSON')
}

async function bodyPlugin(app: FastifyInstance, options: { bodyLimit: number }) {
  app.decorateRequest('rawBody', null)
  app.removeAllContentTypeParsers()

  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body
    // An empty body with a JSON content type (some clients send it with DELETE) is no body.
    if (body.length === 0) return done(null, undefined)
    try {
      // JSON.parse never revives __proto__ into the prototype, but a later Object.assign could: drop it.
      // The dropping reviver runs only on a text that can hold such a key (also written with \u escapes):
      // called on every value, it doubled the parse of an ordinary body (issue 30)
      const text = body.toString('utf8')
      done(null, MAYBE_PROTO_KEY.test(text) ? JSON.parse(text, dropProtoKeys) : JSON.parse(text))
    } catch {
      done(invalidJson(), undefined)
    }
  })

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body
    const form: Record<string, string | string[]> = Object.create(null)
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) {
      const prev = form[key]
      form[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
    }
    done(null, { ...form })
  })

  app.addContentTypeParser('text/plain', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body
    done(null, body.toString('utf8'))
  })
}

export default fp(bodyPlugin, { name: 'body' })
