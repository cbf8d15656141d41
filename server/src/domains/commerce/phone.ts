/** A receiver's phone read with the rules of spec 5 (contracts/account/phone.ts). */
import { DEFAULT_NATION_CODE, NATION_CODE_PATTERN, PHONE_MESSAGES, normalizePhone, phoneError } from '@xungen/contracts'
import { argError } from '../../errors'

export function requirePhone(phone: string | null | undefined, nationCode: string | null | undefined, field: string): { nationCode: string; phone: string } {
  const nc = (nationCode ?? '').trim().replace(/^\+/, '') || DEFAULT_NATION_CODE
  if (!NATION_CODE_PATTERN.test(nc)) throw argError('nationCode', PHONE_MESSAGES.nationCode)
  const message = phoneError(phone, nc)
  if (message) throw argError(field, message)
  return { nationCode: nc, phone: normalizePhone(phone ?? '') }
}
