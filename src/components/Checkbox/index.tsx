/** A tick box with its text beside it (agreements, barcodes to confirm). The text may hold links. */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface CheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** what screen readers call the box (the text beside it may hold links, which are read on their own) */
  label: string
  children?: ReactNode
  disabled?: boolean
  /** draws attention to an unticked box the person must tick */
  highlight?: boolean
  className?: string
}

export default function Checkbox({ checked, onChange, label, children, disabled, highlight, className }: CheckboxProps) {
  const cls = `xg-checkbox${checked ? ' xg-checkbox--checked' : ''}${disabled ? ' xg-checkbox--disabled' : ''}${highlight ? ' xg-checkbox--highlight' : ''}${className ? ' ' + className : ''}`
  return (
    <View className={cls}>
      <View {...pressKeys()} className='xg-checkbox__box' ariaRole='checkbox' ariaLabel={label} ariaChecked={checked} ariaDisabled={disabled ? true : undefined} onClick={() => !disabled && onChange(!checked)}>
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
