/**
 * One form field: an optional label, the control row (an input and what goes beside it), and one
 * line under it for the error (spec 5: "the first returned error text is shown under the field")
 * or, when there is none, a hint.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface FieldProps {
  label?: string
  error?: string | null
  hint?: ReactNode
  /** a modifier for the field's own styles and for tests: `xg-field--<name>` */
  name?: string
  children: ReactNode
}

export default function Field({ label, error, hint, name, children }: FieldProps) {
  const cls = `xg-field${name ? ` xg-field--${name}` : ''}${error ? ' xg-field--invalid' : ''}`
  return (
    <View className={cls}>
      {label && <Text className='xg-field__label'>{label}</Text>}
      <View className='xg-field__control'>{children}</View>
      {error ? (
        <Text className='xg-field__error'>{error}</Text>
      ) : hint ? (
        <View className='xg-field__hint'>{hint}</View>
      ) : null}
    </View>
  )
}

/**
 * The name screen readers give an Input without a placeholder (spread on it: `<Input {...inputLabel('姓名')} />`):
 * H5 puts it on the inner <input> (on Taro's wrapper element an aria-label is not allowed), the
 * mini-program on the component (WeChat's aria-label).
 */
export function inputLabel(label: string): { nativeProps: Record<string, string> } | { ariaLabel: string } {
  return process.env.TARO_ENV === 'h5' ? { nativeProps: { 'aria-label': label } } : { ariaLabel: label }
}
