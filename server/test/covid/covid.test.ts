/**
 * Covid test appointments (spec 3.14 Covid, 7.3 covid19): suppliers by province and city (staff
 * keep them; demo ones say 示例), a sample code bound once to one account and one person, an
 * appointment whose status moves only as the rules allow (the owner cancels a booking, staff do
 * the rest), the result only the owner reads; the samples are in the account's data export and
 * gone with the account.
 */
import { CODES, COVID_MESSAGES, COVID_SAMPLE_MESSAGES, covidBookableDays, covidSampleCodeOf } from '@xungen/contracts'
import { ACCOUNTS, COVID } from '@xungen/contracts/endpoints'
import { sql } from 'kysely'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

let t: AccountsTestApp
let staff: { token: string; userId: number }
let me: { token: string; userId: number }
let other: { token: string; userId: number }
let serial = 700_000_000 + Math.floor(Math.random() * 1_000_000)
const nextCode = () => covidSampleCodeOf(serial++)

beforeAll(async () => {
  t = await createAccountsApp()
  staff = await t.signUp(newPhone(), newName('运营'))
  me = await t.signUp(newPhone(), newName())
  other = await t.signUp(newPhone(), newName())
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(staff.userId, 'operator')
})
afterAll(() => t.close())

const call = (token: string | null, method: string, url: string, body?: unknown) =>
  t.signed({ method: method as 'GET', url, body, headers: token ? auth(token) : {} }).then(r => json<any>(r))
const bind = (token: string, sampleCode: string, personName = '张三') => call(token, 'POST', COVID.covidBind.path, { sampleCode, personName })
const book = (token: string, body: Record<string, unknown>) => call(token, 'POST', COVID.covidAppointment.path, body)
const move = (token: string, id: number, body: Record<string, unknown>) => call(token, 'PUT', COVID.opsCovidMove.path.replace(':id', String(id)), body)
const report = (token: string, code: string) => call(token, 'GET', COVID.covidReport.path.replace(':sampleCode', code))

async function beijing() {
  const list = (await call(null, 'GET', `${COVID.covidSuppliers.path}?provinceCode=110000&cityCode=110100`)).data.list
  return list[0] as { id: number; demo: boolean; name: string; province: { code: string }; city: { code: string } }
}

it('lists open suppliers by province and city; the seeded ones are marked demo and say 示例', async () => {
  const all = (await call(null, 'GET', COVID.covidSuppliers.path)).data.list
  expect(all.length).toBeGreaterThanOrEqual(4)
  expect(all.every((s: { demo: boolean; name: string }) => s.demo && s.name.includes('示例'))).toBe(true)
  const gd = (await call(null, 'GET', `${COVID.covidSuppliers.path}?provinceCode=440000`)).data.list
  expect(gd.map((s: { city: { name: string } }) => s.city.name).sort()).toEqual(['广州市', '深圳市'])
  const bj = await beijing()
  expect(bj).toMatchObject({ province: { code: '110000', name: '北京市' }, city: { code: '110100' }, demo: true, active: true })
  expect((await call(null, 'GET', `${COVID.covidSuppliers.path}?cityCode=12`)).code).toBe(CODES.ARG_ERROR)
})

it('staff add, change and close suppliers (checked against the division data); others are told it does not exist', async () => {
  const body = { name: '东城社区采样站', provinceCode: '110000', cityCode: '110100', address: '东城区东华门大街 1 号', phone: '010-12345678', active: true }
  expect((await call(me.token, 'POST', COVID.opsCovidAddSupplier.path, body)).code).toBe(404)
  expect((await call(staff.token, 'POST', COVID.opsCovidAddSupplier.path, { ...body, cityCode: '310100' })).message).toBe(COVID_MESSAGES.region)
  const added = await call(staff.token, 'POST', COVID.opsCovidAddSupplier.path, body)
  expect(added.data).toMatchObject({ name: '东城社区采样站', demo: false, active: true, city: { name: '市辖区' } })
  const closed = await call(staff.token, 'PUT', COVID.opsCovidSaveSupplier.path.replace(':id', String(added.data.id)), { ...body, active: false })
  expect(closed.data.active).toBe(false)
  const open = (await call(null, 'GET', `${COVID.covidSuppliers.path}?cityCode=110100`)).data.list.map((s: { id: number }) => s.id)
  expect(open).not.toContain(added.data.id)
  expect((await call(staff.token, 'GET', COVID.opsCovidSuppliers.path)).data.list.map((s: { id: number }) => s.id)).toContain(added.data.id)
  expect((await call(staff.token, 'PUT', COVID.opsCovidSaveSupplier.path.replace(':id', '999999'), body)).code).toBe(404)
  // a booking at the closed supplier is refused
  const code = nextCode()
  await bind(me.token, code)
  const day = covidBookableDays(t.now())[0]
  expect((await book(me.token, { sampleCode: code, supplierId: added.data.id, provinceCode: '110000', cityCode: '110100', day })).message).toBe(COVID_MESSAGES.supplierClosed)
})

