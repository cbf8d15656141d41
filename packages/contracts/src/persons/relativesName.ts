/**
 * The name other accounts see (称呼, issue "relatives see real names"): the binding wizard and the
 * import page promise "对方只能看到您的称呼和亲缘关系", so a tested person's full name never leaves the
 * server to another account. Each person carries a 称呼 chosen by the owner (wizard, import page,
 * person page) and every answer about them to someone else (relatives list, chromosome browser)
 * names them by it.
 *
 * DECISION: a person without a chosen 称呼 is "寻根用户" + a short id. A surname initial with
 * 先生/女士 narrows a person down among relatives who already share a surname line, so the default
 * carries nothing of the person: the short id is the person's id (relatives answers carry that id
 * already, to open the chromosome browser), in base 36 and upper case so it reads as a code.
 */
import { cjkLength, normalizeName } from '../account/name'

export const RELATIVES_NAME_DEFAULT_PREFIX = '寻根用户'
/** width units, a Chinese character counting 2 (spec 5): six Chinese characters or twelve letters */
export const RELATIVES_NAME_MAX_WIDTH = 12

export const RELATIVES_NAME_MESSAGES = {
  tooLong: '称呼最多 6 个汉字或 12 个字母',
  characters: '称呼只能包含汉字、字母、数字和空格',
  realName: '称呼不能包含检测人的真实姓名，对方只能看到称呼',
  reserved: `称呼不能以「${RELATIVES_NAME_DEFAULT_PREFIX}」开头`
} as const

const ALLOWED = /^[\u4e00-\u9fffA-Za-z0-9 ·]+$/u

/** the 称呼 of a person who has not chosen one: 寻根用户 + the person id in base 36 (42 → 寻根用户-16) */
export function defaultRelativesName(personId: number): string {
  return `${RELATIVES_NAME_DEFAULT_PREFIX}-${personId.toString(36).toUpperCase()}`
}

/** the name another account sees for a person: the chosen 称呼, else the default */
export function relativesNameOf(person: { id: number; relativesName: string | null | undefined }): string {
  const chosen = person.relativesName?.trim()
  return chosen ? chosen : defaultRelativesName(person.id)
}

/** the 称呼 as it is stored: spaces trimmed and collapsed; empty means "use the default" */
export function normalizeRelativesName(value: string | null | undefined): string {
  return normalizeName(value ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Why a 称呼 is refused, or null. Empty is allowed (the default is used). The real name (or the
 * given name without the surname, two characters or more) is refused: the 称呼 exists so that the
 * name stays on the server.
 */
export function relativesNameProblem(value: string | null | undefined, realName: string | null | undefined, surname?: string | null): string | null {
  const v = normalizeRelativesName(value)
  if (!v) return null
  if (cjkLength(v) > RELATIVES_NAME_MAX_WIDTH) return RELATIVES_NAME_MESSAGES.tooLong
  if (!ALLOWED.test(v)) return RELATIVES_NAME_MESSAGES.characters
  if (v.startsWith(RELATIVES_NAME_DEFAULT_PREFIX)) return RELATIVES_NAME_MESSAGES.reserved
  const real = normalizeName(realName ?? '').replace(/\s+/g, '')
  const compact = v.replace(/\s+/g, '')
  if (real.length >= 2 && compact.includes(real)) return RELATIVES_NAME_MESSAGES.realName
  const given = surname && real.startsWith(surname) ? real.slice(surname.length) : real.slice(1)
  if (given.length >= 2 && compact.includes(given)) return RELATIVES_NAME_MESSAGES.realName
  return null
}
