/**
 * What a failed call means for a form: the server's refusals carry `data.fields` (ARG_ERROR 4006:
 * [{field, message}]); other failures have one message for the whole form (spec 8.1, 8.2).
 */
import { ApiError } from './client'

export type FieldErrors = Record<string, string>

/** The first message per field of a 4006 answer (the server names fields as the call's body or query does). */
export function fieldErrorsOf(err: unknown): FieldErrors {
  const out: FieldErrors = {}
  if (!(err instanceof ApiError)) return out
  const fields = (err.data as { fields?: Array<{ field?: unknown; message?: unknown }> } | null)?.fields
  if (!Array.isArray(fields)) return out
  for (const f of fields) {
    if (typeof f?.field === 'string' && typeof f.message === 'string' && !(f.field in out)) out[f.field] = f.message
  }
  return out
}

/** The text to show for a failure: the server's (or the catalogue's) message, else the fallback (spec 8.2). */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message.trim()) return err.message
  return fallback
}

/** spec 8.1: 4290 answers carry how long to wait (the code button counts it down). */
export function retryAfterOf(err: unknown): number | null {
  if (!(err instanceof ApiError)) return null
  const s = (err.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
  return typeof s === 'number' && s > 0 ? s : null
}

/**
 * Places a failure on the form: messages for fields the form shows go under them (renamed from
 * the call's names to the form's), the rest becomes the form's message.
 */
export function placeErrors(err: unknown, fieldMap: Record<string, string>, fallback: string): { fields: FieldErrors; form: string | null } {
  const raw = fieldErrorsOf(err)
  const fields: FieldErrors = {}
  const unplaced: string[] = []
  for (const [name, message] of Object.entries(raw)) {
    const target = fieldMap[name]
    if (target && !(target in fields)) fields[target] = message
    else if (!target) unplaced.push(message)
  }
  const placed = Object.keys(fields).length > 0
  return { fields, form: placed ? (unplaced[0] ?? null) : messageOf(err, fallback) }
}
