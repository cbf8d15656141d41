/** A phone number with its calling code (spec 5: default 86; 11 digits for 86, 6 to 11 otherwise). */
import { Input, Text, View } from '@tarojs/components'
import { maskPhone } from '@xungen/contracts'
import Field from '../Field'
import NationCodePicker from '../NationCodePicker'
import { nationCodeLabel } from '../NationCodePicker/nationCodes'
import { DIGITS_INPUT_TYPE } from '@/platform/inputTypes'

export interface PhoneFieldProps {
  nationCode: string
  phone: string
  onNationCodeChange: (code: string) => void
  onPhoneChange: (phone: string) => void
  error?: string | null
  /** clears the field's error when the person comes back to it */
  onFocus?: () => void
  label?: string
  placeholder?: string
  /** the number is fixed (shown masked): codes go to the account's own phone */
  fixed?: boolean
}

export default function PhoneField({ nationCode, phone, onNationCodeChange, onPhoneChange, error, onFocus, label, placeholder = '请输入手机号', fixed }: PhoneFieldProps) {
  if (fixed) {
    return (
      <Field name='phone' label={label}>
        <Text className='xg-field__input xg-field__input--static'>{`${nationCodeLabel(nationCode)} ${phone.includes('*') ? phone : maskPhone(phone)}`}</Text>
      </Field>
    )
  }
  return (
    <Field name='phone' label={label} error={error}>
      <NationCodePicker value={nationCode} onChange={onNationCodeChange} />
      <View className='xg-field__divider' />
      <Input
        className='xg-field__input'
        type={DIGITS_INPUT_TYPE}
        maxlength={11}
        value={phone}
        placeholder={placeholder}
        placeholderClass='xg-field__placeholder'
        onInput={e => onPhoneChange(e.detail.value.replace(/\D/g, ''))}
        onFocus={onFocus}
      />
    </Field>
  )
}
