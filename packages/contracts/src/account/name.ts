/**
 * spec 5 (Name): normalisation on typing, the display-name helper, the CJK-width truncation,
 * the CJK length check and the generated default nickname. The server's name check
 * (user_name_checker) applies nameErrors() below plus what only it can know (sensitive words,
 * names already taken).
 */

/** Emoji and their joiners, variation selectors, skin tones, keycaps and flags. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}\u200D\uFE0E\uFE0F\u20E3]/gu

/** CJK ideographs, kana, hangul, CJK punctuation and full-width forms: each counts 2 (spec 5). */
const CJK = /[\u1100-\u11FF\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3134F}]/u

export function isCjk(char: string): boolean {
  return CJK.test(char)
}

export function removeEmoji(text: string): string {
  return text.replace(EMOJI, '')
}

/** spec 5: "A length check counts CJK characters as 2 and others as 1." */
export function cjkLength(text: string): number {
  let n = 0
  for (const c of text) n += isCjk(c) ? 2 : 1
  return n
}

export const DISPLAY_NAME_MAX_LENGTH = 16

/** spec 5: "Display-name helper: removes emoji, trims leading spaces, truncates to 16 characters by default." */
export function displayName(name: string | null | undefined, maxLength: number = DISPLAY_NAME_MAX_LENGTH): string {
  const chars = Array.from(removeEmoji(name ?? '').replace(/^\s+/, ''))
  return chars.slice(0, maxLength).join('')
}

export const TRUNCATE_DEFAULT_LIMIT = 5
export const ELLIPSIS = '...'

/**
 * spec 5: "Another truncation counts Chinese characters as 2, default limit 5 (doubled when a flag
 * is on), with an ellipsis."
 * DECISION: the limit counts Chinese characters, so the width budget is 2 × limit units (a
 * Chinese character 2, anything else 1): by default five Chinese characters or ten letters fit;
 * with the flag, ten or twenty. Text that fits is returned as it is; otherwise the longest prefix
 * that fits, followed by the ellipsis.
 */
export function truncateByWidth(text: string | null | undefined, options: { limit?: number; doubled?: boolean; ellipsis?: string } = {}): string {
  const value = text ?? ''
  const limit = (options.limit ?? TRUNCATE_DEFAULT_LIMIT) * (options.doubled ? 2 : 1)
  const budget = limit * 2
  if (cjkLength(value) <= budget) return value
  let width = 0
  let out = ''
  for (const c of value) {
    const w = isCjk(c) ? 2 : 1
    if (width + w > budget) break
    width += w
    out += c
  }
  return out + (options.ellipsis ?? ELLIPSIS)
}

// --- the user name ----------------------------------------------------------------------

/** DECISION: a user name is 1 to 16 characters, the length the display-name helper keeps. */
export const NAME_MAX_LENGTH = DISPLAY_NAME_MAX_LENGTH

export const NAME_MESSAGES = {
  empty: '请输入昵称',
  tooLong: `昵称不能超过${NAME_MAX_LENGTH}个字`,
  characters: '昵称只能包含中文、英文、数字、空格及 _ - · .',
  digitsOnly: '昵称不能为纯数字',
  /** server only */
  sensitive: '昵称包含敏感词，请重新输入',
  /** server only */
  taken: '该昵称已被使用，请换一个'
} as const

/** letters and digits of any script, and a few joiners; nothing else (no emoji, no symbols, no control characters) */
const NAME_CHARACTERS = /^[\p{L}\p{N}_\-·・. ]+$/u

/**
 * spec 5: "Input is normalised on typing": line breaks and tabs become spaces, other control
 * and format characters and emoji are removed, leading spaces dropped, runs of spaces collapsed to one, and the text cut at
 * the longest name allowed. A trailing space stays while typing (the next word follows); the
 * server trims it.
 */
export function normalizeNameInput(input: string | null | undefined): string {
  return Array.from(cleanName(input)).slice(0, NAME_MAX_LENGTH).join('')
}

function cleanName(input: string | null | undefined): string {
  return removeEmoji(input ?? '')
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '')
}

/** The name as it is checked and stored: cleaned like the input and trimmed, but not cut (a name too long is refused, not shortened). */
export function normalizeName(input: string | null | undefined): string {
  return cleanName(input).trim()
}

/** Every rule of the name the client can check itself, as Chinese messages (first one first). */
export function nameErrors(name: string | null | undefined): string[] {
  const value = (name ?? '').trim()
  if (value === '') return [NAME_MESSAGES.empty]
  const errors: string[] = []
  if (Array.from(value).length > NAME_MAX_LENGTH) errors.push(NAME_MESSAGES.tooLong)
  if (!NAME_CHARACTERS.test(value)) errors.push(NAME_MESSAGES.characters)
  else if (/^\d+$/.test(value)) errors.push(NAME_MESSAGES.digitsOnly)
  return errors
}

// --- the generated default nickname --------------------------------------------------------

export const NICKNAME_PREFIX = { phone: '用户', wechat: '微信用户' } as const
const NICKNAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const NICKNAME_RANDOM_LENGTH = 5

/**
 * spec 5: "Generated default nickname: prefix 'User' for phone or 'WeChat user' otherwise, plus
 * the last 4 digits and a random 5-character string."
 * `digits` is the phone number (or, for an account without one, another number of the account,
 * e.g. its id); its last 4 digits are used, zero-padded when it has fewer. `randomBytes` is the
 * caller's secure random source (crypto.getRandomValues, node:crypto, the mini-program's pool).
 */
export function defaultNickname(via: 'phone' | 'wechat', digits: string, randomBytes: (n: number) => Uint8Array): string {
  const last4 = digits.replace(/\D/g, '').slice(-4).padStart(4, '0')
  let random = ''
  while (random.length < NICKNAME_RANDOM_LENGTH) {
    for (const b of randomBytes(16)) {
      // rejection sampling: 252 = 7 × 36, so every character is equally likely
      if (b >= 252) continue
      random += NICKNAME_ALPHABET[b % NICKNAME_ALPHABET.length]
      if (random.length === NICKNAME_RANDOM_LENGTH) break
    }
  }
  return NICKNAME_PREFIX[via] + last4 + random
}
