/** The ways to pay this device offers (payment.ts payTypesFor), one chosen. */
import { Text, View } from '@tarojs/components'
import type { PayType } from '@xungen/contracts'
import { PAY_TYPE_LABELS } from '../payment'
import './UpgradeCenter/index.scss'
import { pressKeys } from '@/platform/keys'

export default function PayTypePicker({ types, value, onChange }: { types: readonly PayType[]; value: PayType; onChange: (t: PayType) => void }) {
  return (
    <View className='xg-upgrade__pay'>
      {types.map(t => (
        <Text key={t} {...pressKeys()} ariaRole='button' className={`xg-upgrade__paytype${t === value ? ' xg-upgrade__paytype--on' : ''}`} onClick={() => onChange(t)}>
          {PAY_TYPE_LABELS[t]}
        </Text>
      ))}
    </View>
  )
}
