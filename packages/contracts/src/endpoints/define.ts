/**
 * One declaration per HTTP endpoint (issue 11, ADR 0015): method, path, who may call it, the
 * zod schemas of its input and answer, the spec 8.1 codes it may answer with and a summary. The
 * server registers its route from the declaration (validation, envelope, auth check); the client
 * derives its typed call from the same object; /openapi.json is generated from all of them.
 *
 * Schemas are written with `zod/mini` (the client bundle carries them: ADR 0015). Types come from
 * `zod/v4/core`, which both zod and zod/mini schemas implement.
 */
import type { $ZodType, input, output } from 'zod/v4/core'
import type { Code } from '../codes'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** spec 7: the proxied groups (`/proxy/...`) and the direct paths (`/web/api/new/...`). */
export type EndpointPath = `/proxy/${string}` | `/web/api/new/${string}`

/**
 * Who may call an endpoint (spec 6). The server enforces it before the handler runs:
 *  - `public`: anyone; the handler sees the session user when there is one;
 *  - `user`: a signed-in account (the owner of what it reads or changes); otherwise 1001, or the
 *    refusal code of the token (1003, 2102);
 *  - `sample`: anonymous viewing in sample-report mode (the auth-sample header), a share-link
 *    visitor (the share token header; the handler serves only the report the token opens), or a
 *    signed-in user;
 *  - `share`: a share token header, or a signed-in user (the handler checks what the token opens);
 *  - `{ staff: [...] }`: a signed-in account holding one of the roles; anyone else gets 404.
 */
export type EndpointAuth = 'public' | 'user' | 'sample' | 'share' | { readonly staff: readonly [StaffRole, ...StaffRole[]] }

/**
 * Staff roles. spec 6 names none ("No named admin roles are shown"); the back-office issues add
 * theirs here. Until an account holds a role, staff endpoints answer 404 to everyone.
 */
export type StaffRole = 'operator' | 'lab' | 'support' | 'finance'

export interface EndpointDeclaration {
  readonly method: HttpMethod
  readonly path: EndpointPath
  readonly auth: EndpointAuth
  /** one line for /openapi.json and api:report (Chinese or English, what the call does) */
  readonly summary: string
  readonly query?: $ZodType
  /** the `:name` parameters of the path */
  readonly params?: $ZodType
  /** a JSON body */
  readonly body?: $ZodType
  /** a multipart body with one file part of this field name (uploads); the query carries the rest */
  readonly file?: string
  /** `data` of the success envelope */
  readonly response: $ZodType
  /**
   * Codes of spec 8.1 (and the server block of codes.ts) this call answers with besides success.
   * The codes every API call may answer (IMPLICIT_CODES) need not be listed.
   */
  readonly codes: readonly Code[]
  /** largest body accepted, bytes (default: the server's BODY_LIMIT) */
  readonly bodyLimit?: number
  /** headers every caller sends with this call (spec 7.2: the description list asks in Chinese); the client's call() adds them */
  readonly headers?: Readonly<Record<string, string>>
}

/**
 * Codes any API call may answer whatever its declaration: the signature and rate limit
 * (spec 7.1, ADR 0002), a malformed request, a missing route, a server failure, and the sign-out
 * codes for endpoints that need a session.
 */
export const IMPLICIT_CODES: readonly Code[] = [4401, 4402, 4403, 4290, 4006, 404, 500, 503]
/** Added to the implicit codes of endpoints whose `auth` is not public. */
export const SESSION_CODES: readonly Code[] = [1001, 1003, 2102]

/** Declares an endpoint: the identity function, so that the literal types of the declaration are kept. */
export function endpoint<const D extends EndpointDeclaration>(declaration: D): D {
  return declaration
}

type Part<D, K extends 'query' | 'params' | 'body'> = D extends { readonly [P in K]: infer S extends $ZodType } ? S : never

/** What a caller sends: `{query?, params?, body?}` with the parts the declaration has (input types of the schemas). */
export type EndpointInput<D extends EndpointDeclaration> = ([Part<D, 'query'>] extends [never] ? unknown : { query: input<Part<D, 'query'>> }) &
  ([Part<D, 'params'>] extends [never] ? unknown : { params: input<Part<D, 'params'>> }) &
  ([Part<D, 'body'>] extends [never] ? unknown : { body: input<Part<D, 'body'>> })

/** `data` of a successful answer. */
export type EndpointOutput<D extends EndpointDeclaration> = output<D['response']>

/** The parsed parts as the server sees them after validation (output types of the schemas). */
export type EndpointQuery<D extends EndpointDeclaration> = output<Part<D, 'query'>>
export type EndpointParams<D extends EndpointDeclaration> = output<Part<D, 'params'>>
export type EndpointBody<D extends EndpointDeclaration> = output<Part<D, 'body'>>

/** A group of declarations, by name (one area of spec 2 / 7). */
export type EndpointGroup = Readonly<Record<string, EndpointDeclaration>>

/** Every code a declared endpoint may answer with: its own, the implicit ones, and the session codes unless public. */
export function allowedCodes(declaration: EndpointDeclaration): ReadonlySet<number> {
  return new Set<number>([0, ...IMPLICIT_CODES, ...(declaration.auth === 'public' ? [] : SESSION_CODES), ...declaration.codes])
}

/** `/proxy/user/delivery_address/:id` → `/proxy/user/delivery_address/{id}` (OpenAPI). */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')
}
