/** The binding wizard's server rules (spec 2.12, 3.4, 3.5, 8.1 codes 2030/2031/2032/4006). */
import { barcodeOf } from '@xungen/contracts'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { COLLECT_DATE, createKitApp, type KitApp } from './helpers'
import { BIND_ENDPOINTS, LAB_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

describe('barcode check', () => {
  it('a kit the lab produced and nobody bound passes with its product', async () => {
    const [barcode] = await t.produce('standard')
    const { token } = await t.user()
    const r = await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: barcode.toLowerCase() })
    expect(r.code).toBe(0)
    expect(r.data.barcode).toBe(barcode)
    expect(r.data.product).toMatchObject({ type: 'HEALTH_ANCESTRY_V3', sku: 'standard' })
  })

  it('a malformed barcode or a wrong check digit is 4006 with a message under the field', async () => {
    const { token } = await t.user()
    const bad = await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: 'AB12' })
    expect(bad.code).toBe(4006)
    expect(bad.message).toContain('格式')
    const real = barcodeOf(123456789)
    const wrong = real.slice(0, 11) + String((Number(real[11]) + 1) % 10)
    const r = await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: wrong })
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('barcode')
  })

  it('a well-formed barcode the lab never produced is 2030, a Y full-sequence kit 2032, a bound kit 2031', async () => {
    const { token } = await t.user()
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: barcodeOf(1) })).code).toBe(2030)
    const [yFull] = await t.produce('y_full')
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: yFull })).code).toBe(2032)
    // a non-chip test the laboratory reports by hand (issue 15 item 3) binds like any kit
    const [hpv] = await t.produce('HPV')
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: hpv })).data.product).toMatchObject({ type: 'HPV', sku: 'HPV' })
    const [kit] = await t.produce()
    expect((await t.bind(token, kit)).code).toBe(0)
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: kit })).code).toBe(2031)
  })

  it('needs a signed-in user', async () => {
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, undefined, { barcode: barcodeOf(2) })).code).toBe(1001)
  })
})

describe('appellation and name checks', () => {
  it('spec 3.5: "me" is held once per account, and a relation that implies a sex must agree with it', async () => {
    const { token } = await t.user()
    expect((await t.get(BIND_ENDPOINTS.appellationCheck.path, token, { appellation: 'father', sex: 'female' })).data).toMatchObject({ succeeded: false })
    expect((await t.get(BIND_ENDPOINTS.appellationCheck.path, token, { appellation: 'me' })).data).toMatchObject({ succeeded: true })
    const [kit] = await t.produce()
    expect((await t.bind(token, kit)).code).toBe(0)
    const again = await t.get(BIND_ENDPOINTS.appellationCheck.path, token, { appellation: 'me' })
    expect(again.data.succeeded).toBe(false)
    expect(again.data.errors[0]).toContain('已绑定过该关系')
  })

  it('the surname is 1-2 Han characters the name starts with', async () => {
    const { token } = await t.user()
    expect((await t.get(BIND_ENDPOINTS.nameCheck.path, token, { name: '李小龙', surname: '李' })).data.succeeded).toBe(true)
    const r = await t.get(BIND_ENDPOINTS.nameCheck.path, token, { name: '李小龙', surname: '王' })
    expect(r.data).toEqual({ succeeded: false, errors: ['姓名应以所填姓氏开头'] })
  })

  it('the option lists hold the 56 ethnic groups and the 16 relations of spec 3.5', async () => {
    const r = await t.get(BIND_ENDPOINTS.options.path)
    expect(r.data.nations).toHaveLength(56)
    expect(r.data.nations[0]).toEqual({ code: '01', name: '汉族' })
    expect(r.data.appellations).toHaveLength(16)
  })
})

