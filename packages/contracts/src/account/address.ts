/**
 * Addresses (spec 3.13): province, city, district, street, each with a code; a region list is a
 * sequence of {name, code}. spec 9: "Special provinces in address text: Chongqing, Taiwan, Hong
 * Kong, Macau, Diaoyu Islands. Four prefecture-level cities without districts: Zhongshan,
 * Dongguan, Danzhou, Jiayuguan."
 *
 * Codes are GB/T 2260 six-digit codes for provinces, cities and districts (110000, 110100,
 * 110101) and the nine-digit statistical codes for streets (110101001), as the server's division
 * data gives them (GET regions). The division data itself lives on the server (it is large).
 */
import { CITIES_WITHOUT_DISTRICTS, SPECIAL_PROVINCES } from '../constants'
import type { Region } from '../entities/commerce'
import { phoneError } from './phone'

export type RegionLevel = 'province' | 'city' | 'district' | 'street'
export const REGION_LEVELS: readonly RegionLevel[] = ['province', 'city', 'district', 'street']

export const REGION_CODE_PATTERNS: Readonly<Record<RegionLevel, RegExp>> = {
  province: /^\d{2}0000$/,
  city: /^\d{4}00$/,
  district: /^\d{6}$/,
  street: /^\d{9}$/
}

/** spec 9: the four prefecture-level cities without districts, by GB/T 2260 code: the picker goes from the city straight to its streets. */
export const CITY_CODES_WITHOUT_DISTRICTS: Readonly<Record<string, (typeof CITIES_WITHOUT_DISTRICTS)[number]>> = {
  '441900': '东莞',
  '442000': '中山',
  '460400': '儋州',
  '620200': '嘉峪关'
}

/**
 * Provinces the division data has no cities for (GB/T 2260 lists them at province level only):
 * the picker stops at the province and the detail line carries the rest.
 */
export const PROVINCE_CODES_WITHOUT_SUBDIVISIONS: readonly string[] = ['710000', '810000', '820000']

function startsWithAny(name: string, prefixes: readonly string[]): boolean {
  return prefixes.some(p => name.startsWith(p))
}

/** spec 9: special provinces in address text (重庆, 台湾, 香港, 澳门, 钓鱼岛), by name ('重庆市' counts). */
export function isSpecialProvince(name: string | null | undefined): boolean {
  return Boolean(name) && startsWithAny(name!.trim(), SPECIAL_PROVINCES)
}

/** spec 9: one of the four cities without districts, by code or by name ('东莞市' counts). */
export function isCityWithoutDistricts(city: Partial<Region> | null | undefined): boolean {
  if (!city) return false
  if (city.code && CITY_CODES_WITHOUT_DISTRICTS[city.code]) return true
  return Boolean(city.name) && startsWithAny(city.name!.trim(), CITIES_WITHOUT_DISTRICTS)
}

/** City-level entries of the data that are not cities (municipalities' districts, directly administered counties). */
const PLACEHOLDER_CITY_NAMES = ['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']

export interface RegionSelection {
  province?: Region | null
  city?: Region | null
  district?: Region | null
  street?: Region | null
}

/**
 * The region part of an address as one line of text: '广东省 东莞市 东城街道', '北京市 东城区',
 * '重庆市 渝中区', '香港特别行政区'. Placeholder city entries (市辖区, 县, 省直辖县级行政区划) and a
 * city named like its province are left out; the cities without districts have no district.
 */
export function regionText(selection: RegionSelection, separator = ' '): string {
  const parts: string[] = []
  const { province, city, district, street } = selection
  if (province?.name) parts.push(province.name)
  if (city?.name && !PLACEHOLDER_CITY_NAMES.includes(city.name) && city.name !== province?.name) parts.push(city.name)
  if (district?.name && !isCityWithoutDistricts(city) && district.name !== city?.name) parts.push(district.name)
  if (street?.name) parts.push(street.name)
  return parts.join(separator)
}

/** Which levels an address in this province and city must have (street is always optional). */
export function requiredRegionLevels(provinceCode: string, cityCode?: string | null): RegionLevel[] {
  if (PROVINCE_CODES_WITHOUT_SUBDIVISIONS.includes(provinceCode)) return ['province']
  if (cityCode && CITY_CODES_WITHOUT_DISTRICTS[cityCode]) return ['province', 'city']
  return ['province', 'city', 'district']
}

