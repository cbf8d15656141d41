/**
 * The zod rule for text fields: every string the server accepts goes through it (see
 * contracts/src/text). A failing value is 4006 ARG_ERROR with the Chinese message.
 */
import { z } from 'zod'
import { TEXT_MESSAGES, hasUnsafeCharacters, type TextRule } from '../text'

/** A string without control, bidi-override or zero-width characters (one line unless `multiline`). */
export function safeText(rule: TextRule = {}) {
  return z.string().refine(value => !hasUnsafeCharacters(value, rule), { message: TEXT_MESSAGES.unsafe, abort: true })
}
