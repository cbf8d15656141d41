/**
 * The API client core: a chain of request interceptors and response interceptors around one
 * transport (spec 7.1). Platform-free, so it runs in Node tests against the real server;
 * services/request.ts wires it to Taro.request, the stores and the device.
 *
 * Request interceptors, in order: origin-uri, session token, share token (share mode), app
 * user-agent headers (in the app), auth-sample (sample mode, on calls that allow it), time-out,
 * signature (last: it signs the final query and body).
 * Response interceptors: envelope check, session expiry (1001/1003/2102: sign out and reset the
 * anonymous id), clock correction (4402: retry once with the server's time), code mapping.
 */
import {
  AUTH_SAMPLE_VALUE, CODES, HEADERS, REQUEST_TIMEOUT_MS, appHeadersOf, miniProgramHeadersOf, isEnvelope, isKnownCode, isSignOutCode, messageForCode,
  signRequest, type DeviceContext, type Envelope, type QueryInput, type SigningKeySet
} from '@xungen/contracts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiRequest {
  method: HttpMethod
  /** a path on our API (`/proxy/...` or `/web/api/new/...`), optionally with a query string */
  path: string
  /** query parameters (GET parameters always go here, never in `data`) */
  query?: QueryInput
  /** JSON body */
  data?: unknown
  headers?: Record<string, string>
  /** spec 6: a report call that may be served in sample mode (sends the auth-sample header when sample mode is on) */
  sampleAccess?: boolean
  /** ms; spec 7.1: 30000 by default */
  timeout?: number
}

/** What goes to the platform: an absolute or root-relative URL, headers and the body string. */
export interface OutgoingRequest {
  method: HttpMethod
  url: string
  headers: Record<string, string>
  body?: string
  timeout: number
}

export interface TransportResponse {
  statusCode: number
  data: unknown
}

export type Transport = (req: OutgoingRequest) => Promise<TransportResponse>

/** A multipart upload of one file (spec 7.2 image uploads): the signature covers path and query only. */
export interface OutgoingUpload {
  url: string
  headers: Record<string, string>
  /** a local file: a blob: URL on H5, a temporary file path in the mini-program */
  filePath: string
  /** the multipart field (spec 7.2: `file`) */
  field: string
  fileName?: string
  timeout: number
  /** the share of the file sent so far, 0 to 100 (a raw-data import's progress bar) */
  onProgress?: (percent: number) => void
}

export type UploadTransport = (req: OutgoingUpload) => Promise<TransportResponse>

export interface UploadRequest {
  path: string
  query?: QueryInput
  filePath: string
  fileName?: string
  /** spec 7.2: the multipart field is `file` */
  field?: string
  timeout?: number
  /** the share of the file sent so far, 0 to 100 */
  onProgress?: (percent: number) => void
}

export interface ClientContext {
  /** the current spec path and query, for the origin-uri header */
  currentPath(): string
  token(): string | null
  shareToken(): string | null
  sampleMode(): boolean
  device(): DeviceContext
  /** spec 4: sign out and reset the anonymous id */
  onSessionInvalid(code: number): void | Promise<void>
}

export interface ClientOptions {
  /** prefix of every call URL: '' on H5 (same origin), the API origin in the mini-program */
  baseUrl: string
  transport: Transport
  keys: SigningKeySet
  /** secure random bytes, synchronously (H5: crypto.getRandomValues; weapp: an EntropyPool) */
  randomBytes(n: number): Uint8Array
  /** awaited before each call (weapp: refills the entropy pool) */
  beforeSign?(): Promise<void>
  context: ClientContext
  /** multipart uploads (Taro.uploadFile); calls to `upload` fail without it */
  uploadTransport?: UploadTransport
  /**
   * An answer already at hand for a GET call (H5: the server put a visitor's first answers into
   * the page's HTML, platform/bootAnswers.ts): returned instead of making the call.
   */
  answered?(path: string, query: QueryInput | undefined): { data: unknown } | undefined
  now?(): number
}

/** A failed call: `code` is the spec's (8.1) or one of ours; `message` is for people, '' when the spec gives none. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly statusCode?: number
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The call never got an answer (offline, time-out, refused). */
export const NETWORK_ERROR_CODE = -1
export const NETWORK_ERROR_MESSAGE = '网络不给力，请检查网络后重试'

interface Call {
  req: ApiRequest
  headers: Record<string, string>
  timeout: number
}

type RequestInterceptor = (call: Call, ctx: ClientContext) => void

export const requestInterceptors: Record<string, RequestInterceptor> = {
  // spec 7.1: origin-uri with the current path
  originUri: (call, ctx) => { call.headers[HEADERS.originUri] = ctx.currentPath() },
  // spec 4: "The token comes from a header or the token cookie."
  token: (call, ctx) => { const t = ctx.token(); if (t) call.headers[HEADERS.token] = t },
  // spec 7.1: share token in share mode
  shareToken: (call, ctx) => { const t = ctx.shareToken(); if (t) call.headers[HEADERS.shareToken] = t },
  // spec 7.1: app user-agent headers in the app
  appHeaders: (call, ctx) => { const d = ctx.device(); Object.assign(call.headers, appHeadersOf(d), miniProgramHeadersOf(d)) },
  // spec 7.1: the auth-sample header only when sample mode is active
  authSample: (call, ctx) => { if (call.req.sampleAccess && ctx.sampleMode()) call.headers[HEADERS.authSample] = AUTH_SAMPLE_VALUE },
  // spec 7.1: time-out 30000 ms
  timeout: call => { call.timeout = call.req.timeout ?? REQUEST_TIMEOUT_MS }
}

