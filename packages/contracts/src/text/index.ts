/**
 * What text may contain wherever it enters the system (names, addresses, messages, queries):
 * no NUL or other control characters (PostgreSQL refuses NUL in text; logs and exports break on
 * the rest), no bidirectional overrides, embeddings or isolates (they make "‮gpj.exe" read as
 * "exe.jpg" and let one name impersonate another), no zero-width characters (two names that look
 * the same must not be two names). Tab, line feed and carriage return are allowed in text that
 * may span lines; the joiner U+200D is allowed only inside an emoji sequence (👨‍👩‍👧).
 * zod-free so that the client can check as the person types; the zod rule is in
 * `@xungen/contracts/endpoints` (safeText), and the server applies unsafeTextError() to every
 * string of every request part before its schema runs.
 */

export const TEXT_MESSAGES = {
  unsafe: '包含不允许的字符（如控制字符、不可见字符或文字方向控制符），请删除后重试',
  unsafeIn: (field: string) => `参数 ${field} 包含不允许的字符（如控制字符、不可见字符或文字方向控制符），请删除后重试`
} as const

/**
 * C0 controls but tab/LF/CR, DEL, C1 controls; bidi marks, embeddings, overrides and isolates
 * (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069); zero-width space, non-joiner, word
 * joiner, invisible operators, BOM (U+200B-U+200C, U+2060-U+2064, U+FEFF); the line and
 * paragraph separators U+2028/U+2029 (they end a line inside JSON strings in old parsers).
 */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u
const LINE_BREAKS = /[\t\n\r]/
/** U+200D between two pictographs (and their modifiers/selectors) is part of one emoji */
const EMOJI_ZWJ = /(?<=[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu
/** a lone surrogate: JSON can carry one, UTF-8 cannot */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export interface TextRule {
  /** allow tab, line feed and carriage return (text that may span lines) */
  multiline?: boolean
}

/** Whether text holds a character no text field may hold. */
export function hasUnsafeCharacters(text: string, rule: TextRule = {}): boolean {
  if (UNSAFE.test(text) || LONE_SURROGATE.test(text)) return true
  if (!rule.multiline && LINE_BREAKS.test(text)) return true
  return text.includes('\u200D') && text.replace(EMOJI_ZWJ, '').includes('\u200D')
}

/** The Chinese message for text with unsafe characters, or null when the text is fine. */
export function unsafeTextError(text: string, rule: TextRule = { multiline: true }): string | null {
  return hasUnsafeCharacters(text, rule) ? TEXT_MESSAGES.unsafe : null
}
