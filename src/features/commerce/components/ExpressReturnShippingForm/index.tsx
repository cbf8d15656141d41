/**
 * /buy/express/return-shipping and /buy/express/return-shipping-reselect (spec 2.3): 样本回寄.
 * Choose the bound samples to send back, one of the account's delivery addresses and a pickup
 * day (today .. +7, China time), book the courier and go to the tracking page. The reselect page
 * is the same form, shown with the pickups already booked. Checks in model/, submit in hooks/.
 */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { EXPRESS_ENDPOINTS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Checkbox from '@/components/Checkbox'
import ChoiceList from '@/components/ChoiceList'
import ErrorView from '@/components/ErrorView'
import Field from '@/components/Field'
import Link from '@/components/Link'
import { useLoad } from '@/hooks/useLoad'
import { redirect } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { EMPTY_EXPRESS_RETURN_SHIPPING_FORM, pickupDays, type ExpressReturnShippingFormValues } from '../../model/expressReturnShippingForm'
import { useExpressReturnShippingForm } from '../../hooks/useExpressReturnShippingForm'
import '../../../persons/components/persons.scss'

export default function ExpressReturnShippingForm({ reselect = false, preselect }: { reselect?: boolean; preselect?: string }) {
  const days = useMemo(() => pickupDays(Date.now()), [])
  const [values, setValues] = useState<ExpressReturnShippingFormValues>({ ...EMPTY_EXPRESS_RETURN_SHIPPING_FORM, barcodes: preselect ? [preselect.toUpperCase()] : [], pickupDate: days[1]?.date ?? '' })
  const { samples, addresses, errors, busy, submit } = useExpressReturnShippingForm(days)
  const booked = useLoad(() => (reselect ? call(EXPRESS_ENDPOINTS.list, {}) : Promise.resolve({ list: [] })), [reselect])

  if (samples.status === 'failed') return <ErrorView message={messageOf(samples.error, '样本加载失败')} onReload={samples.reload} />
  if (addresses.status === 'failed') return <ErrorView message={messageOf(addresses.error, '地址加载失败')} onReload={addresses.reload} />
  if (samples.status === 'loading' || addresses.status === 'loading') return <View className='xg-persons'><Text className='xg-persons__loading'>加载中…</Text></View>

  const list = samples.data.barcodeStatusList
  const addressList = addresses.data.list
  const addressId = values.addressId ?? addressList.find(a => a.isDefault)?.id ?? addressList[0]?.id ?? null
  const form = { ...values, addressId }

  function toggle(barcode: string, on: boolean) {
    errors.clear('barcodes')()
    setValues(v => ({ ...v, barcodes: on ? [...v.barcodes, barcode] : v.barcodes.filter(b => b !== barcode) }))
  }

  async function book() {
    const mailNO = await submit(form)
    if (mailNO) await redirect(href('/buy/express/:mailNO?', { mailNO }))
  }

  return (
    <View className='xg-persons xg-express-return'>
      <Text className='xg-persons__title'>{reselect ? '重新选择回寄方式' : '样本回寄'}</Text>
      <Text className='xg-persons__note'>采集好唾液样本后，预约快递上门取件，样本将寄回实验室，运费由我们承担。</Text>

      {reselect && booked.status === 'done' && booked.data.list.length > 0 && (
        <View className='xg-express-return__booked'>
          <Text className='xg-persons__meta'>已预约的取件</Text>
          {booked.data.list.map(t => (
            <Link key={t.mailNO} to={href('/buy/express/:mailNO?', { mailNO: t.mailNO })} className='xg-persons__switch-row'>
              <Text>{t.expressName} {t.mailNO}</Text>
              <Text className='xg-persons__meta'>取件日 {t.pickupDate}</Text>
            </Link>
          ))}
        </View>
      )}

      <Field label='回寄的样本' name='barcodes' error={errors.of('barcodes')}>
        {list.length === 0 && <Text className='xg-persons__note'>暂无已绑定的样本，请先绑定采集器。</Text>}
        {list.map(s => (
          <Checkbox key={s.barcode} label={`${s.personName} ${s.barcode}`} checked={values.barcodes.includes(s.barcode)} disabled={!s.shippable} onChange={on => toggle(s.barcode, on)}>
            <Text>{s.personName} · {s.barcode}</Text>
            <Text className='xg-persons__meta'> {s.stateTitle}{s.shippable ? '' : '（当前无需回寄）'}</Text>
          </Checkbox>
        ))}
      </Field>

      <Field label='取件地址' name='addressId' error={errors.of('addressId')}>
        {addressList.length === 0 ? (
          <Link to={href('/user/address/edit')}><Text>还没有地址，去添加</Text></Link>
        ) : (
          <ChoiceList name='express-address' choices={addressList.map(a => ({ key: String(a.id), label: `${a.receiverName} ${a.mobile}`, note: a.fullAddress }))} value={addressId === null ? null : String(addressId)} onChange={k => { errors.clear('addressId')(); setValues(v => ({ ...v, addressId: Number(k) })) }} />
        )}
      </Field>

      <Field label='取件日期' name='pickupDate' error={errors.of('pickupDate')}>
        <ChoiceList name='express-day' layout='chips' choices={days.map(d => ({ key: d.date, label: d.label }))} value={values.pickupDate || null} onChange={k => { errors.clear('pickupDate')(); setValues(v => ({ ...v, pickupDate: k })) }} />
      </Field>

      {errors.form && <Text className='xg-persons__error'>{errors.form}</Text>}
      <Button block size='l' loading={busy} onClick={() => void book()}>预约上门取件</Button>
    </View>
  )
}
