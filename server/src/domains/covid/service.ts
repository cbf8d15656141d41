/**
 * Covid test appointments (spec 3.14 Covid, 7.3 covid19; rules in @xungen/contracts covid).
 *
 *  - suppliers: staff keep them (name, province and city checked against the division data,
 *    address, phone, open or closed); demo ones are seeded as 示例;
 *  - a sample code is bound once (unique column), to the account that binds it and one named
 *    person (the name sealed under the owner's key);
 *  - an appointment: one of the account's samples, an open supplier of the province and city
 *    given, a day within COVID_BOOKING_DAYS_AHEAD; one open appointment a sample (unique index
 *    on open_sample_id), none once reported;
 *  - statuses move only as COVID_TRANSITIONS allows: staff move them (the update is conditional
 *    on the status read, so two staff cannot both move it), the owner may cancel a booking;
 *  - the result (sealed) is read by the owner only; staff's lists carry no name.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import {
  COVID_MESSAGES,
  COVID_PERSON_NAME_PATTERN,
  COVID_RESULT_TEXT,
  COVID_SAMPLES_PER_ACCOUNT_MAX,
  canMoveCovid,
  covidBookableDays,
  covidSampleCodeProblem,
  COVID_SAMPLE_MESSAGES,
  type CovidAppointmentView,
  type CovidOpsAppointment,
  type CovidReport,
  type CovidResult,
  type CovidSampleView,
  type CovidStatus,
  type CovidSupplier
} from '@xungen/contracts'
import type { Database } from '../../db'
import { dialectOf } from '../../db/dialect'
import { isUniqueViolation } from '../../db/errors'
import { argError, notFound } from '../../errors'
import type { RegionIndex } from '../accounts'
import type { PersonalFields } from '../../security/personalFields'
import type { CovidSuppliersTable } from './tables'

type Db = Kysely<Database> | Transaction<Database>

export interface SupplierInput {
  name: string
  provinceCode: string
  cityCode: string
  address: string
  phone: string
  active: boolean
}

type SupplierRow = Selectable<CovidSuppliersTable>

export class CovidService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly personal: PersonalFields,
    private readonly regions: () => RegionIndex
  ) {}

  // --- suppliers ---------------------------------------------------------------------------------

  private supplierView(r: SupplierRow): CovidSupplier {
    const regions = this.regions()
    return {
      id: r.id,
      name: r.name,
      province: regions.region(r.province_code) ?? { code: r.province_code, name: r.province_code },
      city: regions.region(r.city_code) ?? { code: r.city_code, name: r.city_code },
      address: r.address,
      phone: r.phone,
      demo: Number(r.demo) === 1,
      active: Number(r.active) === 1
    }
  }

  async suppliers(filter: { provinceCode?: string; cityCode?: string }, all = false): Promise<{ list: CovidSupplier[] }> {
    let q = this.db.selectFrom('covid_suppliers').selectAll()
    if (!all) q = q.where('active', '=', 1)
    if (filter.provinceCode) q = q.where('province_code', '=', filter.provinceCode)
    if (filter.cityCode) q = q.where('city_code', '=', filter.cityCode)
    const rows = await q.orderBy('province_code').orderBy('city_code').orderBy('id').limit(500).execute()
    return { list: rows.map(r => this.supplierView(r)) }
  }

  private checkRegion(provinceCode: string, cityCode: string): void {
    const regions = this.regions()
    const province = regions.get(provinceCode)
    const city = regions.get(cityCode)
    if (!province || province.level !== 'province') throw argError('provinceCode', COVID_MESSAGES.region)
    // a province without cities (Taiwan, Hong Kong, Macau) is its own city
    const sameAsProvince = cityCode === provinceCode && province.children.every(c => regions.get(c)?.level !== 'city')
    if (!sameAsProvince && (!city || city.level !== 'city' || city.parent !== provinceCode)) throw argError('cityCode', COVID_MESSAGES.region)
  }

  async addSupplier(input: SupplierInput): Promise<CovidSupplier> {
    this.checkRegion(input.provinceCode, input.cityCode)
    const now = this.clock()
    const row = await this.db
      .insertInto('covid_suppliers')
      .values({ name: input.name, province_code: input.provinceCode, city_code: input.cityCode, address: input.address, phone: input.phone, demo: 0, active: input.active ? 1 : 0, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
    return this.supplierView(row)
  }

  /** a demo supplier changed by staff stays marked demo: it was never a real site */
  async saveSupplier(id: number, input: SupplierInput): Promise<CovidSupplier> {
    this.checkRegion(input.provinceCode, input.cityCode)
    const row = await this.db
      .updateTable('covid_suppliers')
      .set({ name: input.name, province_code: input.provinceCode, city_code: input.cityCode, address: input.address, phone: input.phone, active: input.active ? 1 : 0, updated_at: this.clock() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw notFound('未找到该采样机构')
    return this.supplierView(row)
  }

  // --- the account's samples ----------------------------------------------------------------------

  async list(userId: number, db: Db = this.db): Promise<{ list: CovidSampleView[] }> {
    const samples = await db.selectFrom('covid_samples').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(COVID_SAMPLES_PER_ACCOUNT_MAX).execute()
    if (!samples.length) return { list: [] }
    const appointments = await db
      .selectFrom('covid_appointments as a')
      .innerJoin('covid_suppliers as s', 's.id', 'a.supplier_id')
      .select(['a.id', 'a.sample_id', 'a.status', 'a.day', 'a.province_code', 'a.city_code', 'a.created_at', 'a.sampled_at', 'a.reported_at', 'a.cancelled_at'])
      .select(['s.id as supplier_id', 's.name as supplier_name', 's.address as supplier_address', 's.phone as supplier_phone', 's.demo as supplier_demo'])
      .where('a.user_id', '=', userId)
      .orderBy('a.id', 'desc')
      .execute()
    const regions = this.regions()
    const latest = new Map<number, CovidAppointmentView>()
    for (const a of appointments) {
      if (latest.has(a.sample_id)) continue
      latest.set(a.sample_id, {
        id: a.id,
        status: a.status as CovidStatus,
        day: a.day,
        supplier: { id: a.supplier_id, name: a.supplier_name, address: a.supplier_address, phone: a.supplier_phone, demo: Number(a.supplier_demo) === 1 },
        province: regions.region(a.province_code) ?? { code: a.province_code, name: a.province_code },
        city: regions.region(a.city_code) ?? { code: a.city_code, name: a.city_code },
        createdAt: Number(a.created_at),
        sampledAt: a.sampled_at == null ? null : Number(a.sampled_at),
        reportedAt: a.reported_at == null ? null : Number(a.reported_at),
        cancelledAt: a.cancelled_at == null ? null : Number(a.cancelled_at)
      })
    }
    return {
      list: samples.map(s => ({ sampleCode: s.sample_code, personName: s.person_name ?? '', boundAt: Number(s.created_at), appointment: latest.get(s.id) ?? null }))
    }
  }

  async bind(userId: number, input: { sampleCode: string; personName: string }): Promise<{ list: CovidSampleView[] }> {
    const problem = covidSampleCodeProblem(input.sampleCode)
    if (problem) throw argError('sampleCode', COVID_SAMPLE_MESSAGES[problem])
    if (!COVID_PERSON_NAME_PATTERN.test(input.personName)) throw argError('personName', COVID_MESSAGES.name)
    try {
      await this.db.transaction().execute(async trx => {
        if (dialectOf(this.db) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
        const n = await trx.selectFrom('covid_samples').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
        if (Number(n.n) >= COVID_SAMPLES_PER_ACCOUNT_MAX) throw argError('sampleCode', COVID_MESSAGES.tooMany)
        const taken = await trx.selectFrom('covid_samples').select('id').where('sample_code', '=', input.sampleCode).executeTakeFirst()
        if (taken) throw argError('sampleCode', COVID_MESSAGES.bound)
        await trx
          .insertInto('covid_samples')
          .values({ user_id: userId, sample_code: input.sampleCode, person_name: await this.personal.seal(userId, input.personName, trx), created_at: this.clock() })
          .execute()
      })
    } catch (err) {
      // two binds of one code at once: the unique column answers the second
      if (isUniqueViolation(err)) throw argError('sampleCode', COVID_MESSAGES.bound)
      throw err
    }
    return this.list(userId)
  }

  async book(userId: number, input: { sampleCode: string; supplierId: number; provinceCode: string; cityCode: string; day: string }): Promise<{ list: CovidSampleView[] }> {
    const now = this.clock()
    const sample = await this.db.selectFrom('covid_samples').select(['id']).where('sample_code', '=', input.sampleCode).where('user_id', '=', userId).executeTakeFirst()
    if (!sample) throw notFound(COVID_MESSAGES.sampleNotFound)
    if (!covidBookableDays(now).includes(input.day)) throw argError('day', COVID_MESSAGES.day)
    const supplier = await this.db.selectFrom('covid_suppliers').selectAll().where('id', '=', input.supplierId).executeTakeFirst()
    if (!supplier || supplier.province_code !== input.provinceCode || supplier.city_code !== input.cityCode) throw argError('supplierId', COVID_MESSAGES.supplier)
    if (Number(supplier.active) !== 1) throw argError('supplierId', COVID_MESSAGES.supplierClosed)
    try {
      await this.db.transaction().execute(async trx => {
        const reported = await trx.selectFrom('covid_appointments').select('id').where('sample_id', '=', sample.id).where('status', '=', 'reported').executeTakeFirst()
        if (reported) throw argError('sampleCode', COVID_MESSAGES.finished)
        const open = await trx.selectFrom('covid_appointments').select('id').where('open_sample_id', '=', sample.id).executeTakeFirst()
        if (open) throw argError('sampleCode', COVID_MESSAGES.open)
        await trx
          .insertInto('covid_appointments')
          .values({
            user_id: userId,
            sample_id: sample.id,
            open_sample_id: sample.id,
            supplier_id: supplier.id,
            province_code: supplier.province_code,
            city_code: supplier.city_code,
            day: input.day,
            status: 'booked',
            result: null,
            note: null,
            created_at: now,
            updated_at: now,
            sampled_at: null,
            reported_at: null,
            cancelled_at: null
          })
          .execute()
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw argError('sampleCode', COVID_MESSAGES.open)
      throw err
    }
    return this.list(userId)
  }

  async cancel(userId: number, id: number): Promise<{ list: CovidSampleView[] }> {
    const now = this.clock()
    const res = await this.db
      .updateTable('covid_appointments')
      .set({ status: 'cancelled', open_sample_id: null, cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'booked')
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) {
      const mine = await this.db.selectFrom('covid_appointments').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      if (!mine) throw notFound(COVID_MESSAGES.notFound)
      throw argError('id', COVID_MESSAGES.cannotCancel)
    }
    return this.list(userId)
  }

  async report(userId: number, sampleCode: string): Promise<CovidReport> {
    const row = await this.db
      .selectFrom('covid_samples as c')
      .innerJoin('covid_appointments as a', 'a.sample_id', 'c.id')
      .innerJoin('covid_suppliers as s', 's.id', 'a.supplier_id')
      .select(['c.sample_code', 'c.person_name', 's.name as supplier_name', 's.demo', 'a.day', 'a.sampled_at', 'a.reported_at', 'a.result', 'a.note'])
      .where('c.sample_code', '=', sampleCode)
      .where('c.user_id', '=', userId)
      .where('a.status', '=', 'reported')
      .executeTakeFirst()
    if (!row) {
      const mine = await this.db.selectFrom('covid_samples').select('id').where('sample_code', '=', sampleCode).where('user_id', '=', userId).executeTakeFirst()
      throw notFound(mine ? COVID_MESSAGES.noReport : COVID_MESSAGES.sampleNotFound)
    }
    const result = row.result as CovidResult
    return {
      sampleCode: row.sample_code,
      personName: row.person_name ?? '',
      supplierName: row.supplier_name,
      supplierDemo: Number(row.demo) === 1,
      day: row.day,
      sampledAt: row.sampled_at == null ? null : Number(row.sampled_at),
      reportedAt: Number(row.reported_at),
      result,
      resultText: COVID_RESULT_TEXT[result] ?? '',
      note: row.note
    }
  }

  // --- staff ---------------------------------------------------------------------------------------

  async opsAppointments(status?: CovidStatus): Promise<{ list: CovidOpsAppointment[] }> {
    let q = this.opsQuery()
    if (status) q = q.where('a.status', '=', status)
    const rows = await q.orderBy('a.id', 'desc').limit(200).execute()
    return { list: rows.map(r => this.opsView(r)) }
  }

  private opsQuery() {
    return this.db
      .selectFrom('covid_appointments as a')
      .innerJoin('covid_samples as c', 'c.id', 'a.sample_id')
      .innerJoin('covid_suppliers as s', 's.id', 'a.supplier_id')
      .select(['a.id', 'c.sample_code', 'a.status', 'a.day', 'a.city_code', 'a.created_at', 'a.updated_at', 's.id as supplier_id', 's.name as supplier_name'])
  }

  private opsView(r: { id: number; sample_code: string; status: string; day: string; city_code: string; created_at: number; updated_at: number; supplier_id: number; supplier_name: string }): CovidOpsAppointment {
    return {
      id: r.id,
      sampleCode: r.sample_code,
      status: r.status as CovidStatus,
      day: r.day,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      cityName: this.cityName(r.city_code),
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at)
    }
  }

  /** a city's name; the province's for a "市辖区" (Beijing, Shanghai, Tianjin, Chongqing) */
  private cityName(code: string): string {
    const regions = this.regions()
    const city = regions.get(code)
    if (!city) return code
    return city.name === '市辖区' && city.parent ? (regions.get(city.parent)?.name ?? city.name) : city.name
  }

  async move(id: number, input: { status: 'sampled' | 'reported' | 'cancelled'; result?: CovidResult; note?: string }): Promise<CovidOpsAppointment> {
    const now = this.clock()
    const row = await this.db.selectFrom('covid_appointments').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(COVID_MESSAGES.notFound)
    const from = row.status as CovidStatus
    if (!canMoveCovid(from, input.status)) throw argError('status', COVID_MESSAGES.move)
    if (input.status === 'reported' && !input.result) throw argError('result', COVID_MESSAGES.result)
    const set =
      input.status === 'sampled'
        ? { status: 'sampled', sampled_at: now, updated_at: now }
        : input.status === 'reported'
          ? { status: 'reported', reported_at: now, updated_at: now, result: await this.personal.seal(row.user_id, input.result!), note: input.note ? await this.personal.seal(row.user_id, input.note) : null }
          : { status: 'cancelled', open_sample_id: null, cancelled_at: now, updated_at: now }
    // conditional on the status read: of two staff moving it at once, one wins
    const res = await this.db.updateTable('covid_appointments').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw argError('status', COVID_MESSAGES.move)
    const after = await this.opsQuery().where('a.id', '=', id).executeTakeFirstOrThrow()
    return this.opsView(after)
  }

  // --- the account's data ----------------------------------------------------------------------------

  /** the data export's section: every bound sample, every appointment, results included */
  async exportFor(userId: number, db: Db = this.db) {
    const samples = await db.selectFrom('covid_samples').select(['id', 'sample_code', 'person_name', 'created_at']).where('user_id', '=', userId).orderBy('id').execute()
    const appointments = await db
      .selectFrom('covid_appointments as a')
      .innerJoin('covid_suppliers as s', 's.id', 'a.supplier_id')
      .select(['a.sample_id', 'a.status', 'a.day', 's.name as supplier_name', 'a.result', 'a.note', 'a.created_at', 'a.sampled_at', 'a.reported_at', 'a.cancelled_at'])
      .where('a.user_id', '=', userId)
      .orderBy('a.id')
      .execute()
    const num = (v: number | null) => (v == null ? null : Number(v))
    return samples.map(s => ({
      sampleCode: s.sample_code,
      personName: s.person_name ?? '',
      boundAt: Number(s.created_at),
      appointments: appointments
        .filter(a => a.sample_id === s.id)
        .map(a => ({
          status: a.status as CovidStatus,
          day: a.day,
          supplierName: a.supplier_name,
          result: (a.result as CovidResult | null) ?? null,
          note: a.note,
          createdAt: Number(a.created_at),
          sampledAt: num(a.sampled_at),
          reportedAt: num(a.reported_at),
          cancelledAt: num(a.cancelled_at)
        }))
    }))
  }

  static async deleteFor(userId: number, db: Db): Promise<void> {
    await db.deleteFrom('covid_appointments').where('user_id', '=', userId).execute()
    await db.deleteFrom('covid_samples').where('user_id', '=', userId).execute()
  }
}
