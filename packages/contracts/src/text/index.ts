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
// No lookbehind in these rules: the mini-program's JavaScriptCore before iOS 16.4 cannot even parse
// one (a SyntaxError in the package that loads this module), and babel cannot rewrite it.
/** what may stand before U+200D inside one emoji: a pictograph, a skin-tone modifier, a variation selector */
const ZWJ_BEFORE = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F]$/u
/** what must follow U+200D inside one emoji: a pictograph */
const ZWJ_AFTER = /^\p{Extended_Pictographic}/u

/** a U+200D that is not between two pictographs (an emoji sequence) */
function hasStrayJoiner(text: string): boolean {
  for (let i = text.indexOf('\u200D'); i >= 0; i = text.indexOf('\u200D', i + 1)) {
    // the code point before and after: at most two UTF-16 units each
    if (!ZWJ_BEFORE.test(text.slice(Math.max(0, i - 2), i)) || !ZWJ_AFTER.test(text.slice(i + 1, i + 3))) return true
  }
  return false
}

/** a lone surrogate: JSON can carry one, UTF-8 cannot */
function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xdc00 && unit <= 0xdfff) return true
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      i++
    }
  }
  return false
}

export interface TextRule {
  /** allow tab, line feed and carriage return (text that may span lines) */
  multiline?: boolean
}

/** Whether text holds a character no text field may hold. */
export function hasUnsafeCharacters(text: string, rule: TextRule = {}): boolean {
  if (UNSAFE.test(text) || hasLoneSurrogate(text)) return true
  if (!rule.multiline && LINE_BREAKS.test(text)) return true
  return hasStrayJoiner(text)
}

/** The Chinese message for text with unsafe characters, or null when the text is fine. */
export function unsafeTextError(text: string, rule: TextRule = { multiline: true }): string | null {
  return hasUnsafeCharacters(text, rule) ? TEXT_MESSAGES.unsafe : null
}
