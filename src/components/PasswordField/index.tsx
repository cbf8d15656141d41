/** A password input with a show/hide switch; the rule's message shows under it (spec 5). */
import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { PASSWORD_MAX_LENGTH } from '@xungen/contracts'
import Field from '../Field'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface PasswordFieldProps {
  value: string
  onChange: (value: string) => void
  placeholder: string
  error?: string | null
  hint?: string
  label?: string
  /** a modifier for tests and styles (several password fields on one form) */
  name?: string
  onFocus?: () => void
  onBlur?: () => void
}

export default function PasswordField({ value, onChange, placeholder, error, hint, label, name = 'password', onFocus, onBlur }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      <Input
        className='xg-field__input'
        password={!visible}
        maxlength={PASSWORD_MAX_LENGTH}
        value={value}
        placeholder={placeholder}
        placeholderClass='xg-field__placeholder'
        onInput={e => onChange(e.detail.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <View {...pressKeys()} className={`xg-password__eye${visible ? ' xg-password__eye--open' : ''}`} ariaRole='button' ariaLabel={visible ? '隐藏密码' : '显示密码'} onClick={() => setVisible(v => !v)}>
        <View className='xg-password__lid' />
        <View className='xg-password__pupil' />
      </View>
    </Field>
  )
}