it('binds a valid sample code once, to one account and one person', async () => {
  const code = nextCode()
  const wrongDigit = code.slice(0, 11) + String((Number(code[11]) + 1) % 10)
  expect((await bind(me.token, wrongDigit)).message).toBe(COVID_SAMPLE_MESSAGES.checkDigit)
  expect((await bind(me.token, 'XG1234567890')).code).toBe(CODES.ARG_ERROR)
  expect((await bind(me.token, code, '1')).message).toBe(COVID_MESSAGES.name)
  const res = await bind(me.token, code.toLowerCase().replace(/^(..)/, '$1 '), '李四')
  expect(res.code).toBe(0)
  expect(res.data.list[0]).toMatchObject({ sampleCode: code, personName: '李四', appointment: null })
  // stored sealed under the owner's key (reads open it; its first characters are the seal's)
  expect((await sql<{ v: string }>`select substr(person_name, 1, 4) as v from covid_samples where sample_code = ${code}`.execute(t.app.db)).rows[0].v).toBe('pd1.')
  // a second bind, by anyone, is refused; the other account's list stays empty
  expect((await bind(other.token, code, '王五')).message).toBe(COVID_MESSAGES.bound)
  expect((await bind(me.token, code, '王五')).message).toBe(COVID_MESSAGES.bound)
  expect((await call(other.token, 'GET', COVID.covidList.path)).data.list).toEqual([])
  expect((await call(null, 'GET', COVID.covidList.path)).code).toBe(CODES.SESSION_INVALID)
})

it('books, moves through sampled to reported, and only the owner reads the report', async () => {
  const code = nextCode()
  await bind(me.token, code, '赵六')
  const bj = await beijing()
  const days = covidBookableDays(t.now())
  const base = { sampleCode: code, supplierId: bj.id, provinceCode: '110000', cityCode: '110100', day: days[1] }
  expect((await book(me.token, { ...base, day: '2020-01-01' })).message).toBe(COVID_MESSAGES.day)
  expect((await book(me.token, { ...base, cityCode: '310100', provinceCode: '310000' })).message).toBe(COVID_MESSAGES.supplier)
  expect((await book(other.token, base)).code).toBe(404)
  const booked = await book(me.token, base)
  expect(booked.code).toBe(0)
  const appt = booked.data.list.find((s: { sampleCode: string }) => s.sampleCode === code).appointment
  expect(appt).toMatchObject({ status: 'booked', day: days[1], supplier: { id: bj.id, demo: true }, city: { code: '110100' } })
  expect((await book(me.token, base)).message).toBe(COVID_MESSAGES.open)
  expect((await report(me.token, code)).message).toBe(COVID_MESSAGES.noReport)

  // staff's list has the sample code, never the name
  const ops = await call(staff.token, 'GET', `${COVID.opsCovidAppointments.path}?status=booked`)
  const row = ops.data.list.find((a: { id: number }) => a.id === appt.id)
  expect(row).toMatchObject({ sampleCode: code, status: 'booked', supplierName: bj.name, cityName: '北京市' })
  expect(JSON.stringify(ops.data)).not.toContain('赵六')
  expect((await call(me.token, 'GET', COVID.opsCovidAppointments.path)).code).toBe(404)
  expect((await move(me.token, appt.id, { status: 'sampled' })).code).toBe(404)

  // guarded moves
  expect((await move(staff.token, appt.id, { status: 'reported', result: 'negative' })).message).toBe(COVID_MESSAGES.move)
  expect((await move(staff.token, appt.id, { status: 'sampled' })).data.status).toBe('sampled')
  expect((await call(me.token, 'PUT', COVID.covidCancel.path.replace(':id', String(appt.id)))).message).toBe(COVID_MESSAGES.cannotCancel)
  expect((await move(staff.token, appt.id, { status: 'reported' })).message).toBe(COVID_MESSAGES.result)
  expect((await move(staff.token, appt.id, { status: 'reported', result: 'negative', note: '复核无异常' })).data.status).toBe('reported')
  expect((await move(staff.token, appt.id, { status: 'cancelled' })).message).toBe(COVID_MESSAGES.move)
  expect((await move(staff.token, 999999, { status: 'sampled' })).code).toBe(404)

  const mine = await report(me.token, code)
  expect(mine.data).toMatchObject({ sampleCode: code, personName: '赵六', result: 'negative', resultText: '阴性', note: '复核无异常', supplierDemo: true, day: days[1] })
  expect((await report(other.token, code)).code).toBe(404)
  expect((await report(staff.token, code)).code).toBe(404)
  // the result is sealed at rest
  expect((await sql<{ v: string }>`select substr(result, 1, 4) as v from covid_appointments where id = ${appt.id}`.execute(t.app.db)).rows[0].v).toBe('pd1.')
  // a reported sample is not booked again
  expect((await book(me.token, { ...base, day: days[2] })).message).toBe(COVID_MESSAGES.finished)
})

