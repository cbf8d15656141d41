import { CODES } from '../codes'
import { checkPhoneBeforeSending, maskPhone, normalizePhone, phoneError } from './phone'

describe('phone number (spec 5)', () => {
  it('sending a verification code with an empty phone is refused with ARG_ERROR and 「请输入手机号」', () => {
    expect(checkPhoneBeforeSending('')).toEqual({ code: CODES.ARG_ERROR, message: '请输入手机号' })
    expect(checkPhoneBeforeSending(undefined)).toEqual({ code: CODES.ARG_ERROR, message: '请输入手机号' })
    expect(checkPhoneBeforeSending('  ')).toEqual({ code: CODES.ARG_ERROR, message: '请输入手机号' })
  })

  it('needs 11 digits for country code 86, the default', () => {
    expect(phoneError('13800138000')).toBeNull()
    expect(phoneError('13800138000', '86')).toBeNull()
    expect(phoneError('1380013800')).toBe('请输入正确的手机号')
    expect(phoneError('138001380001')).toBe('请输入正确的手机号')
    expect(phoneError('1380013800a')).toBe('请输入正确的手机号')
  })

  it('a mainland number starts with 1 (an 11-digit landline cannot receive the code)', () => {
    expect(phoneError('01012345678', '86')).toBe('请输入正确的手机号')
  })

  it('takes 6 to 11 digits for other country codes', () => {
    expect(phoneError('123456', '852')).toBeNull()
    expect(phoneError('12345678901', '1')).toBeNull()
    expect(phoneError('12345', '852')).toBe('请输入正确的手机号')
    expect(phoneError('123456789012', '1')).toBe('请输入正确的手机号')
  })

  it('refuses a country code that is not 1 to 4 digits', () => {
    expect(phoneError('123456', '+852')).toBe('请选择正确的国家或地区区号')
    expect(phoneError('123456', '0')).toBe('请选择正确的国家或地区区号')
    expect(phoneError('123456', '12345')).toBe('请选择正确的国家或地区区号')
  })

  it('ignores the spaces and hyphens a person types between digits', () => {
    expect(normalizePhone('138 0013-8000')).toBe('13800138000')
    expect(phoneError('138 0013 8000')).toBeNull()
  })

  it('is shown masked', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('91234567')).toBe('91****67')
  })
})
