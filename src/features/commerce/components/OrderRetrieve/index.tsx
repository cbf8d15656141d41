/**
 * /user/orders/retrieve (spec 2.11, 7.3 retrieve: phone, nation_code, auth_code): orders shipped
 * to a phone, found with a code sent to that phone — for a buyer who ordered for someone else or
 * is not signed in. Public (spec 2.18: /user/orders/ is a public exception).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SMS_VERIFY_TYPES, yuanText, type OrderView } from '@xungen/contracts'
import Button from '@/components/Button'
import PhoneCodeFields from '@/components/PhoneCodeFields'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { usePhoneCode } from '@/hooks/usePhoneCode'
import { commerce } from '@/features/commerce/api'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/coupons.scss'

const FIELD_MAP = { phone: 'phone', nationCode: 'phone', authCode: 'code' }

export default function OrderRetrieve() {
  const errors = useFormErrors()
  const form = usePhoneCode(SMS_VERIFY_TYPES.LOGIN, errors)
  const [found, setFound] = useState<OrderView[] | null>(null)
  const retrieve = useSubmit(async () => {
    const proof = form.proof()
    const { list } = await commerce.retrieve(proof.phoneNumber, proof.nationCode, proof.authCode)
    form.button.markVerified()
    setFound(list)
  }, { onError: err => errors.fromFailure(err, FIELD_MAP, '查询失败，请重试') })

  function submit() {
    if (retrieve.busy) return
    const problems = form.check({})
    errors.reset(problems)
    if (Object.keys(problems).length) return
    void retrieve.run()
  }

  return (
    <View className='xg-page'>
      <Text className='xg-page__intro'>输入下单时填写的收货手机号，验证后即可查看寄往该号码的订单。</Text>
      <PhoneCodeFields form={form} />
      {errors.form && <Text className='xg-coupon__meta'>{errors.form}</Text>}
      <Button block loading={retrieve.busy} onClick={submit}>查询订单</Button>
      {found && (found.length === 0 ? (
        <View className='xg-page__state'><Text>没有寄往该手机号的订单</Text></View>
      ) : (
        found.map(o => (
          <View key={o.orderNo} className='xg-order-card xg-retrieved-order'>
            <View className='xg-order-card__head'><Text>{`订单号 ${o.orderNo}`}</Text><Text className='xg-order-card__state'>{o.stateText}</Text></View>
            <Text className='xg-order-card__name'>{o.productName}</Text>
            <View className='xg-order-card__head'>
              <Text>{o.kitBarcode ? `样本编码 ${o.kitBarcode}` : `共 ${o.count} 件`}</Text>
              <Text className='xg-price xg-price--s'>{`¥${yuanText(o.payableFen)}`}</Text>
            </View>
          </View>
        ))
      ))}
    </View>
  )
}
