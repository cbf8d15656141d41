/**
 * The zod rule for text fields (zod/mini, ADR 0015): every string an endpoint accepts goes
 * through it (see contracts/src/text). A failing value is 4006 ARG_ERROR with the Chinese message.
 */
import { z } from 'zod/mini'
import { TEXT_MESSAGES, hasUnsafeCharacters, type TextRule } from '../text'

/** A string without control, bidi-override or zero-width characters (one line unless `multiline`). */
export function safeText(rule: TextRule = {}) {
  return z.string().check(z.refine(value => !hasUnsafeCharacters(value, rule), { error: TEXT_MESSAGES.unsafe, abort: true }))
}
