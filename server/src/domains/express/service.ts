/**
 * Return shipping of samples (spec 2.3 /buy/express/return-shipping, -reselect, /buy/express/:mailNO?;
 * 3.14 Express return): the person picks the barcodes whose samples go back to the laboratory
 * (their own, bound and not yet received, or asked for again after a failed QC), gives a contact,
 * an address and a pickup day; the courier books a pickup and its tracking is read back.
 * Codes: 6101 ADDRESS_ERROR (an address the courier cannot use), 6102 PREDETERMINED_TIMEOUT
 * (a pickup day in the past or too far ahead), 2030 a barcode that is not the caller's.
 */
import type { Kysely } from 'kysely'
import { CODES, SAMPLE_STATE_LABELS, normalizeBarcode, phoneError, type SampleState } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import type { Courier, ExpressState, PickupRequest } from './courier'
import type { PersonalFields } from '../../security/personalFields'

/** DECISION: a pickup can be booked for today and the next 7 days (China time) */
export const PICKUP_DAYS_AHEAD = 7
const SHIPPABLE: readonly string[] = ['bound', 'qcFailed']

export interface ExpressReturnInput {
  barcodes: string[]
  name: string
  mobile: string
  nationCode?: string
  address: { provinceCode: string; cityCode?: string | null; districtCode?: string | null; detail: string }
  pickupDate: string
}

export class ExpressService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly courier: Courier,
    private readonly clock: () => number,
    /** the sender's name, mobile and address are sealed under the account's key */
    private readonly personal: PersonalFields
  ) {}

  /** barcodes of the caller whose samples may be sent now (the return-shipping page's list) */
  async shippable(userId: number) {
    const rows = await this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.barcode', 'tested_persons.name'])
      .where('detections.user_id', '=', userId)
      .where('detections.source', '=', 'kit')
      .execute()
    const states = new Map<number, string>()
    if (rows.length) {
      const samples = await this.db.selectFrom('samples').select(['detection_id', 'state', 'seq']).where('detection_id', 'in', rows.map(r => r.id)).orderBy('seq').execute()
      for (const s of samples) states.set(s.detection_id, s.state)
    }
    return {
      barcodeStatusList: rows.map(r => {
        const state = (states.get(r.id) ?? 'bound') as SampleState
        return { barcode: r.barcode, personName: r.name, state, stateTitle: SAMPLE_STATE_LABELS[state].title, shippable: SHIPPABLE.includes(state) }
      })
    }
  }

  async book(userId: number, input: ExpressReturnInput) {
    const barcodes = [...new Set(input.barcodes.map(normalizeBarcode))]
    if (barcodes.length === 0) throw argError('barcodes', '请选择要寄回的样本')
    const list = (await this.shippable(userId)).barcodeStatusList
    for (const b of barcodes) {
      const found = list.find(x => x.barcode === b)
      if (!found) throw new AppError(CODES.SCT_NON_EXIST)
      if (!found.shippable) throw argError('barcodes', `样本 ${b} 当前状态为「${found.stateTitle}」，无需寄回`)
    }
    const name = (input.name ?? '').trim()
    if (!name) throw argError('name', '请填写联系人')
    const mobileProblem = phoneError(input.mobile, input.nationCode ?? '86')
    if (mobileProblem) throw argError('mobile', mobileProblem)
    const a = input.address
    if (!/^\d{6}$/.test(a.provinceCode ?? '') || (a.cityCode && !/^\d{6}$/.test(a.cityCode)) || (a.districtCode && !/^\d{6}$/.test(a.districtCode)) || (a.detail ?? '').trim().length < 2) {
      throw new AppError(CODES.ADDRESS_ERROR)
    }
    const now = this.clock()
    const today = chinaDate(now)
    const last = chinaDate(now + PICKUP_DAYS_AHEAD * 86_400_000)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.pickupDate) || input.pickupDate < today || input.pickupDate > last) throw new AppError(CODES.PREDETERMINED_TIMEOUT, `请预约 ${today} 至 ${last} 之间的取件日期`)
    const request: PickupRequest = { name, mobile: input.mobile, address: { provinceCode: a.provinceCode, cityCode: a.cityCode ?? null, districtCode: a.districtCode ?? null, detail: a.detail.trim() }, pickupDate: input.pickupDate }
    const { mailNo } = await this.courier.book({ direction: 'return', ...request }, now)
    await this.db
      .insertInto('express_returns')
      .values({ user_id: userId, barcodes: JSON.stringify(barcodes), ...(await this.personal.sealColumns(userId, { name, mobile: input.mobile, address: JSON.stringify(request.address) }, ['name', 'mobile', 'address'])), courier: this.courier.code, mail_no: mailNo, pickup_date: input.pickupDate, created_at: now })
      .execute()
    return this.tracking(userId, mailNo)
  }

  /** the caller's returns, newest first, each with its current state */
  async list(userId: number) {
    const rows = await this.db.selectFrom('express_returns').select('mail_no').where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute()
    return { list: await Promise.all(rows.map(r => this.tracking(userId, r.mail_no))) }
  }

  /** /buy/express/:mailNO: the tracking of one of the caller's returns (2030 for anyone else's) */
  async tracking(userId: number, mailNo: string) {
    const row = await this.db.selectFrom('express_returns').selectAll().where('mail_no', '=', mailNo).executeTakeFirst()
    if (!row || row.user_id !== userId) throw new AppError(CODES.NOT_FOUND, '没有找到该运单')
    const events = await this.courier.track(row.mail_no, { bookedAt: row.created_at, pickupDate: row.pickup_date }, this.clock())
    const state: ExpressState = events[events.length - 1].state
    return {
      mailNO: row.mail_no,
      expressCode: row.courier,
      expressName: this.courier.name,
      state,
      barcodes: JSON.parse(row.barcodes) as string[],
      contact: { name: row.name, mobile: row.mobile },
      addressInfo: JSON.parse(row.address) as PickupRequest['address'],
      pickupDate: row.pickup_date,
      events: [...events].reverse()
    }
  }
}

function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}
