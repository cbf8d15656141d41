/** Two or more tabs over one form (sign-in by code or by password; password change by old password or by code). */
import { Text, View } from '@tarojs/components'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface TabsProps<K extends string> {
  tabs: ReadonlyArray<{ key: K; label: string }>
  value: K
  onChange: (key: K) => void
}

export default function Tabs<K extends string>({ tabs, value, onChange }: TabsProps<K>) {
  return (
    <View className='xg-tabs' ariaRole='tablist'>
      {tabs.map(tab => (
        <View key={tab.key} {...pressKeys()}
          className={`xg-tabs__tab${tab.key === value ? ' xg-tabs__tab--active' : ''}`}
          ariaRole='tab'
          ariaSelected={tab.key === value}
          onClick={() => tab.key !== value && onChange(tab.key)}
        >
          <Text className='xg-tabs__label'>{tab.label}</Text>
        </View>
      ))}
    </View>
  )
}
