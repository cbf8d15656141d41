import { PASSWORD_MESSAGES } from '@xungen/contracts'
import { PASSWORD_CONFIRM_EMPTY, PASSWORD_MISMATCH, passwordPairErrors } from '../usePasswordPair'

describe('a new password typed twice (spec 5)', () => {
  it('a password shorter than 6 is refused with the spec message', () => {
    expect(passwordPairErrors('abc12', 'abc12').password).toBe(PASSWORD_MESSAGES.tooShort)
  })

  it('a purely numeric password with step 0 is rejected as repeated digits', () => {
    expect(passwordPairErrors('888888', '888888').password).toBe(PASSWORD_MESSAGES.repeatedDigits)
  })

  it('a purely numeric password with step +1 or -1 is rejected as consecutive digits', () => {
    expect(passwordPairErrors('123456', '123456').password).toBe(PASSWORD_MESSAGES.consecutiveDigits)
    expect(passwordPairErrors('987654', '987654').password).toBe(PASSWORD_MESSAGES.consecutiveDigits)
  })

  it('strict mode: the same rules for letters (the server always checks strictly)', () => {
    expect(passwordPairErrors('aaaaaa', 'aaaaaa').password).toBe(PASSWORD_MESSAGES.repeatedCharacters)
    expect(passwordPairErrors('abcdef', 'abcdef').password).toBe(PASSWORD_MESSAGES.consecutiveCharacters)
  })

  it('the two entries must agree', () => {
    expect(passwordPairErrors('gene2024x', 'gene2024y').confirm).toBe(PASSWORD_MISMATCH)
    expect(passwordPairErrors('gene2024x', '').confirm).toBe(PASSWORD_CONFIRM_EMPTY)
  })

  it('an acceptable pair has no message', () => {
    expect(passwordPairErrors('gene2024x', 'gene2024x')).toEqual({})
  })
})
