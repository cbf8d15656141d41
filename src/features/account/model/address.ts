/**
 * Delivery addresses on the client (spec 3.13): the form's values to the call's body and back.
 * The rules themselves are contracts' deliveryAddressErrors (the server applies the same ones and
 * also checks the codes against its division data).
 */
import { DEFAULT_NATION_CODE, normalizePhone, type DeliveryAddress, type DeliveryAddressInput, type RegionSelection } from '@xungen/contracts'

export interface AddressForm {
  receiverName: string
  mobile: string
  nationCode: string
  region: RegionSelection
  detail: string
  isDefault: boolean
}

export const EMPTY_ADDRESS_FORM: AddressForm = { receiverName: '', mobile: '', nationCode: DEFAULT_NATION_CODE, region: {}, detail: '', isDefault: false }

/** The form of a stored address (editing it). */
export function addressFormOf(address: DeliveryAddress): AddressForm {
  return {
    receiverName: address.receiverName,
    mobile: address.mobile,
    nationCode: address.nationCode || DEFAULT_NATION_CODE,
    region: { province: address.province, city: address.city, district: address.district, street: address.street },
    detail: address.detail,
    isDefault: address.isDefault
  }
}

/** The body of POST/PUT delivery_address: codes only (the server names the regions). */
export function addressInputOf(form: AddressForm): DeliveryAddressInput {
  return {
    receiverName: form.receiverName.trim(),
    mobile: normalizePhone(form.mobile),
    nationCode: form.nationCode,
    provinceCode: form.region.province?.code ?? '',
    cityCode: form.region.city?.code ?? null,
    districtCode: form.region.district?.code ?? null,
    streetCode: form.region.street?.code ?? null,
    detail: form.detail.trim(),
    isDefault: form.isDefault
  }
}

/** The call's field names → the form's fields (every region code belongs to the one region field). */
export const ADDRESS_FIELD_MAP: Record<string, keyof AddressForm> = {
  receiverName: 'receiverName',
  mobile: 'mobile',
  nationCode: 'mobile',
  provinceCode: 'region',
  cityCode: 'region',
  districtCode: 'region',
  streetCode: 'region',
  detail: 'detail'
}

/** Addresses in the order the list shows them: the default first, then the newest. */
/** The delivery addresses' entry in the query cache (the list page and the edit page share it). */
export const ADDRESSES_KEY = ['accounts', 'delivery-addresses'] as const

export function sortAddresses(list: readonly DeliveryAddress[]): DeliveryAddress[] {
  return list.slice().sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt - a.updatedAt || b.id - a.id)
}
