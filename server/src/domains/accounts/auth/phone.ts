/** Reading a phone number from a request with the rules of spec 5 (contracts/account/phone.ts). */
import { DEFAULT_NATION_CODE, NATION_CODE_PATTERN, PHONE_MESSAGES, normalizePhone, phoneError } from '@xungen/contracts'
import { argError } from '../../../errors'

export interface Phone {
  nationCode: string
  phone: string
}

/** The phone as stored (digits only, country code without '+'), or 4006 on the field with the spec's message. */
export function requirePhone(phone: string | null | undefined, nationCode: string | null | undefined, field: string, nationField = 'nationCode'): Phone {
  const nc = (nationCode ?? '').trim().replace(/^\+/, '') || DEFAULT_NATION_CODE
  if (!NATION_CODE_PATTERN.test(nc)) throw argError(nationField, PHONE_MESSAGES.nationCode)
  const message = phoneError(phone, nc)
  if (message) throw argError(field, message)
  return { nationCode: nc, phone: normalizePhone(phone ?? '') }
}
