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
 * handler answers with that the declaration does not list are logged (errors.ts).
 */
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
import type { $ZodType, output } from 'zod/v4/core'
import { CODES, type Envelope } from '@xungen/contracts'
import type { EndpointAuth, EndpointDeclaration, EndpointOutput } from '@xungen/contracts/endpoints'
import { AppError } from '../errors'
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
}

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

/** Registers the route of a declaration with its handler (see the file comment). */
export function serve<const D extends EndpointDeclaration>(app: FastifyInstance, declaration: D, handler: EndpointHandler<D>): void {
  const preHandler = authCheck(app, declaration.auth)
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
    handler: async (request, reply): Promise<Envelope<EndpointOutput<D>>> => envelope(await handler(request as unknown as EndpointRequest<D>, reply))
  })
}