describe('draft and submit', () => {
  it('the draft is kept on the server: a person leaves the wizard and resumes where they were', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    await t.signed({ method: 'PUT', url: BIND_ENDPOINTS.saveDraft.path, body: { barcode: kit, appellation: 'mother' }, headers: auth(token) })
    await t.signed({ method: 'PUT', url: BIND_ENDPOINTS.saveDraft.path, body: { name: '陈桂兰', surname: '陈' }, headers: auth(token) })
    const r = await t.get(BIND_ENDPOINTS.draft.path, token)
    expect(r.data.draft).toEqual({ barcode: kit, appellation: 'mother', name: '陈桂兰', surname: '陈' })
  })

  it('a submit twice binds once and answers the same binding', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    const first = await t.bind(token, kit)
    expect(first.code).toBe(0)
    expect(first.data.relativesFinding).toBe(true)
    const draft = await t.get(BIND_ENDPOINTS.draft.path, token)
    expect(draft.data.draft).toBeNull()
    const second = json<any>(await t.signed({ method: 'POST', url: BIND_ENDPOINTS.submit.path, body: { barcode: kit }, headers: auth(token) }))
    expect(second.code).toBe(0)
    expect(second.data).toMatchObject({ detectionId: first.data.detectionId, personId: first.data.personId, repeated: true })
    const list = await t.get(PERSONS_ENDPOINTS.personsV2.path, token)
    expect(list.data.count).toBe(1)
  })

  it('the submit checks every rule again: no saliva agreement is 4006 and binds nothing', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    const r = await t.bind(token, kit, { salivaAgree: false })
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('salivaAgree')
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: kit })).code).toBe(0)
  })

  it('binding needs the separate consent for sensitive personal information (PIPL art. 29)', async () => {
    const { token } = await t.user({ sensitiveConsent: false })
    const [kit] = await t.produce()
    const r = await t.bind(token, kit)
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('sensitive')
    expect((await t.get(BIND_ENDPOINTS.barcodeCheck.path, token, { barcode: kit })).code).toBe(0)
  })

  it('a collect date in the future is refused', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    expect((await t.bind(token, kit, { collectDate: '2030-01-01' })).code).toBe(4006)
  })

  it('a second kit can be bound to an existing person of the account, not to someone else\'s', async () => {
    const a = await t.user()
    const [k1, k2, k3] = await t.produce('standard', 3)
    const first = await t.bind(a.token, k1)
    const [y] = await t.produce('y_ances')
    const again = await t.bind(a.token, y, { personId: first.data.personId, name: undefined })
    expect(again.code).toBe(0)
    expect(again.data.personId).toBe(first.data.personId)
    // the same product type twice on one person is refused
    expect((await t.bind(a.token, k2, { personId: first.data.personId })).code).toBe(4006)
    const b = await t.user()
    expect((await t.bind(b.token, k3, { personId: first.data.personId })).code).toBe(2030)
  })
})

