/**
 * One typed call per declared endpoint (issue 11): `call(ACCOUNTS.updateDeliveryAddress, {
 * params: { id }, body })`. Its input (`query`, `params`, `body`, and `file` for an upload) and its
 * answer are the types of the endpoint's declaration in packages/contracts/src/endpoints, so a
 * wrong field, a missing parameter or a wrong type is a compile error; the request goes through
 * the one request layer (services/client.ts: signature, headers, envelope, 4402 retry, sign-out
 * codes), which is why there are no hand-written wrappers any more.
 *
 * Only the declaration's method, path, auth, file field and headers are read here: the zod schemas are
 * the server's to enforce (they stay in the declaration objects the call sites import).
 * Platform-free: services/call.ts binds it to the app's request layer, tests to any transport.
 */
import { apiPath, type QueryInput } from '@xungen/contracts'
import type { EndpointDeclaration, EndpointInput, EndpointOutput } from '@xungen/contracts/endpoints'
import type { ApiClient, HttpMethod } from './client'

/** The endpoints the client can call: WeChat's request knows no PATCH, so neither does the client. */
export type CallableEndpoint = EndpointDeclaration & { readonly method: HttpMethod }

/** A local file for an upload endpoint (declared with `file`): a blob: URL on H5, a temporary path in the mini-program. */
export interface LocalFile {
  filePath: string
  fileName?: string
}

/** What a call sends: the declaration's parts, plus the file of an upload. */
export type CallInput<D extends EndpointDeclaration> = EndpointInput<D> & (D extends { readonly file: string } ? { file: LocalFile } : unknown)

export interface CallOptions {
  /** extra headers, besides those the declaration names (spec 7.2: the description list's Chinese) */
  headers?: Record<string, string>
  /** ms; spec 7.1: 30000 by default */
  timeout?: number
  /** an upload's progress, 0 to 100 (a raw-data file's progress bar) */
  onProgress?: (percent: number) => void
}

type CallArgs<D extends EndpointDeclaration> = unknown extends CallInput<D>
  ? [input?: Record<string, never>, options?: CallOptions]
  : [input: CallInput<D>, options?: CallOptions]

export type Call = <D extends CallableEndpoint>(endpoint: D, ...args: CallArgs<D>) => Promise<EndpointOutput<D>>

interface AnyInput {
  query?: QueryInput
  params?: Record<string, string | number>
  body?: unknown
  file?: LocalFile
}

/** The `call` of one request layer. */
export function callerOf(client: Pick<ApiClient, 'request' | 'upload'>): Call {
  return ((endpoint: CallableEndpoint, input?: AnyInput, options: CallOptions = {}) => {
    const { query, params, body, file } = input ?? {}
    const path = params ? apiPath(endpoint.path, params) : endpoint.path
    if (endpoint.file) {
      if (!file) return Promise.reject(new TypeError(`${endpoint.method} ${endpoint.path}: no file to upload`))
      return client.upload({ path, query, filePath: file.filePath, fileName: file.fileName, field: endpoint.file, timeout: options.timeout, onProgress: options.onProgress })
    }
    return client.request({
      method: endpoint.method,
      path,
      query,
      data: body,
      headers: endpoint.headers || options.headers ? { ...endpoint.headers, ...options.headers } : undefined,
      // spec 6: report calls that may be served in sample mode send the auth-sample header
      sampleAccess: endpoint.auth === 'sample',
      timeout: options.timeout
    })
  }) as Call
}
