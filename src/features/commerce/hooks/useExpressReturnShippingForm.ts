/**
 * /buy/express/return-shipping (spec 2.3): 样本回寄. The data (the samples that can go back, the
 * account's delivery addresses) and the submit: local checks, EXPRESS.book, the server's refusals
 * placed on the fields (6101 address, 6102 pickup day, 2030 a barcode not the caller's).
 */
import { ACCOUNTS, EXPRESS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useLoad } from '@/hooks/useLoad'
import { useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { bookingBody, checkExpressReturnShippingForm, type ExpressReturnShippingFormValues } from '../model/expressReturnShippingForm'

export function useExpressReturnShippingForm(days: readonly { date: string }[]) {
  const samples = useLoad(() => call(EXPRESS_ENDPOINTS.shippable, {}), [])
  const addresses = useLoad(() => call(ACCOUNTS.deliveryAddresses, {}), [])
  const errors = useFormErrors()
  const booking = useSubmit(async (body: ReturnType<typeof bookingBody>) => (await call(EXPRESS_ENDPOINTS.book, { body })).mailNO, {
    onError: err => errors.fromFailure(err, { barcodes: 'barcodes', address: 'addressId', name: 'addressId', mobile: 'addressId', pickupDate: 'pickupDate' }, '预约失败，请重试')
  })
  const busy = booking.busy

  /** books the pickup; the tracking number on success */
  async function submit(values: ExpressReturnShippingFormValues): Promise<string | null> {
    const local = checkExpressReturnShippingForm(values, days)
    errors.reset(local)
    if (Object.keys(local).length > 0 || busy) return null
    const address = addresses.status === 'done' ? addresses.data.list.find(a => a.id === values.addressId) : undefined
    if (!address) {
      errors.reset({ addressId: '请选择取件地址' })
      return null
    }
    return (await booking.run(bookingBody(values, address))) ?? null
  }

  return { samples, addresses, errors, busy, submit }
}
