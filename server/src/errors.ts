/**
 * The one error type of the server: a spec code (8.1), the Chinese message the person sees, the
 * HTTP status, and optional data. Services throw it; plugins/errors.ts turns it (and anything
 * else) into the envelope.
 */
import { ArgErrorData, CODES, CODE_HTTP_STATUS, CODE_MESSAGES, Code, isKnownCode } from '@xungen/contracts'

export class AppError extends Error {
  readonly code: number
  readonly httpStatus: number
  readonly data: unknown

  constructor(code: Code | number, message?: string, options: { httpStatus?: number; data?: unknown; cause?: unknown } = {}) {
    super(message ?? (isKnownCode(code) ? CODE_MESSAGES[code] : CODE_MESSAGES[CODES.INTERNAL_ERROR]), { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.httpStatus = options.httpStatus ?? (isKnownCode(code) ? CODE_HTTP_STATUS[code] : 400)
    this.data = options.data ?? null
  }
}

/** 4006 ARG_ERROR naming the field (spec 5: the first error text is shown under the field). */
export function argError(field: string, message: string, more: ArgErrorData['fields'] = []): AppError {
  return new AppError(CODES.ARG_ERROR, message, { data: { fields: [{ field, message }, ...more] } satisfies ArgErrorData })
}

export function notFound(message?: string): AppError {
  return new AppError(CODES.NOT_FOUND, message)
}