describe('someone else\'s person and kit', () => {
  it('a second user gets 2030 for the first user\'s person and barcode, 2031 binding the kit, 4004 for its report', async () => {
    const a = await t.user()
    const [kit] = await t.produce()
    const bound = await t.bind(a.token, kit)
    const b = await t.user()
    expect((await t.get(PERSONS_ENDPOINTS.personById.path.replace(':id', String(bound.data.personId)), b.token)).code).toBe(2030)
    expect((await t.get(PERSONS_ENDPOINTS.personByBarcode.path.replace(':barcode', kit), b.token)).code).toBe(2030)
    expect((await t.get(PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', kit), b.token)).code).toBe(2030)
    expect((await t.get(PERSONS_ENDPOINTS.haplogroupName.path.replace(':barcode', kit), b.token)).code).toBe(2030)
    expect((await t.bind(b.token, kit)).code).toBe(2031)
    expect((await t.get(REPORT_ENDPOINTS.home.path.replace(':barcode', kit), b.token)).code).toBe(4004)
    const upd = json(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', String(bound.data.personId)), body: { name: '改名' }, headers: auth(b.token) }))
    expect(upd.code).toBe(2030)
    // the owner still sees it
    expect((await t.get(PERSONS_ENDPOINTS.personById.path.replace(':id', String(bound.data.personId)), a.token)).data.basic.name).toBe('王建国')
  })

  it('laboratory calls do not exist for accounts without the lab role (404)', async () => {
    const b = await t.user()
    const r = json(await t.signed({ method: 'POST', url: LAB_ENDPOINTS.produceBatch.path, body: { sku: 'standard', count: 1 }, headers: auth(b.token) }))
    expect(r.code).toBe(404)
  })
})

describe('persons', () => {
  it('persons v2 pages, searches by keyword and counts bound and shared persons', async () => {
    const { token } = await t.user()
    const kits = await t.produce('standard', 3)
    await t.bind(token, kits[0], { appellation: 'me', name: '赵一', surname: '赵' })
    await t.bind(token, kits[1], { appellation: 'father', name: '赵二', surname: '赵', birthday: '1950-01-01' })
    await t.bind(token, kits[2], { appellation: 'mother', name: '钱三', surname: '钱', sex: 'female', birthday: '1952-01-01' })
    const p1 = await t.get(PERSONS_ENDPOINTS.personsV2.path, token, { page: '1', size: '2' })
    expect(p1.data).toMatchObject({ page: 1, size: 2, count: 3, bindCount: 3, shareCount: 0, isEnd: false })
    expect(p1.data.list).toHaveLength(2)
    const p2 = await t.get(PERSONS_ENDPOINTS.personsV2.path, token, { page: '2', size: '2' })
    expect(p2.data.isEnd).toBe(true)
    const k = await t.get(PERSONS_ENDPOINTS.personsV2.path, token, { keywords: '钱' })
    expect(k.data.count).toBe(1)
    expect(k.data.list[0]).toMatchObject({ name: '钱三', isBind: true, share: { isShare: false }, defaultBarcode: kits[2] })
    expect(k.data.list[0].detections[0]).toMatchObject({ barcode: kits[2], state: 'bound', product: { supportSubmodules: ['ancestor', 'sport15', 'pregnancy', 'standard'] } })
  })

  it('base info may change before a report; a bad birthday is 4006; privacy switches turn relatives finding off', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    const bound = await t.bind(token, kit, { geneRelatives: false })
    const id = String(bound.data.personId)
    const mod = await t.get(PERSONS_ENDPOINTS.personBaseInfoModifiable.path.replace(':id', id), token)
    expect(mod.data).toMatchObject({ name: true, sex: true, changesLeft: null })
    const ok = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', id), body: { name: '王国庆', birthday: '1981-10-01' }, headers: auth(token) }))
    expect(ok.code).toBe(0)
    expect(ok.data.basic).toMatchObject({ name: '王国庆', birthday: '1981-10-01' })
    const bad = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', id), body: { birthday: '1981-02-30' }, headers: auth(token) }))
    expect(bad.code).toBe(4006)
    expect(ok.data.privacy.geneRelatives).toBe(false)
    const on = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', id), body: { feature: 'geneRelatives', open: true }, headers: auth(token) }))
    expect(on.data.privacy.geneRelatives).toBe(true)
  })

  it('bindable persons leave out persons that already have a kit of the same product type', async () => {
    const { token } = await t.user()
    const [k1, k2] = await t.produce('standard', 2)
    await t.bind(token, k1)
    expect((await t.get(PERSONS_ENDPOINTS.bindablePersons.path, token, { barcode: k2 })).data.bindablePersons).toHaveLength(0)
    const [y] = await t.produce('y_ances')
    expect((await t.get(PERSONS_ENDPOINTS.bindablePersons.path, token, { barcode: y })).data.bindablePersons).toHaveLength(1)
  })

  it('the collect date of a detection can be corrected by its owner', async () => {
    const { token } = await t.user()
    const [kit] = await t.produce()
    const bound = await t.bind(token, kit)
    const r = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', String(bound.data.personId)), body: { barcode: kit, collectDate: '2026-11-19' }, headers: auth(token) }))
    expect(r.code).toBe(0)
    expect((await t.get(PERSONS_ENDPOINTS.detectionInfo.path.replace(':barcode', kit), token)).data.collectDate).toBe('2026-11-19')
    expect(COLLECT_DATE).not.toBe('2026-11-19')
  })
})
