/**
 * spec 5 (Password): "At least 6 characters, message 'Password length cannot be less than 6'. A
 * purely numeric password whose successive characters differ by a constant step is rejected:
 * step 0 gives 'password cannot be repeated digits'; step +1 or -1 gives 'password cannot be
 * consecutive digits'. The same applies to general characters in strict mode."
 *
 * One implementation for the client's forms and the server (which always checks in strict mode).
 */

export const PASSWORD_MIN_LENGTH = 6
/** DECISION: an upper bound keeps the memory-hard hash's input small; 32 is what Chinese apps use */
export const PASSWORD_MAX_LENGTH = 32

export const PASSWORD_MESSAGES = {
  empty: '请输入密码',
  /** spec 5 */
  tooShort: `密码长度不能少于${PASSWORD_MIN_LENGTH}位`,
  tooLong: `密码长度不能超过${PASSWORD_MAX_LENGTH}位`,
  /** printable ASCII only: Chinese input methods and spaces make passwords impossible to type again */
  characters: '密码只能包含字母、数字和英文符号',
  /** spec 5: step 0 */
  repeatedDigits: '密码不能为重复数字',
  /** spec 5: step +1 or -1 */
  consecutiveDigits: '密码不能为连续数字',
  /** spec 5 strict mode: the same rules for any characters */
  repeatedCharacters: '密码不能为重复字符',
  consecutiveCharacters: '密码不能为连续字符',
  wrongOld: '原密码错误',
  sameAsOld: '新密码不能与原密码相同'
} as const

export interface PasswordOptions {
  /** spec 5: apply the step rules to general characters too (the server always does) */
  strict?: boolean
}

/**
 * The constant step between successive characters, or null when the steps differ. With six or
 * more digits only the steps 0, +1 and -1 are possible, so "a constant step" and the spec's two
 * messages cover every case; in strict mode other steps (ace...) are allowed.
 */
function constantStep(text: string): number | null {
  const codes = Array.from(text, c => c.codePointAt(0)!)
  if (codes.length < 2) return null
  const step = codes[1] - codes[0]
  for (let i = 2; i < codes.length; i++) if (codes[i] - codes[i - 1] !== step) return null
  return step
}

/** The first rule the password breaks, as the Chinese message to show, or null when it is acceptable. */
export function passwordError(password: string | null | undefined, options: PasswordOptions = {}): string | null {
  const value = password ?? ''
  if (value.length === 0) return PASSWORD_MESSAGES.empty
  const length = Array.from(value).length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (!/^[\x21-\x7e]+$/.test(value)) return PASSWORD_MESSAGES.characters
  const step = constantStep(value)
  const numeric = /^\d+$/.test(value)
  if (numeric) {
    if (step === 0) return PASSWORD_MESSAGES.repeatedDigits
    if (step === 1 || step === -1) return PASSWORD_MESSAGES.consecutiveDigits
    return null
  }
  if (options.strict) {
    if (step === 0) return PASSWORD_MESSAGES.repeatedCharacters
    if (step === 1 || step === -1) return PASSWORD_MESSAGES.consecutiveCharacters
  }
  return null
}