/** A client with one method per HTTP verb; each resolves with `data` of a code-0 envelope. */
export function createApiClient(options: ClientOptions) {
  const now = options.now ?? Date.now
  /** server time minus local time, learnt from a 4402 answer (ADR 0002) */
  let clockOffsetMs = 0

  async function send(call: Call): Promise<TransportResponse> {
    const body = call.req.data === undefined ? undefined : JSON.stringify(call.req.data)
    await options.beforeSign?.()
    const signed = signRequest(
      { method: call.req.method, url: call.req.path, query: call.req.query, body },
      { keys: options.keys, nowMs: now() + clockOffsetMs, randomBytes: options.randomBytes }
    )
    const headers = { ...call.headers }
    if (body !== undefined) headers['content-type'] = 'application/json'
    try {
      return await options.transport({ method: call.req.method, url: options.baseUrl + signed.url, headers, body, timeout: call.timeout })
    } catch (e) {
      throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { cause: String((e as Error)?.message ?? e) })
    }
  }

  /** Sends once, corrects the clock and sends again on 4402 (ADR 0002), then maps the envelope. */
  async function exchange(sendOnce: () => Promise<TransportResponse>): Promise<unknown> {
    let res = await sendOnce()
    let envelope = unwrap(res)
    // spec 7.1 / ADR 0002: a wrong device clock gets 4402 with the server time: correct and retry once
    if (envelope.code === CODES.SIGN_EXPIRED) {
      const serverTime = (envelope.data as { serverTime?: number } | null)?.serverTime
      if (typeof serverTime === 'number') {
        clockOffsetMs = serverTime * 1000 - now()
        res = await sendOnce()
        envelope = unwrap(res)
      }
    }
    if (envelope.code === CODES.SUCCESS) return envelope.data
    // spec 4: on 1001, 1003 or 2102 the user is signed out and an anonymous id is reset
    if (isSignOutCode(envelope.code)) await options.context.onSessionInvalid(envelope.code)
    // spec 8.1: codes of the catalogue carry their message; any other non-zero code is a failure without message text
    const message = isKnownCode(envelope.code) ? messageForCode(envelope.code, envelope.message) : ''
    throw new ApiError(envelope.code, message, envelope.data, res.statusCode)
  }

  /** `data` of a successful answer, untyped: its type is the endpoint declaration's (services/endpointCall.ts) */
  async function request(req: ApiRequest): Promise<unknown> {
    const ready = req.method === 'GET' ? options.answered?.(req.path, req.query) : undefined
    if (ready) return ready.data
    const call: Call = { req, headers: { ...(req.headers || {}) }, timeout: REQUEST_TIMEOUT_MS }
    for (const interceptor of Object.values(requestInterceptors)) interceptor(call, options.context)
    return exchange(() => send(call))
  }

  /** spec 7.2: a multipart image upload through the same interceptors, signature (path and query) and envelope. */
  async function upload(req: UploadRequest): Promise<unknown> {
    const transport = options.uploadTransport
    if (!transport) throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { cause: 'no upload transport' })
    const call: Call = { req: { method: 'POST', path: req.path, query: req.query, timeout: req.timeout }, headers: {}, timeout: REQUEST_TIMEOUT_MS }
    for (const interceptor of Object.values(requestInterceptors)) interceptor(call, options.context)
    return exchange(async () => {
      await options.beforeSign?.()
      // multipart bodies are not hashed (ADR 0002): the signature covers method, path and query
      const signed = signRequest(
        { method: 'POST', url: req.path, query: req.query },
        { keys: options.keys, nowMs: now() + clockOffsetMs, randomBytes: options.randomBytes }
      )
      try {
        const res = await transport({ url: options.baseUrl + signed.url, headers: { ...call.headers }, filePath: req.filePath, field: req.field ?? 'file', fileName: req.fileName, timeout: call.timeout, onProgress: req.onProgress })
        // uploadFile hands back the body as text
        if (typeof res.data === 'string') {
          try {
            return { statusCode: res.statusCode, data: JSON.parse(res.data) as unknown }
          } catch {
            return res
          }
        }
        return res
      } catch (e) {
        if (e instanceof ApiError) throw e
        throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { cause: String((e as Error)?.message ?? e) })
      }
    })
  }

  function unwrap(res: TransportResponse): Envelope {
    if (isEnvelope(res.data)) return res.data
    // not our envelope (a proxy's error page, an empty answer): the error state, without text
    throw new ApiError(CODES.INTERNAL_ERROR, '', null, res.statusCode)
  }

  return {
    request,
    get: (path: string, query?: QueryInput, extra: Partial<ApiRequest> = {}) => request({ ...extra, method: 'GET', path, query }),
    post: (path: string, data?: unknown, extra: Partial<ApiRequest> = {}) => request({ ...extra, method: 'POST', path, data }),
    put: (path: string, data?: unknown, extra: Partial<ApiRequest> = {}) => request({ ...extra, method: 'PUT', path, data }),
    delete: (path: string, query?: QueryInput, extra: Partial<ApiRequest> = {}) => request({ ...extra, method: 'DELETE', path, query }),
    upload,
    /** for tests and diagnostics */
    get clockOffsetMs() {
      return clockOffsetMs
    }
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
