/**
 * A date (birthday, collect date) picked with the platform's date picker: WeChat's native one in
 * the mini-program, Taro's on H5. Values are 'YYYY-MM-DD'; `end` defaults to today.
 */
import { Picker, Text, View } from '@tarojs/components'
import './index.scss'

export function today(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`
}

/** '1990-01-02' → '1990年1月2日' */
export function dateText(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : ''
}

export interface DateFieldProps {
  value: string
  onChange: (value: string) => void
  start?: string
  end?: string
  placeholder?: string
  name?: string
  /** where the picker opens while there is no value (a birthday: a plausible year, not today) */
  initial?: string
}

export default function DateField({ value, onChange, start = '1900-01-01', end, placeholder = '请选择日期', name, initial }: DateFieldProps) {
  const last = end ?? today()
  return (
    <View className='xg-date-field__wrap'>
    <Picker mode='date' value={value || initial || last} start={start} end={last} onChange={e => onChange(String(e.detail.value))}>
      <View className={`xg-date-field${name ? ` xg-date-field--${name}` : ''}${value ? '' : ' xg-date-field--empty'}`} ariaRole='button'>
        <Text>{value ? dateText(value) : placeholder}</Text>
        <Text className='xg-date-field__arrow'>›</Text>
      </View>
    </Picker>
    </View>
  )
}
