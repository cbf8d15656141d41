import { deliveryAddressErrors, type DeliveryAddress } from '@xungen/contracts'
import { ADDRESS_FIELD_MAP, EMPTY_ADDRESS_FORM, addressFormOf, addressInputOf, sortAddresses } from '../address'

const stored: DeliveryAddress = {
  id: 7,
  receiverName: '林晓',
  mobile: '13800138000',
  nationCode: '86',
  province: { code: '440000', name: '广东省' },
  city: { code: '441900', name: '东莞市' },
  district: null,
  street: { code: '441900003', name: '东城街道' },
  detail: '东城大道 88 号 3 栋 1201',
  fullAddress: '广东省 东莞市 东城街道 东城大道 88 号 3 栋 1201',
  isDefault: true,
  createdAt: 1,
  updatedAt: 2
}

describe('delivery address forms (spec 3.13)', () => {
  it('an address edited and saved unchanged sends the codes it had (a city without districts keeps no district)', () => {
    expect(addressInputOf(addressFormOf(stored))).toEqual({
      receiverName: '林晓',
      mobile: '13800138000',
      nationCode: '86',
      provinceCode: '440000',
      cityCode: '441900',
      districtCode: null,
      streetCode: '441900003',
      detail: '东城大道 88 号 3 栋 1201',
      isDefault: true
    })
  })

  it('an empty form breaks the contracts rules on every field the person must fill', () => {
    const fields = deliveryAddressErrors(addressInputOf(EMPTY_ADDRESS_FORM)).map(e => ADDRESS_FIELD_MAP[e.field])
    expect(fields).toEqual(['receiverName', 'mobile', 'region', 'detail'])
  })

  it('trims the names and the detail line, and drops spaces typed in the phone number', () => {
    const input = addressInputOf({ ...EMPTY_ADDRESS_FORM, receiverName: '  林晓 ', mobile: '138 0013 8000', detail: ' 88 号 ' })
    expect(input.receiverName).toBe('林晓')
    expect(input.mobile).toBe('13800138000')
    expect(input.detail).toBe('88 号')
  })

  it('lists the default address first, then the most recently changed', () => {
    const a = { ...stored, id: 1, isDefault: false, updatedAt: 5 }
    const b = { ...stored, id: 2, isDefault: true, updatedAt: 1 }
    const c = { ...stored, id: 3, isDefault: false, updatedAt: 9 }
    expect(sortAddresses([a, b, c]).map(x => x.id)).toEqual([2, 3, 1])
  })
})
