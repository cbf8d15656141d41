/** /user/coupon (spec 2.11): the coupons held, and redeeming one by its code. */
import { chinaDate } from '@xungen/contracts'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CouponView } from '@xungen/contracts'
import Button from '@/components/Button'
import Field from '@/components/Field'
import { toast } from '@/components/feedback'
import { COUPON_STATE_TEXT, couponRuleText } from '@/features/commerce/coupons'
import { commerce } from '@/features/commerce/api'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { invalidateQueries, setQueryData, useQuery } from '@/hooks/useQuery'
import { useReloadOnReturn } from '@/hooks/useReloadOnReturn'
import { useSubmit } from '@/hooks/useSubmit'
import '@/theme/layout.scss'
import '@/features/commerce/coupons.scss'

/** the account's coupons in the query cache (an order that used one can load them again) */
export const COUPONS_KEY = ['commerce', 'coupons'] as const

export default function CouponList() {
  const coupons = useQuery(COUPONS_KEY, () => commerce.coupons())
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  // shown again (back from an order that used one): the list loads again, keeping what it shows meanwhile
  useReloadOnReturn(() => invalidateQueries(COUPONS_KEY))

  const redeeming = useSubmit(async (typed: string) => {
    const c = await commerce.addCoupon(typed)
    toast('兑换成功', 'success')
    setCode('')
    setQueryData<{ list: CouponView[] }>(COUPONS_KEY, data => ({ ...data, list: [c, ...data.list.filter(x => x.id !== c.id)] }))
  }, { onError: (_err, message) => setError(message), failure: '兑换失败，请重试' })

  function redeem() {
    if (redeeming.busy) return
    if (!code.trim()) return setError('请输入兑换码')
    setError(null)
    void redeeming.run(code.trim())
  }

  return (
    <View className='xg-page'>
      <Field label='兑换优惠券' error={error}>
        <Input className='xg-field__input xg-coupon-code' value={code} maxlength={32} placeholder='请输入兑换码' onInput={e => setCode(e.detail.value)} />
      </Field>
      <Button loading={redeeming.busy} onClick={redeem}>兑换</Button>
      <PageState
        state={coupons}
        loading={stateLine(LOADING_TEXT)}
        failure='优惠券加载失败'
        renderFailure={(message, reload) => failureLine(message, reload)}
        isEmpty={data => data.list.length === 0}
        empty={stateLine('暂无优惠券')}
      >
        {data =>
          data.list.map(c => (
            <View key={c.id} className={`xg-coupon${c.state === 'UNUSED' ? '' : ' xg-coupon--off'}`}>
              <View>
                <Text className='xg-coupon__name'>{c.name}</Text>
                <View><Text className='xg-coupon__meta'>{`${couponRuleText(c)} · ${chinaDate(c.expiresAt)} 到期`}</Text></View>
              </View>
              <Text className='xg-coupon__meta'>{COUPON_STATE_TEXT[c.state]}</Text>
            </View>
          ))
        }
      </PageState>
    </View>
  )
}
