/** spec 7.1: every response of the API is this envelope. `code` 0 is success (see codes.ts). */
export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
}

/** The envelope of a failed call: `data` is null unless the code documents a payload. */
export type ErrorEnvelope<T = null> = Envelope<T>

/** data of a 4006 ARG_ERROR answer: every field that failed, first one first (spec 5: show the first error text). */
export interface ArgErrorData {
  fields: Array<{ field: string; message: string }>
}

/** data of a 4402 SIGN_EXPIRED answer: the server's clock in seconds, so the client can correct its offset. */
export interface SignExpiredData {
  serverTime: number
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.code === 'number' && typeof v.message === 'string' && 'data' in v
}

/** A list page as the spec's list calls return it (spec 3.2, 7.3: data.list, data.count). */
export interface ListPage<T> {
  list: T[]
  count?: number
}
