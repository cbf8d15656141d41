/** A new password and its confirmation (spec 5 rules through usePasswordPair), the server's error under the first. */
import PasswordField from '../PasswordField'
import type { useFormErrors } from '@/hooks/useFormErrors'
import { PASSWORD_HINT, type usePasswordPair } from '@/hooks/usePasswordPair'

export interface NewPasswordFieldsProps {
  pair: ReturnType<typeof usePasswordPair>
  errors: ReturnType<typeof useFormErrors>
  placeholder?: string
}

export default function NewPasswordFields({ pair, errors, placeholder = '设置新密码' }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        name='new-password'
        value={pair.password}
        onChange={pair.setPassword}
        placeholder={placeholder}
        error={errors.of('password') ?? pair.passwordError}
        hint={PASSWORD_HINT}
        onFocus={errors.clear('password')}
        onBlur={() => pair.blur('password')}
      />
      <PasswordField name='confirm-password' value={pair.confirm} onChange={pair.setConfirm} placeholder='再次输入新密码' error={pair.confirmError} onBlur={() => pair.blur('confirm')} />
    </>
  )
}
