/** The 56 ethnic groups of China (contracts NATIONS, GB/T 3304) as a grid with a search box. */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NATIONS } from '@xungen/contracts'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export function matchNations(query: string): Array<(typeof NATIONS)[number]> {
  const q = query.trim()
  return q ? NATIONS.filter(n => n.name.includes(q)) : [...NATIONS]
}

export interface NationPickerProps {
  value: string | null
  onChange: (name: string) => void
}

export default function NationPicker({ value, onChange }: NationPickerProps) {
  const [query, setQuery] = useState('')
  const list = matchNations(query)
  return (
    <View className='xg-nation-picker'>
      <Input className='xg-nation-picker__search' placeholder='搜索民族，如：满族' value={query} onInput={e => setQuery(e.detail.value)} />
      <View className='xg-nation-picker__grid' ariaRole='radiogroup'>
        {list.map(n => (
          <View key={n.code} {...pressKeys()}
            ariaRole='radio'
            ariaChecked={n.name === value}
            className={`xg-nation-picker__item${n.name === value ? ' xg-nation-picker__item--selected' : ''}`}
            onClick={() => onChange(n.name)}
          >
            <Text>{n.name}</Text>
          </View>
        ))}
        {list.length === 0 && <Text className='xg-nation-picker__none'>没有找到「{query}」，请检查输入</Text>}
      </View>
    </View>
  )
}
