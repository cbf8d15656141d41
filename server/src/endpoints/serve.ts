/**
 * Serving an endpoint from its declaration (packages/contracts/src/endpoints, ADR 0015):
 *
 *   serve(app, ACCOUNTS.userInfo, async request => users.info(request.session.user.id, origin))
 *
 * The declaration gives the method and path, the zod schemas Fastify validates the query, params
 * and body with (plugins/errors.ts turns failures into 4006), the body limit, and the `auth`
 * check, run as a preHandler before the handler. The handler receives the request typed by the
 * ZodTypeProvider below (no casts: request.body is the schema's output; for `auth: 'user'`
 * request.session.user is not null) and returns `data`; the envelope is added here. Codes the
 * handler answers with that the declaration does not list are logged (errors.ts). An upload
 * (`file: '<field>'`) is parsed here too: the route's context accepts multipart bodies and the
 * handler reads the declared part with `request.upload` (endpoints/upload.ts), with its limit.
 *
 * The answer is checked against the declared `response` (ADR 0019): a value the schema refuses,
 * or a field it does not declare, is a contract mismatch. With `responseCheck: 'fail'`
 * (development and tests) the call answers 500 and the mismatch is logged and printed, so a test
 * of the endpoint fails; with `'log'` (a staging server) it is logged and the answer is sent;
 * production skips the check (`'off'`, RESPONSE_CHECK to change it).
 */
import { appendFileSync } from 'fs'
import type { IncomingMessage } from 'http'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  RawServerDefault,
  RouteGenericInterface,
  preHandlerAsyncHookHandler
} from 'fastify'
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { CODES, type Envelope } from '@xungen/contracts'
import type { EndpointAuth, EndpointDeclaration, EndpointOutput } from '@xungen/contracts/endpoints'
import { AppError } from '../errors'
import { acceptMultipart, uploadOf, type Upload } from './upload'
import { envelope } from '../plugins/errors'
import type { Session, SessionUser } from '../plugins/session'

/**
 * Fastify type provider for zod 4 schemas (classic or mini: both are $ZodType). The same two
 * lines as fastify-type-provider-zod's ZodTypeProvider; its runtime parts are not used
 * (our validator compiler words the errors in Chinese, ADR 0015).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown
  serializer: this['schema'] extends $ZodType ? output<this['schema']> : unknown
}

type PartOf<D, K extends string> = D extends { readonly [P in K]: infer S extends $ZodType } ? S : undefined

/** The route schema Fastify sees, as types (what the type provider reads). */
export interface EndpointSchema<D extends EndpointDeclaration> {
  querystring: PartOf<D, 'query'>
  params: PartOf<D, 'params'>
  body: PartOf<D, 'body'>
}

/** request.session as the handler sees it: a signed-in user is guaranteed where auth requires one. */
export type SessionOf<D extends EndpointDeclaration> = D['auth'] extends 'user' | { readonly staff: readonly unknown[] } ? Session & { user: SessionUser } : Session

export type EndpointRequest<D extends EndpointDeclaration> = FastifyRequest<RouteGenericInterface, RawServerDefault, IncomingMessage, EndpointSchema<D>, ZodTypeProvider> & {
  session: SessionOf<D>
} & (D extends { readonly file: string } ? { /** the declared file part (endpoints/upload.ts) */ upload: Upload } : unknown)

export type EndpointHandler<D extends EndpointDeclaration> = (request: EndpointRequest<D>, reply: FastifyReply) => Promise<EndpointOutput<D>>

/** The preHandler that enforces a declaration's `auth` (spec 6). */
export function authCheck(app: FastifyInstance, auth: EndpointAuth): preHandlerAsyncHookHandler | undefined {
  if (auth === 'public') return undefined
  if (auth === 'user') return app.requireUser
  if (auth === 'sample')
    // spec 6: a share-link visitor (no account, not in sample mode) reads the shared report with
    // the share token alone; the handler serves only the detection the token opens (4004 otherwise)
    return async function sampleShareOrUser(request: FastifyRequest) {
      if (!request.session.sample && !request.session.shareToken) await requireSession(request)
    }
  if (auth === 'share')
    return async function shareOrUser(request: FastifyRequest) {
      if (!request.session.shareToken) await requireSession(request)
    }
  const roles: readonly string[] = auth.staff
  return async function staffOnly(request: FastifyRequest) {
    await requireSession(request)
    // not a staff account: the endpoint is not there for it
    if (!(request.session.user?.staffRoles ?? []).some(role => roles.includes(role))) throw new AppError(CODES.NOT_FOUND)
  }
}

