/**
 * The request id across processes (issue 27 item 4): the id of the API call (plugins/logging.ts)
 * is kept in an AsyncLocalStorage for everything that call does, every log line written meanwhile
 * carries it (the logger's mixin below), and a job queued meanwhile carries it in its payload
 * (`_requestId`, jobs/index.ts), so the worker that runs it, and the matcher shards that job asks,
 * log under the same id. A job started by no request (a schedule, a restart's resume) gets its own
 * `job:<id>`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const context = new AsyncLocalStorage<{ reqId: string }>()

/** the field of a queued payload that carries the request id (removed before the handler sees it) */
export const REQUEST_ID_FIELD = '_requestId'
const REQUEST_ID = /^[A-Za-z0-9:._-]{1,80}$/

export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId
}

/** runs fn (and all it starts) under this request id */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return context.run({ reqId }, fn)
}

/** the payload with the current request id added (objects only; nothing outside a request) */
export function tagPayload<P>(payload: P): P {
  const reqId = currentRequestId()
  if (!reqId || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload
  return { ...payload, [REQUEST_ID_FIELD]: reqId }
}

/** the request id a queued payload carries, and the payload without it */
export function untagPayload(raw: unknown): { payload: unknown; reqId: string | undefined } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !(REQUEST_ID_FIELD in raw)) return { payload: raw, reqId: undefined }
  const { [REQUEST_ID_FIELD]: tag, ...payload } = raw as Record<string, unknown>
  return { payload, reqId: typeof tag === 'string' && REQUEST_ID.test(tag) ? tag : undefined }
}

/** pino's mixin: the current request id on every line whose logger does not already carry one */
export function requestIdMixin(_merge: object, _level: number, logger?: { bindings?(): Record<string, unknown> }): Record<string, unknown> {
  const reqId = currentRequestId()
  if (!reqId) return {}
  if (logger?.bindings && 'reqId' in logger.bindings()) return {}
  return { reqId }
}
