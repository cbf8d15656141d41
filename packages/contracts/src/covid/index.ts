/**
 * Covid test appointments (spec 1 "covid test appointments", 3.14 Covid, 7.3 Other: covid19 bind,
 * list, report, appointment, suppliers). A person binds the code of a covid sampling kit to their
 * account naming the one person it is for, books a sampling supplier of their province and city
 * on a day, the supplier samples, and staff record the result the owner then reads.
 *
 * DECISION: a covid sample code is 'CV', nine digits of serial and one Luhn check digit
 * (12 characters), like the kit barcodes (persons/barcode.ts) with its own prefix.
 * One sample is one person: a code is bound once, to one account and one named person.
 * Statuses and the moves between them are below; the owner may only cancel a booking, staff make
 * the other moves in /ops.
 */
import { normalizeBarcode, prefixedCodeOf, prefixedCodeProblem } from '../persons/barcode'
import { chinaDay } from '../content'

export const COVID_SAMPLE_PREFIX = 'CV'
export const COVID_SAMPLE_PATTERN = /^CV\d{10}$/

/** The covid sample code of a serial number (0 ≤ serial < 10^9). */
export function covidSampleCodeOf(serial: number): string {
  return prefixedCodeOf(COVID_SAMPLE_PREFIX, serial, 'covid sample')
}

/** Upper-cased, spaces and dashes removed, as typed or scanned (as a kit barcode). */
export const normalizeCovidSampleCode = normalizeBarcode

export type CovidSampleCodeProblem = 'empty' | 'format' | 'checkDigit'

/** null when the code is well formed with a right check digit */
export function covidSampleCodeProblem(code: string): CovidSampleCodeProblem | null {
  return prefixedCodeProblem(code, COVID_SAMPLE_PATTERN)
}

export const COVID_SAMPLE_MESSAGES: Readonly<Record<CovidSampleCodeProblem, string>> = {
  empty: '请输入采样管编码',
  format: '采样管编码格式不正确，应为 CV 开头的 12 位编码',
  checkDigit: '采样管编码有误，请核对采样管上的编码后重新输入'
}

/** the person sampled: a real name of 2 to 20 characters (Chinese, letters, the middle dot) */
export const COVID_PERSON_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z·][\u4e00-\u9fa5A-Za-z· ]{0,18}[\u4e00-\u9fa5A-Za-z·]$/

export const COVID_STATUSES = ['booked', 'sampled', 'reported', 'cancelled'] as const
export type CovidStatus = (typeof COVID_STATUSES)[number]

export const COVID_STATUS_TEXT: Readonly<Record<CovidStatus, string>> = {
  booked: '已预约',
  sampled: '已采样',
  reported: '已出报告',
  cancelled: '已取消'
}

/** the moves staff may make from each status (the owner: booked → cancelled only) */
export const COVID_TRANSITIONS: Readonly<Record<CovidStatus, readonly CovidStatus[]>> = {
  booked: ['sampled', 'cancelled'],
  sampled: ['reported', 'cancelled'],
  reported: [],
  cancelled: []
}

export function canMoveCovid(from: CovidStatus, to: CovidStatus): boolean {
  return COVID_TRANSITIONS[from].includes(to)
}

export const COVID_RESULTS = ['negative', 'positive', 'invalid'] as const
export type CovidResult = (typeof COVID_RESULTS)[number]
export const COVID_RESULT_TEXT: Readonly<Record<CovidResult, string>> = {
  negative: '阴性',
  positive: '阳性',
  invalid: '样本无效，请重新采样'
}

/** bookable days: tomorrow to COVID_BOOKING_DAYS_AHEAD days ahead (China time), weekends included */
export const COVID_BOOKING_DAYS_AHEAD = 7
export function covidBookableDays(now: number): string[] {
  return Array.from({ length: COVID_BOOKING_DAYS_AHEAD }, (_, i) => chinaDay(now + (i + 1) * 24 * 3600_000))
}

/** the most covid samples one account may bind (a family's kits) */
export const COVID_SAMPLES_PER_ACCOUNT_MAX = 20
export const COVID_NOTE_MAX = 200

export const COVID_MESSAGES = {
  bound: '该采样管编码已被绑定，一个采样管只能对应一位受检人',
  tooMany: `每个账号最多绑定 ${COVID_SAMPLES_PER_ACCOUNT_MAX} 个采样管`,
  name: '请输入受检人真实姓名（2–20 个字）',
  sampleNotFound: '未找到该采样管，请先绑定',
  supplier: '请选择所在城市的采样机构',
  supplierClosed: '该采样机构暂停预约，请选择其他机构',
  region: '请选择采样机构所在的省份和城市',
  day: `请选择未来 ${COVID_BOOKING_DAYS_AHEAD} 天内的预约日期`,
  open: '该采样管已有预约，请勿重复预约',
  finished: '该采样管已出报告，不能再次预约',
  notFound: '未找到该预约',
  cannotCancel: '当前状态不能取消预约',
  move: '当前状态不能改为所选状态',
  result: '出报告时请选择检测结果',
  noReport: '报告尚未发布，请耐心等待'
} as const

export interface CovidPlace {
  code: string
  name: string
}

export interface CovidSupplier {
  id: number
  name: string
  province: CovidPlace
  city: CovidPlace
  address: string
  phone: string
  /** demo content (示例) seeded for trying the feature, not a real sampling site */
  demo: boolean
  active: boolean
}

export interface CovidAppointmentView {
  id: number
  status: CovidStatus
  day: string
  supplier: { id: number; name: string; address: string; phone: string; demo: boolean }
  province: CovidPlace
  city: CovidPlace
  createdAt: number
  sampledAt: number | null
  reportedAt: number | null
  cancelledAt: number | null
}

export interface CovidSampleView {
  sampleCode: string
  personName: string
  boundAt: number
  /** the newest appointment (null before the first) */
  appointment: CovidAppointmentView | null
}

export interface CovidReport {
  sampleCode: string
  personName: string
  supplierName: string
  supplierDemo: boolean
  day: string
  sampledAt: number | null
  reportedAt: number
  result: CovidResult
  resultText: string
  note: string | null
}

/** staff's row: no name or phone of the person (personal data only the owner reads) */
export interface CovidOpsAppointment {
  id: number
  sampleCode: string
  status: CovidStatus
  day: string
  supplierId: number
  supplierName: string
  cityName: string
  createdAt: number
  updatedAt: number
}
