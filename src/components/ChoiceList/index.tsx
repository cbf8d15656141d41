/** One choice out of a few (a relation, a sex, a person): rows or a grid of tappable options. */
import { Text, View } from '@tarojs/components'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface Choice<K extends string> {
  key: K
  label: string
  note?: string
  disabled?: boolean
}

export interface ChoiceListProps<K extends string> {
  choices: readonly Choice<K>[]
  value: K | null
  onChange: (key: K) => void
  layout?: 'rows' | 'grid' | 'chips'
  name?: string
}

export default function ChoiceList<K extends string>({ choices, value, onChange, layout = 'rows', name }: ChoiceListProps<K>) {
  return (
    <View className={`xg-choices xg-choices--${layout}${name ? ` xg-choices--${name}` : ''}`} ariaRole='radiogroup'>
      {choices.map(c => {
        const selected = c.key === value
        return (
          <View key={c.key} {...pressKeys()}
            ariaRole='radio'
            ariaChecked={selected}
            ariaDisabled={c.disabled ? true : undefined}
            className={`xg-choices__item${selected ? ' xg-choices__item--selected' : ''}${c.disabled ? ' xg-choices__item--disabled' : ''}`}
            onClick={() => !c.disabled && onChange(c.key)}
          >
            <Text className='xg-choices__label'>{c.label}</Text>
            {c.note && <Text className='xg-choices__note'>{c.note}</Text>}
          </View>
        )
      })}
    </View>
  )
}
