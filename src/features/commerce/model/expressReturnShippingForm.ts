/**
 * /buy/express/return-shipping (spec 2.3): 样本回寄. The form's fields, the pickup days the courier
 * takes (today and the next 7 days, China time: ENDPOINTS.express.book, 6102 otherwise), the booking
 * body made from one of the account's delivery addresses, and the local checks (spec 5).
 */
import type { DeliveryAddress } from '@xungen/contracts'

export interface ExpressReturnShippingFormValues {
  /** barcodes of the samples going back in one parcel */
  barcodes: string[]
  addressId: number | null
  /** YYYY-MM-DD, China time */
  pickupDate: string
}

export const EMPTY_EXPRESS_RETURN_SHIPPING_FORM: ExpressReturnShippingFormValues = { barcodes: [], addressId: null, pickupDate: '' }

/** DECISION (server express/service.ts): a pickup can be booked for today and the next 7 days */
export const PICKUP_DAYS = 8
const CHINA_OFFSET_MS = 8 * 3600 * 1000
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** the bookable pickup days from `now` (ms), China time, with a label ('今天 11月26日 周四') */
export function pickupDays(now: number): { date: string; label: string }[] {
  const days: { date: string; label: string }[] = []
  for (let i = 0; i < PICKUP_DAYS; i++) {
    const d = new Date(now + CHINA_OFFSET_MS + i * 86_400_000)
    const date = d.toISOString().slice(0, 10)
    const prefix = i === 0 ? '今天 ' : i === 1 ? '明天 ' : ''
    days.push({ date, label: `${prefix}${d.getUTCMonth() + 1}月${d.getUTCDate()}日 周${WEEKDAYS[d.getUTCDay()]}` })
  }
  return days
}

/** the body of EXPRESS.book from the chosen address (the courier needs the region codes and the detail line) */
export function bookingBody(values: ExpressReturnShippingFormValues, address: DeliveryAddress) {
  return {
    barcodes: values.barcodes,
    name: address.receiverName,
    mobile: address.mobile,
    nationCode: address.nationCode || undefined,
    address: {
      provinceCode: address.province.code,
      cityCode: address.city?.code ?? null,
      districtCode: address.district?.code ?? null,
      detail: `${address.street?.name ?? ''}${address.detail}`
    },
    pickupDate: values.pickupDate
  }
}

/** One message per field that is not right yet (empty: the form may be sent). */
export function checkExpressReturnShippingForm(values: ExpressReturnShippingFormValues, days: readonly { date: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  if (values.barcodes.length === 0) errors.barcodes = '请选择要回寄的样本'
  if (values.addressId === null) errors.addressId = '请选择取件地址'
  if (!days.some(d => d.date === values.pickupDate)) errors.pickupDate = '请选择取件日期'
  return errors
}
