/**
 * The calling-code button of the phone field and the sheet that changes it (default +86).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Sheet from '../Sheet'
import { NATION_CODES, nationCodeLabel } from './nationCodes'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface NationCodePickerProps {
  value: string
  onChange: (code: string) => void
}

export default function NationCodePicker({ value, onChange }: NationCodePickerProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <View {...pressKeys()} className='xg-nation-code' ariaRole='button' ariaLabel='选择国家或地区区号' onClick={() => setOpen(true)}>
        <Text className='xg-nation-code__value'>{nationCodeLabel(value)}</Text>
        <View className='xg-nation-code__caret' />
      </View>
      <Sheet open={open} title='选择国家或地区' onClose={() => setOpen(false)} name='nation-code'>
        {NATION_CODES.map(option => (
          <View key={option.code} {...pressKeys()} ariaRole='button'
            className={`xg-nation-code__option${option.code === value ? ' xg-nation-code__option--active' : ''}`}
            onClick={() => {
              onChange(option.code)
              setOpen(false)
            }}
          >
            <Text className='xg-nation-code__name'>{option.name}</Text>
            <Text className='xg-nation-code__code'>+{option.code}</Text>
          </View>
        ))}
      </Sheet>
    </>
  )
}
