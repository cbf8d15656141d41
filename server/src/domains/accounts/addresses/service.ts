/**
 * Delivery addresses (spec 2.11 /user/address/*, 3.13): the receiver, a phone of spec 5, the
 * regions as codes checked against the division data (names are filled in from it, never taken
 * from the client), and a detail line. One default address per account: the first one, or the
 * one last marked so. At most DELIVERY_ADDRESS_LIMITS.maxPerUser addresses.
 */
import type { Kysely } from 'kysely'
import {
  CODES,
  DELIVERY_ADDRESS_LIMITS,
  DELIVERY_ADDRESS_MESSAGES,
  deliveryAddressErrors,
  regionText,
  requiredRegionLevels,
  type DeliveryAddress
} from '@xungen/contracts'
import type { ACCOUNTS, EndpointBody } from '@xungen/contracts/endpoints'
import type { Database } from '../../../db'
import { AppError, argError } from '../../../errors'
import { requirePhone } from '../auth/phone'
import type { DeliveryAddressesTable } from '../../../db/schema'
import type { AddressRepository, AddressRow } from './repository'
import type { RegionIndex } from './regions'

/** The address form as the declaration validates it (each field's rule is checked here, in the spec's words). */
type AddressInput = EndpointBody<typeof ACCOUNTS.addDeliveryAddress>

/** the columns of an address that the checks below produce */
type CheckedAddress = Pick<DeliveryAddressesTable, 'receiver_name' | 'mobile' | 'nation_code' | 'province_code' | 'city_code' | 'district_code' | 'street_code' | 'detail'>

export class AddressService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: AddressRepository,
    private readonly regions: RegionIndex,
    private readonly clock: () => number
  ) {}

  view(row: AddressRow): DeliveryAddress {
    const province = this.regions.region(row.province_code) ?? { code: row.province_code, name: '' }
    const city = this.regions.region(row.city_code)
    const district = this.regions.region(row.district_code)
    const street = this.regions.region(row.street_code)
    return {
      id: row.id,
      receiverName: row.receiver_name,
      mobile: row.mobile,
      nationCode: row.nation_code,
      province,
      city,
      district,
      street,
      detail: row.detail,
      fullAddress: `${regionText({ province, city, district, street }, '')}${row.detail}`,
      isDefault: row.is_default === 1,
      createdAt: row.created_at,
      updatedAt: row.updated_at
    }
  }

  /** The rules of the form (contracts) and the region codes against the division data. */
  check(input: AddressInput): CheckedAddress {
    const [first, ...more] = deliveryAddressErrors(input)
    if (first) throw argError(first.field, first.message, more)
    const phone = requirePhone(input.mobile, input.nationCode, 'mobile')
    const province = this.regions.get(input.provinceCode)
    if (!province || province.level !== 'province') throw argError('provinceCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
    const levels = requiredRegionLevels(province.code, input.cityCode)
    const codes = { city: input.cityCode || null, district: input.districtCode || null, street: input.streetCode || null }
    if (!levels.includes('city')) {
      // Taiwan, Hong Kong, Macau: no subdivisions in the data; the detail line says the rest
      if (codes.city || codes.district || codes.street) throw argError('cityCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
    } else {
      const city = this.regions.get(codes.city)
      if (!city || city.parent !== province.code) throw argError('cityCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
      let streetParent = city.code
      if (levels.includes('district')) {
        const district = this.regions.get(codes.district)
        if (!district || district.parent !== city.code || district.level !== 'district') throw argError('districtCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
        streetParent = district.code
      } else if (codes.district) {
        // spec 9: Zhongshan, Dongguan, Danzhou and Jiayuguan have no districts
        throw argError('districtCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
      }
      if (codes.street) {
        const street = this.regions.get(codes.street)
        if (!street || street.parent !== streetParent || street.level !== 'street') throw argError('streetCode', DELIVERY_ADDRESS_MESSAGES.regionInvalid)
      }
    }
    return {
      receiver_name: (input.receiverName ?? '').trim(),
      mobile: phone.phone,
      nation_code: phone.nationCode,
      province_code: province.code,
      city_code: codes.city,
      district_code: codes.district,
      street_code: codes.street,
      detail: (input.detail ?? '').trim()
    }
  }

  async list(userId: number): Promise<DeliveryAddress[]> {
    return (await this.repository.list(userId)).map(r => this.view(r))
  }

  async add(userId: number, input: AddressInput): Promise<DeliveryAddress> {
    const values = this.check(input)
    const now = this.clock()
    const id = await this.db.transaction().execute(async trx => {
      const count = await this.repository.count(userId, trx)
      if (count >= DELIVERY_ADDRESS_LIMITS.maxPerUser) throw argError('id', DELIVERY_ADDRESS_MESSAGES.tooMany)
      const isDefault = input.isDefault === true || count === 0
      if (isDefault) await this.repository.clearDefault(userId, trx)
      return this.repository.insert({ user_id: userId, ...values, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now }, trx)
    })
    return this.view((await this.repository.find(userId, id))!)
  }

  async update(userId: number, id: number, input: AddressInput): Promise<DeliveryAddress> {
    const values = this.check(input)
    const now = this.clock()
    // someone else's id answers exactly like a missing one
    const notFound = () => new AppError(CODES.NOT_FOUND, DELIVERY_ADDRESS_MESSAGES.notFound)
    // the default stays the default unless another one is chosen; unticking it is not how it moves:
    // without isDefault the row keeps its own, and the change is one statement (issue 30: no read first)
    if (input.isDefault !== true) {
      const row = await this.repository.update(userId, id, { ...values, updated_at: now })
      if (!row) throw notFound()
      return this.view(row)
    }
    const row = await this.db.transaction().execute(async trx => {
      await this.repository.clearDefault(userId, trx)
      const updated = await this.repository.update(userId, id, { ...values, is_default: 1, updated_at: now }, trx)
      // rolls the cleared default back
      if (!updated) throw notFound()
      return updated
    })
    return this.view(row)
  }

  async remove(userId: number, id: number): Promise<null> {
    await this.db.transaction().execute(async trx => {
      const current = await this.repository.find(userId, id, trx)
      if (!current) throw new AppError(CODES.NOT_FOUND, DELIVERY_ADDRESS_MESSAGES.notFound)
      await this.repository.delete(userId, id, trx)
      // the most recent remaining address becomes the default
      if (current.is_default === 1) {
        const next = (await this.repository.list(userId, trx))[0]
        if (next) await this.repository.update(userId, next.id, { is_default: 1 }, trx)
      }
    })
    return null
  }
}
