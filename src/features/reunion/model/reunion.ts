/** The reunion pages' pure rules (tested in __tests__): the form's values to the request body, and the service's scope in words. */
import type { RegionSelection } from '@xungen/contracts'
import type { ReunionKind } from '@xungen/contracts/endpoints'

export interface SearchFormValues {
  barcode: string
  kind: ReunionKind
  sought: string
  seekerAppellation: string
  region: RegionSelection
  lostYear: string
  lostDate: string
  soughtBirthYear: string
  notes: string
  contactName: string
  contactPhone: string
}

/** the body of a search from the form; a missing province or year is the form's own message */
export function searchBody(v: SearchFormValues): { body: Record<string, unknown> } | { field: string; message: string } {
  const provinceCode = v.region.province?.code
  if (!v.barcode) return { field: 'barcode', message: '请选择用于比对的检测人' }
  if (!provinceCode) return { field: 'region', message: '请选择失散地点（至少到省）' }
  const year = Number(v.lostYear)
  if (!/^\d{4}$/.test(v.lostYear.trim()) || year < 1900) return { field: 'lostYear', message: '请填写四位数的失散年份' }
  const birth = v.soughtBirthYear.trim()
  if (birth && !/^\d{4}$/.test(birth)) return { field: 'soughtBirthYear', message: '出生年份请填写四位数' }
  return {
    body: {
      barcode: v.barcode, kind: v.kind, sought: v.sought.trim(), seekerAppellation: v.seekerAppellation.trim(), provinceCode,
      ...(v.region.city?.code ? { cityCode: v.region.city.code } : {}), ...(v.region.district?.code ? { areaCode: v.region.district.code } : {}),
      lostYear: year, ...(v.lostDate.trim() ? { lostDate: v.lostDate.trim() } : {}), soughtBirthYear: birth ? Number(birth) : null,
      notes: v.notes.trim(), contactName: v.contactName.trim(), contactPhone: v.contactPhone.trim()
    }
  }
}

/** what the service does, in the words every reunion page shows */
export const CAN_DO = [
  '用您检测人的 DNA，与本平台已检测并开启“基因寻亲”的人比对，找出可能有血缘关系的亲人，并给出 DNA 推测的关系和共享片段长度。',
  '双方都同意后才交换联系方式：同意之前，双方只看到称呼、推测的关系和失散的年份与省份，看不到姓名、电话和检测编号。',
  '寻亲登记只有您自己能看到，可以随时修改、关闭或删除。'
]
/** and what it does not */
export const CANNOT_DO = [
  '只能在本平台已检测、并开启“基因寻亲”的人中比对；对方没有在本平台检测，就找不到。',
  'DNA 推测的关系是一种可能性，不是亲子鉴定结论；需要有法律效力的鉴定，请到有资质的司法鉴定机构。',
  '不能代替公安机关的打拐 DNA 数据库。怀疑孩子被拐卖，或自己可能是被拐卖的，请先到当地公安机关报案，按公安机关的要求采集血样，由公安机关录入全国打拐 DNA 数据库比对；本服务只作补充。',
  '不提供任何人的姓名、住址等信息，也不代替任何一方去联系对方。'
]
