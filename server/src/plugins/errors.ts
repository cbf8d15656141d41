/**
 * The envelope and the codes of spec 8.1 from ONE place:
 *  - route schemas are zod schemas; failures become 4006 ARG_ERROR with a Chinese message naming
 *    the field, and every failing field in data.fields;
 *  - AppError becomes its code and message;
 *  - Fastify's own client errors (oversized or malformed bodies, unsupported media types) become
 *    4006 with their HTTP status;
 *  - anything else is logged with its stack and answered 500 with a generic message: details of
 *    a server failure never reach the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ArgErrorData, CODES, CODE_MESSAGES, Envelope, HEADERS, MESSAGES, TEXT_MESSAGES, hasUnsafeCharacters, isApiPath, splitUrl } from '@xungen/contracts'
import { allowedCodes, type EndpointDeclaration } from '@xungen/contracts/endpoints'
import { AppError } from '../errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the declaration a route is served from (endpoints/serve.ts); the code check below and api:report read it */
    endpoint?: EndpointDeclaration
  }
}

export function envelope<T>(data: T, message = ''): Envelope<T> {
  return { code: CODES.SUCCESS, message, data }
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  bigint: '整数',
  date: '日期'
}

const PART_NAMES: Record<string, string> = { body: '请求内容', querystring: '查询参数', params: '路径参数', headers: '请求头' }

function fieldOf(path: readonly PropertyKey[] | undefined): string {
  return (path ?? []).map(p => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '[')
}

/**
 * Chinese messages for zod's issues, used for every schema that does not bring its own text.
 * zod calls this at the end of parsing, when the issue's full path is known.
 */
export function zhIssueMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldOf(issue.path) || '请求内容'
  const iss = issue as z.core.$ZodRawIssue & Record<string, unknown>
  switch (issue.code) {
    case 'invalid_type':
      // Fastify hands a missing body or query to the validator as null
      if ((issue.path ?? []).length === 0 && (iss.input === undefined || iss.input === null)) return '缺少请求内容'
      if (iss.input === undefined) return `缺少参数 ${field}`
      return `参数 ${field} 类型错误，应为${TYPE_NAMES[String(iss.expected)] ?? String(iss.expected)}`
    case 'too_small': {
      const min = Number(iss.minimum)
      if (iss.origin === 'string') return min <= 1 ? `参数 ${field} 不能为空` : `参数 ${field} 长度不能少于 ${min} 个字符`
      if (iss.origin === 'array' || iss.origin === 'set') return `参数 ${field} 至少需要 ${min} 项`
      return `参数 ${field} 不能小于 ${min}`
    }
    case 'too_big': {
      const max = Number(iss.maximum)
      if (iss.origin === 'string') return `参数 ${field} 长度不能超过 ${max} 个字符`
      if (iss.origin === 'array' || iss.origin === 'set') return `参数 ${field} 最多 ${max} 项`
      return `参数 ${field} 不能大于 ${max}`
    }
    case 'invalid_format':
      return `参数 ${field} 格式不正确`
    case 'invalid_value':
      return `参数 ${field} 的取值无效`
    case 'unrecognized_keys':
      return `不支持的参数 ${((iss.keys as string[]) ?? []).map(k => (field === '请求内容' ? k : `${field}.${k}`)).join('、')}`
    case 'not_multiple_of':
      return `参数 ${field} 的取值无效`
    default:
      return `参数 ${field} 不正确`
  }
}

/** Turns a zod error of one request part into the ARG_ERROR envelope's data and message. */
export function argErrorFromZod(error: z.ZodError, part?: string): AppError {
  const fields: ArgErrorData['fields'] = error.issues.map(issue => {
    const at = fieldOf(issue.path)
    // an unknown field is named by itself, not by the object that holds it
    const field =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map(k => (at ? `${at}.${k}` : k)).join('、')
        : at || (part ? PART_NAMES[part] ?? part : '请求内容')
    return { field, message: issue.message }
  })
  const first = fields[0] ?? { field: '请求内容', message: CODE_MESSAGES[CODES.ARG_ERROR] }
  // A schema's own text ('配置项名称格式不正确') may not name the field; the envelope message must.
  const message = first.message.includes(first.field) ? first.message : `参数 ${first.field}：${first.message}`
  return new AppError(CODES.ARG_ERROR, message, { data: { fields } satisfies ArgErrorData })
}

/**
 * The first string (or object key) in a request part that holds a character no text may hold
 * (contracts/src/text: NUL, controls, bidi overrides, zero-width), with its path. Checked for
 * every validated part of every route before its schema runs, so a schema that forgets the
 * contracts' safeText() still never lets a NUL reach PostgreSQL (which answers it with a 500).
 */
export function findUnsafeText(value: unknown, at: Array<string | number> = [], depth = 0): Array<string | number> | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value, { multiline: true }) ? at : null
  if (depth > 32 || value === null || typeof value !== 'object') return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...at, i], depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeCharacters(key, { multiline: false })) return [...at, key]
    const found = findUnsafeText(item, [...at, key], depth + 1)
    if (found) return found
  }
  return null
}

function unsafeTextError(path: Array<string | number>, part?: string): AppError {
  const field = fieldOf(path) || (part ? PART_NAMES[part] ?? part : '请求内容')
  return new AppError(CODES.ARG_ERROR, TEXT_MESSAGES.unsafeIn(field), { data: { fields: [{ field, message: TEXT_MESSAGES.unsafe }] } satisfies ArgErrorData })
}

