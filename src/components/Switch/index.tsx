/** An on/off switch drawn the same on both targets (the native one carries each platform's look). */
import { View } from '@tarojs/components'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface SwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
}

export default function Switch({ checked, onChange, label }: SwitchProps) {
  return (
    <View {...pressKeys()} className={`xg-switch${checked ? ' xg-switch--on' : ''}`} ariaRole='switch' ariaChecked={checked} ariaLabel={label} onClick={() => onChange(!checked)}>
      <View className='xg-switch__knob' />
    </View>
  )
}