async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.session.user) throw new AppError(request.session.refusal ?? CODES.SESSION_INVALID)
}

/**
 * Where an answer differs from a declared response schema: the schema's issues, and the fields of
 * the answer the schema does not declare (zod objects drop them silently). Empty when it matches.
 */
export function answerMismatch(schema: $ZodType, data: unknown): string[] {
  const result = safeParse(schema, data)
  if (!result.success) return result.error.issues.map(issue => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
  const extra: string[] = []
  undeclaredFields(data, result.data, [], extra)
  return extra.map(at => `${at}: not declared in the response schema`)
}

function undeclaredFields(sent: unknown, parsed: unknown, at: string[], found: string[]): void {
  if (found.length >= 20 || sent === null || parsed === null || typeof sent !== 'object' || typeof parsed !== 'object') return
  if (Array.isArray(sent)) {
    if (Array.isArray(parsed)) sent.forEach((item, i) => undeclaredFields(item, parsed[i], [...at, String(i)], found))
    return
  }
  if (Array.isArray(parsed) || sent instanceof Date) return
  const kept = parsed as Record<string, unknown>
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue
    if (!(key in kept)) found.push([...at, key].join('.'))
    else undeclaredFields(value, kept[key], [...at, key], found)
  }
}

/** Thrown (responseCheck 'fail') when an answer does not match its declaration: a server failure, 500. */
export class AnswerMismatchError extends Error {
  constructor(readonly endpoint: string, readonly issues: readonly string[]) {
    super(`the answer of ${endpoint} does not match its declared response:\n  ${issues.join('\n  ')}`)
    this.name = 'AnswerMismatchError'
  }
}

function checkAnswer(declaration: EndpointDeclaration, data: unknown, mode: 'fail' | 'log', request: FastifyRequest): void {
  const issues = answerMismatch(declaration.response, data)
  if (!issues.length) return
  const endpoint = `${declaration.method} ${declaration.path}`
  request.log.error({ endpoint, issues }, 'answer does not match its declared response')
  if (mode === 'log') return
  // a whole test run's mismatches in one file instead of the first failure of each test
  if (process.env.XUNGEN_ANSWER_MISMATCHES) return appendFileSync(process.env.XUNGEN_ANSWER_MISMATCHES, JSON.stringify({ endpoint, issues }) + '\n')
  const error = new AnswerMismatchError(endpoint, issues)
  // tests run with the log silent: say it where the failing test shows it
  if (process.env.JEST_WORKER_ID) console.error(error.message)
  throw error
}

/** Registers the route of a declaration with its handler (see the file comment). */
export function serve<const D extends EndpointDeclaration>(app: FastifyInstance, declaration: D, handler: EndpointHandler<D>): void {
  const preHandler = authCheck(app, declaration.auth)
  const check = app.config.responseCheck
  const field = declaration.file
  // an upload endpoint: its context parses multipart bodies, its handler reads the declared part
  if (field) acceptMultipart(app)
  app.withTypeProvider<ZodTypeProvider>().route({
    method: declaration.method,
    url: declaration.path,
    schema: {
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.body ? { body: declaration.body } : {})
    },
    ...(declaration.bodyLimit ? { bodyLimit: declaration.bodyLimit } : {}),
    ...(preHandler ? { preHandler } : {}),
    config: { endpoint: declaration },
    // the one place where the request is narrowed to the declaration's types: the schemas above
    // were applied by the validator and the auth check by the preHandler
    handler: async (request, reply): Promise<Envelope<EndpointOutput<D>>> => {
      if (field) Object.assign(request, { upload: uploadOf(request, field) })
      const data = await handler(request as unknown as EndpointRequest<D>, reply)
      if (check !== 'off') checkAnswer(declaration, data, check, request)
      return envelope(data)
    }
  })
}