/** Fastify validator compiler for zod schemas: the parsed (and transformed) value replaces the request part. */
function zodValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  if (!(schema instanceof z.core.$ZodType)) throw new Error('route schemas must be zod schemas (zod or zod/mini)')
  return (data: unknown) => {
    const unsafe = findUnsafeText(data)
    if (unsafe) return { error: unsafeTextError(unsafe, httpPart) }
    const result = z.safeParse(schema, data, { error: zhIssueMessage })
    if (result.success) return { value: result.data }
    return { error: argErrorFromZod(result.error, httpPart) }
  }
}

/**
 * Fastify's schema compilers (the app's `schemaController`): route schemas are zod schemas, checked
 * by zodValidatorCompiler, and no route declares a response schema (an answer is checked against
 * its endpoint's declaration in endpoints/serve.ts). Given both, Fastify does not load its own
 * compilers, Ajv and fast-json-stringify (three copies of Ajv, some 250 modules in all), at
 * start: neither would ever compile anything.
 */
export const schemaController = {
  compilersFactory: {
    buildValidator: (): FastifySchemaCompiler<unknown> => zodValidatorCompiler,
    buildSerializer: (): FastifySerializerCompiler<unknown> => ({ method, url }) => {
      throw new Error(`${method} ${url}: a response schema (answers are checked against the endpoint's declaration instead)`)
    }
  }
  // Fastify's option type names Ajv's and fast-json-stringify's own compilers; what it calls at run
  // time is any compiler of the kind setValidatorCompiler / setSerializerCompiler take
} as unknown as FastifyServerOptions['schemaController']

/** Fastify's own client errors, by their code, and what the person is told. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容格式',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址不正确'
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: Envelope<unknown> = { code: error.code, message: error.message, data: error.data ?? null }
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(body)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)
}

/**
 * A page-level error for anything that is not an API call (spec 2.20): the not-found text for
 * 404, otherwise the status code and a message. HTML for browsers, plain text for the rest.
 */
export function sendPageError(request: FastifyRequest, reply: FastifyReply, status: number, message?: string): FastifyReply {
  const text = message ?? (status === 404 ? MESSAGES.notFound.server : status >= 500 ? CODE_MESSAGES[CODES.INTERNAL_ERROR] : '请求有误')
  reply.code(status).header('cache-control', 'no-store')
  if (!(request.headers.accept ?? '').includes('text/html')) return reply.type('text/plain; charset=utf-8').send(text + '\n')
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} - ${escapeHtml(text)}</title>
<style>body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;color:#333}main{text-align:center}h1{font-size:48px;margin:0 0 8px;color:#999}a{color:#1a73e8}</style>
</head><body><main><h1>${status}</h1><p>${escapeHtml(text)}</p><p><a href="/">${MESSAGES.notFound.backHome}</a></p></main></body></html>
`
  return reply.type('text/html; charset=utf-8').send(html)
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error
  const fe = error as FastifyError & { validationContext?: string }
  if (fe.code === 'FST_ERR_VALIDATION' && fe.cause instanceof AppError) return fe.cause
  if (fe.code && FASTIFY_CLIENT_ERRORS[fe.code]) {
    return new AppError(CODES.ARG_ERROR, FASTIFY_CLIENT_ERRORS[fe.code], { httpStatus: fe.statusCode ?? 400 })
  }
  if (fe.statusCode === 404) return new AppError(CODES.NOT_FOUND)
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // a client error of a plugin we did not map one by one: tell the person the request was wrong, no details
    request.log.info({ err: { code: fe.code, message: fe.message } }, 'client error')
    return new AppError(CODES.ARG_ERROR, CODE_MESSAGES[CODES.ARG_ERROR], { httpStatus: fe.statusCode })
  }
  return new AppError(CODES.INTERNAL_ERROR)
}

/**
 * Errors Fastify's router meets before any hook runs (a malformed percent-encoding in the path,
 * an over-long parameter): the same envelope or page as every other error, with the request id
 * header the logging plugin would have set, instead of Fastify's own JSON body.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error, request)
  request.log.info({ err: { code: error.code }, method: request.method, url: splitUrl(request.url).path.slice(0, 200), statusCode: appError.httpStatus }, 'request refused by the router')
  reply.header(HEADERS.requestId, request.id).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store')
  if (!isApiPath(splitUrl(request.url).path)) void sendPageError(request, reply, appError.httpStatus, appError.message)
  else void sendError(reply, appError)
}

async function errorsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler)

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const appError = toAppError(error, request)
    if (appError.httpStatus >= 500) {
      request.log.error({ err: error }, 'request failed')
    }
    // a declared endpoint answers only with the codes its declaration lists (contracts/endpoints)
    const declaration = request.routeOptions.config?.endpoint
    if (declaration && !allowedCodes(declaration).has(appError.code)) {
      request.log.error({ code: appError.code, endpoint: `${declaration.method} ${declaration.path}` }, 'undeclared code: add it to the endpoint declaration')
    }
    if (!isApiPath(splitUrl(request.url).path)) {
      // pages and files (the static site): a refused path (403 from a traversal attempt) is simply not there
      const status = appError.httpStatus === 403 ? 404 : appError.httpStatus
      return sendPageError(request, reply, status, status === 404 ? undefined : appError.httpStatus >= 500 ? undefined : appError.message)
    }
    return sendError(reply, appError)
  })
}

export default fp(errorsPlugin, { name: 'errors' })