it('the owner cancels a booking (and may book again); another account cannot', async () => {
  const code = nextCode()
  await bind(me.token, code)
  const bj = await beijing()
  const base = { sampleCode: code, supplierId: bj.id, provinceCode: '110000', cityCode: '110100', day: covidBookableDays(t.now())[0] }
  const appt = (await book(me.token, base)).data.list.find((s: { sampleCode: string }) => s.sampleCode === code).appointment
  const cancelPath = COVID.covidCancel.path.replace(':id', String(appt.id))
  expect((await call(other.token, 'PUT', cancelPath)).code).toBe(404)
  const cancelled = await call(me.token, 'PUT', cancelPath)
  expect(cancelled.data.list.find((s: { sampleCode: string }) => s.sampleCode === code).appointment.status).toBe('cancelled')
  expect((await call(me.token, 'PUT', cancelPath)).message).toBe(COVID_MESSAGES.cannotCancel)
  const again = await book(me.token, base)
  expect(again.data.list.find((s: { sampleCode: string }) => s.sampleCode === code).appointment).toMatchObject({ status: 'booked' })
  expect(again.data.list.find((s: { sampleCode: string }) => s.sampleCode === code).appointment.id).not.toBe(appt.id)
})

it('two bookings of one sample at once: one wins', async () => {
  const code = nextCode()
  await bind(me.token, code)
  const bj = await beijing()
  const base = { sampleCode: code, supplierId: bj.id, provinceCode: '110000', cityCode: '110100', day: covidBookableDays(t.now())[3] }
  const results = await Promise.all([book(me.token, base), book(me.token, base), book(me.token, base)])
  expect(results.filter(r => r.code === 0)).toHaveLength(1)
  expect(results.filter(r => r.code !== 0).every(r => r.message === COVID_MESSAGES.open)).toBe(true)
})

it("is in the account's data export and deleted with the account", async () => {
  const user = await t.signUp(newPhone(), newName())
  const code = nextCode()
  await bind(user.token, code, '钱七')
  const bj = await beijing()
  await book(user.token, { sampleCode: code, supplierId: bj.id, provinceCode: '110000', cityCode: '110100', day: covidBookableDays(t.now())[0] })
  const exported = await call(user.token, 'GET', ACCOUNTS.accountDataExport.path)
  expect(exported.data.sections.covid).toEqual([
    { sampleCode: code, personName: '钱七', boundAt: expect.any(Number), appointments: [expect.objectContaining({ status: 'booked', supplierName: bj.name, result: null })] }
  ])
  const handler = t.app.accounts.personalData.list().find(h => h.name === 'covid')!
  await t.app.db.transaction().execute(db => handler.delete({ userId: user.userId, phone: null, db, storage: t.app.storage, log: t.app.log }))
  expect(await t.app.db.selectFrom('covid_samples').select('id').where('user_id', '=', user.userId).execute()).toEqual([])
  expect(await t.app.db.selectFrom('covid_appointments').select('id').where('user_id', '=', user.userId).execute()).toEqual([])
  // the code is free again once its account is gone
  expect((await bind(me.token, code, '钱七')).code).toBe(0)
})
