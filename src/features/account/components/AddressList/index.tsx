/**
 * /user/address/address-manage (spec 2.11, 3.13, 7.3 delivery_address): the account's delivery
 * addresses, the default first; add, edit, delete (after asking), make one the default.
 */
import { Text, View } from '@tarojs/components'
import { DELIVERY_ADDRESS_LIMITS, MESSAGES, maskPhone, type DeliveryAddress } from '@xungen/contracts'
import Button from '@/components/Button'
import { Panel } from '@/components/Panel'
import { confirm, toast } from '@/components/feedback'
import { ADDRESSES_KEY, addressFormOf, addressInputOf, sortAddresses } from '@/features/account/model/address'
import { messageOf } from '@/services/errors'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useReloadOnReturn } from '@/hooks/useReloadOnReturn'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import '../../address.scss'
import { pressKeys } from '@/platform/keys'

function AddressCard({ address, onChanged }: { address: DeliveryAddress; onChanged: () => void }) {
  const setDefault = useSubmit(async () => {
    await call(ACCOUNTS.updateDeliveryAddress, { params: { id: address.id }, body: addressInputOf({ ...addressFormOf(address), isDefault: true }) })
    toast('已设为默认地址')
    onChanged()
  }, { failure: '设置失败，请重试', onError: inToast })
  // spec 8.2: "Deleting: success toast 'deleted successfully'; failure shows the server message as an error toast."
  const deleting = useSubmit(async () => {
    await call(ACCOUNTS.deleteDeliveryAddress, { params: { id: address.id } })
    toast(MESSAGES.delete.succeeded, 'success')
    onChanged()
  }, { failure: '删除失败，请重试', onError: inToast })
  const busy = setDefault.busy || deleting.busy

  function makeDefault() {
    if (address.isDefault || busy) return
    void setDefault.run()
  }

  async function remove() {
    if (busy || !(await confirm('确认删除该收货地址吗？', { confirmText: MESSAGES.delete.confirm, danger: true }))) return
    void deleting.run()
  }

  return (
    <View className={`xg-address-card${address.isDefault ? ' xg-address-card--default' : ''}`}>
      <View className='xg-address-card__head'>
        <Text className='xg-address-card__name'>{address.receiverName}</Text>
        <Text className='xg-address-card__phone'>{`${address.nationCode === '86' ? '' : `+${address.nationCode} `}${maskPhone(address.mobile)}`}</Text>
        {address.isDefault && <Text className='xg-tag xg-tag--primary'>默认</Text>}
      </View>
      <Text className='xg-address-card__address'>{address.fullAddress}</Text>
      <View className='xg-address-card__actions'>
        <View {...pressKeys()} ariaRole='button' className={`xg-address-card__default${address.isDefault ? ' xg-address-card__default--on' : ''}`} onClick={() => void makeDefault()}>
          <View className='xg-address-card__radio' />
          <Text>{address.isDefault ? '默认地址' : '设为默认'}</Text>
        </View>
        <View className='xg-address-card__links'>
          <Text {...pressKeys()} ariaRole='button' className='xg-address-card__link' onClick={() => void navigate(href('/user/address/edit', {}, { id: address.id }))}>编辑</Text>
          <Text {...pressKeys()} ariaRole='button' className='xg-address-card__link xg-address-card__link--danger' onClick={() => void remove()}>删除</Text>
        </View>
      </View>
    </View>
  )
}

export default function AddressList() {
  const addresses = useQuery(ADDRESSES_KEY, () => call(ACCOUNTS.deliveryAddresses))
  // every time the list shows again: also when the edit page above it closes
  useReloadOnReturn(() => invalidateQueries(ADDRESSES_KEY))
  const list = addresses.status === 'done' ? sortAddresses(addresses.data.list) : null
  const error = addresses.status === 'failed' ? messageOf(addresses.error, '收货地址加载失败') : null
  const load = () => invalidateQueries(ADDRESSES_KEY)

  const full = list !== null && list.length >= DELIVERY_ADDRESS_LIMITS.maxPerUser
  return (
    <View className='xg-address'>
      <Panel
        title='收货地址'
        extra={list && list.length > 0 ? <Text className='xg-address__count'>{`${list.length}/${DELIVERY_ADDRESS_LIMITS.maxPerUser}`}</Text> : undefined}
        description='采样器、纸质报告和礼品会寄往这里。'
      >
        {error ? (
          <View className='xg-address__empty'>
            <Text className='xg-address__empty-title'>{error}</Text>
            <Button variant='secondary' size='s' onClick={load}>重新加载</Button>
          </View>
        ) : list === null ? (
          <View className='xg-address__empty'>
            <Text className='xg-address__empty-text'>加载中…</Text>
          </View>
        ) : list.length === 0 ? (
          <View className='xg-address__empty'>
            <View className='xg-address__pin' />
            <Text className='xg-address__empty-title'>还没有收货地址</Text>
            <Text className='xg-address__empty-text'>添加一个常用地址，购买检测时即可直接使用。</Text>
          </View>
        ) : (
          <View className='xg-address__list'>
            {list.map(a => (
              <AddressCard key={a.id} address={a} onChanged={load} />
            ))}
          </View>
        )}
        <View className='xg-address__add'>
          <Button block size='l' disabled={full} onClick={() => void navigate(href('/user/address/edit'))}>
            新增收货地址
          </Button>
          {full && <Text className='xg-address__limit'>{`最多可保存 ${DELIVERY_ADDRESS_LIMITS.maxPerUser} 个收货地址，请先删除不用的地址`}</Text>}
        </View>
      </Panel>
    </View>
  )
}
