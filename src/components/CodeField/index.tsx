/** The verification-code input with its send button (spec 4: the button's states come from useVerificationCode). */
import { Input, Text } from '@tarojs/components'
import { AUTH_CODE_LENGTH } from '@xungen/contracts'
import Field from '../Field'
import { DIGITS_INPUT_TYPE } from '@/platform/inputTypes'
import { pressKeys } from '@/platform/keys'

export interface CodeFieldProps {
  value: string
  onChange: (code: string) => void
  button: { label: string; disabled: boolean }
  onSend: () => void
  error?: string | null
  onFocus?: () => void
  label?: string
  hint?: string
}

export default function CodeField({ value, onChange, button, onSend, error, onFocus, label, hint }: CodeFieldProps) {
  return (
    <Field name='code' label={label} error={error} hint={hint}>
      <Input
        className='xg-field__input'
        type={DIGITS_INPUT_TYPE}
        maxlength={AUTH_CODE_LENGTH}
        value={value}
        placeholder='请输入验证码'
        placeholderClass='xg-field__placeholder'
        onInput={e => onChange(e.detail.value.replace(/\D/g, '').slice(0, AUTH_CODE_LENGTH))}
        onFocus={onFocus}
      />
      <Text {...pressKeys()} ariaRole='button'
        className={`xg-field__action xg-code-button${button.disabled ? ' xg-field__action--disabled' : ''}`}
        onClick={() => !button.disabled && onSend()}
      >
        {button.label}
      </Text>
    </Field>
  )
}
