import { hasUnsafeCharacters, unsafeTextError, TEXT_MESSAGES } from '.'
import { z } from 'zod/mini'
import { safeText } from '../endpoints/text'
import { signupBodySchema, deliveryAddressBodySchema } from '../endpoints/accounts/schemas'

describe('text that may enter the system', () => {
  it.each([
    ['NUL', 'ab\u0000c'],
    ['a C0 control (bell)', 'a\u0007'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085'],
    ['right-to-left override', '\u202Egpj.exe'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['first strong isolate', 'a\u2068b'],
    ['right-to-left mark', 'a\u200Fb'],
    ['Arabic letter mark', 'a\u061Cb'],
    ['zero-width space', '张\u200B三'],
    ['zero-width non-joiner', '张\u200C三'],
    ['zero-width joiner between letters', '张\u200D三'],
    ['word joiner', '张\u2060三'],
    ['byte order mark', '\uFEFF张三'],
    ['line separator', 'a\u2028b'],
    ['a lone surrogate', 'a\uD800b']
  ])('refuses %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true)
    expect(hasUnsafeCharacters(value, { multiline: true })).toBe(true)
    expect(unsafeTextError(value)).toBe(TEXT_MESSAGES.unsafe)
  })

  it.each([['张三'], ['Zhang San'], ['王小明😀'], ['family 👨‍👩‍👧'], ['👍🏽'], ['北京市朝阳区 1 号楼（东门）'], ['Ａ全角']])('accepts %s', value => {
    expect(hasUnsafeCharacters(value)).toBe(false)
  })

  it('allows line breaks and tabs only where text may span lines', () => {
    expect(hasUnsafeCharacters('第一行\n第二行\t完')).toBe(true)
    expect(hasUnsafeCharacters('第一行\r\n第二行\t完', { multiline: true })).toBe(false)
  })

  it('the zod rule answers with the Chinese message', () => {
    const result = z.safeParse(safeText().check(z.maxLength(10)), 'a\u0000')
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].message).toBe(TEXT_MESSAGES.unsafe)
  })

  it('the account schemas use it: a NUL in a sign-up name or a bidi override in an address is refused', () => {
    const signup = signupBodySchema.safeParse({ phoneNumber: '13800138000', nationCode: '86', authCode: '123456', name: '张\u0000三', avatar: 'x' })
    expect(signup.success).toBe(false)
    expect(signup.error!.issues[0].path).toEqual(['name'])
    const address = deliveryAddressBodySchema.safeParse({ receiverName: '李四', mobile: '13800138000', provinceCode: '110000', detail: '\u202E号1路' })
    expect(address.success).toBe(false)
  })
})
