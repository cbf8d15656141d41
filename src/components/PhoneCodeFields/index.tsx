/** The phone field and the SMS code field of a usePhoneCode form, errors under each, cleared on focus. */
import CodeField from '../CodeField'
import PhoneField from '../PhoneField'
import type { PhoneCodeForm } from '@/hooks/usePhoneCode'

export default function PhoneCodeFields({ form, withCode = true }: { form: PhoneCodeForm; withCode?: boolean }) {
  const { errors } = form
  return (
    <>
      <PhoneField nationCode={form.nationCode} phone={form.phone} onNationCodeChange={form.setNationCode} onPhoneChange={form.setPhone} error={errors.of('phone')} onFocus={errors.clear('phone')} />
      {withCode && <CodeField value={form.code} onChange={form.setCode} button={form.button} onSend={() => void form.sendCode()} error={errors.of('code')} onFocus={errors.clear('code')} />}
    </>
  )
}