// --- delivery addresses (spec 3.13) ---------------------------------------------------------

export const DELIVERY_ADDRESS_LIMITS = {
  receiverMaxLength: 20,
  detailMinLength: 2,
  detailMaxLength: 100,
  /** addresses one account may keep */
  maxPerUser: 20
} as const

export const DELIVERY_ADDRESS_MESSAGES = {
  receiverEmpty: '请输入收货人姓名',
  receiverTooLong: `收货人姓名不能超过${DELIVERY_ADDRESS_LIMITS.receiverMaxLength}个字`,
  regionMissing: '请选择所在地区',
  regionInvalid: '所在地区不正确，请重新选择',
  detailEmpty: '请输入详细地址',
  detailTooShort: `详细地址不能少于${DELIVERY_ADDRESS_LIMITS.detailMinLength}个字`,
  detailTooLong: `详细地址不能超过${DELIVERY_ADDRESS_LIMITS.detailMaxLength}个字`,
  tooMany: `最多只能保存${DELIVERY_ADDRESS_LIMITS.maxPerUser}个收货地址`,
  notFound: '收货地址不存在'
} as const

/** The form of a delivery address as the client sends it (names of regions are filled in by the server from the codes). */
export interface DeliveryAddressInput {
  receiverName: string
  mobile: string
  nationCode?: string
  provinceCode: string
  cityCode?: string | null
  districtCode?: string | null
  streetCode?: string | null
  detail: string
  isDefault?: boolean
}

/** A stored delivery address (spec 3.13: a free object with an id; here with its regions named). */
export interface DeliveryAddress {
  id: number
  receiverName: string
  mobile: string
  nationCode: string
  province: Region
  city: Region | null
  district: Region | null
  street: Region | null
  detail: string
  /** regionText() of the regions plus the detail line */
  fullAddress: string
  isDefault: boolean
  createdAt: number
  updatedAt: number
}

/** The checks of the address form the client can do alone, by field (the server also checks the codes against its data). */
export function deliveryAddressErrors(input: Partial<DeliveryAddressInput>): Array<{ field: keyof DeliveryAddressInput; message: string }> {
  const errors: Array<{ field: keyof DeliveryAddressInput; message: string }> = []
  const receiver = (input.receiverName ?? '').trim()
  if (!receiver) errors.push({ field: 'receiverName', message: DELIVERY_ADDRESS_MESSAGES.receiverEmpty })
  else if (Array.from(receiver).length > DELIVERY_ADDRESS_LIMITS.receiverMaxLength) errors.push({ field: 'receiverName', message: DELIVERY_ADDRESS_MESSAGES.receiverTooLong })
  const phone = phoneError(input.mobile, input.nationCode)
  if (phone) errors.push({ field: 'mobile', message: phone })
  if (!input.provinceCode) errors.push({ field: 'provinceCode', message: DELIVERY_ADDRESS_MESSAGES.regionMissing })
  else {
    const levels = requiredRegionLevels(input.provinceCode, input.cityCode)
    if ((levels.includes('city') && !input.cityCode) || (levels.includes('district') && !input.districtCode)) {
      errors.push({ field: levels.includes('city') && !input.cityCode ? 'cityCode' : 'districtCode', message: DELIVERY_ADDRESS_MESSAGES.regionMissing })
    }
  }
  const detail = (input.detail ?? '').trim()
  const detailLength = Array.from(detail).length
  if (!detail) errors.push({ field: 'detail', message: DELIVERY_ADDRESS_MESSAGES.detailEmpty })
  else if (detailLength < DELIVERY_ADDRESS_LIMITS.detailMinLength) errors.push({ field: 'detail', message: DELIVERY_ADDRESS_MESSAGES.detailTooShort })
  else if (detailLength > DELIVERY_ADDRESS_LIMITS.detailMaxLength) errors.push({ field: 'detail', message: DELIVERY_ADDRESS_MESSAGES.detailTooLong })
  return errors
}

/** GET regions: the children of a region (or the provinces), for the picker. */
export interface RegionListData {
  /** the code asked for ('' for the provinces) */
  parentCode: string
  /** the level of the entries in the list */
  level: RegionLevel
  list: Array<Region & { hasChildren: boolean }>
  /** the date of the division data, for client-side caches */
  dataVersion: string
}
