/**
 * Where a sampled kit is sent: the receiver's name, mobile and address, with the first error the
 * server or the order rules gave for each (`receiver.name`, `receiver.mobile`, `receiver.address`).
 * Used by the order page and the channel page.
 */
import { Input, Text, View } from '@tarojs/components'
import type { OrderReceiver } from '@xungen/contracts'
import Field from '@/components/Field'

export interface ReceiverFieldsProps {
  receiver: OrderReceiver
  onChange: (receiver: OrderReceiver) => void
  error: (field: string) => string | null
}

export default function ReceiverFields({ receiver, onChange, error }: ReceiverFieldsProps) {
  return (
    <View className='xg-order-card'>
      <Text className='xg-section__label'>采样盒寄往</Text>
      <Field label='收货人' error={error('receiver.name')}>
        <Input className='xg-field__input xg-input-name' value={receiver.name} maxlength={32} placeholder='收货人姓名' onInput={e => onChange({ ...receiver, name: e.detail.value })} />
      </Field>
      <Field label='手机号' error={error('receiver.mobile')}>
        <Input className='xg-field__input xg-input-mobile' type='number' value={receiver.mobile} maxlength={11} placeholder='收货人手机号' onInput={e => onChange({ ...receiver, mobile: e.detail.value })} />
      </Field>
      <Field label='收货地址' error={error('receiver.address')}>
        <Input className='xg-field__input xg-input-address' value={receiver.address} maxlength={200} placeholder='省市区、街道与门牌号' onInput={e => onChange({ ...receiver, address: e.detail.value })} />
      </Field>
    </View>
  )
}
