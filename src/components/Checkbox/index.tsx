/** A tick box with its text beside it (agreements, barcodes to confirm). The text may hold links. */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface CheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children?: ReactNode
  disabled?: boolean
  /** draws attention to an unticked box the person must tick */
  highlight?: boolean
  className?: string
}

export default function Checkbox({ checked, onChange, children, disabled, highlight, className }: CheckboxProps) {
  const cls = `xg-checkbox${checked ? ' xg-checkbox--checked' : ''}${disabled ? ' xg-checkbox--disabled' : ''}${highlight ? ' xg-checkbox--highlight' : ''}${className ? ' ' + className : ''}`
  return (
    <View className={cls}>
      <View className='xg-checkbox__box' ariaRole='checkbox' ariaChecked={checked} ariaDisabled={disabled ? true : undefined} onClick={() => !disabled && onChange(!checked)}>
        <View className='xg-checkbox__tick' />
      </View>
      {children !== undefined && (
        <View className='xg-checkbox__label' onClick={() => !disabled && onChange(!checked)}>
          {children}
        </View>
      )}
    </View>
  )
}
