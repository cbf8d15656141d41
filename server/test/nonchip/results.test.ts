/** Non-chip tests (issue 15 item 3): the laboratory enters a structured result, the owner reads it with its ranges; others are refused. */
import { NONCHIP_TYPES } from '@xungen/contracts'
import { NONCHIP_ENDPOINTS, REPORT_ENDPOINTS, validateNonChipValues } from '@xungen/contracts/endpoints'
import { NONCHIP_DEMO_VALUES } from '../../src/domains/nonchip'
import { deleteAccountNonChip } from '../../src/domains/nonchip/service'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from '../kit/helpers'

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const path = (p: string, barcode: string) => p.replace(':barcode', barcode)

async function save(barcode: string, values: unknown, token = t.staff) {
  return json<any>(await t.signed({ method: 'PUT', url: path(NONCHIP_ENDPOINTS.labSaveResult.path, barcode), body: { values }, headers: auth(token) }))
}
async function publish(barcode: string, token = t.staff) {
  return json<any>(await t.signed({ method: 'POST', url: path(NONCHIP_ENDPOINTS.labPublishResult.path, barcode), body: {}, headers: auth(token) }))
}
/** a bound non-chip kit that passed QC */
async function qcPassed(sku: string, owner?: { token: string }) {
  const [barcode] = await t.produce(sku)
  const user = owner ?? (await t.user())
  expect((await t.bind(user.token, barcode, { name: '王丽', surname: '王', sex: 'female' })).code).toBe(0)
  expect((await t.lab('receive', barcode)).code).toBe(0)
  expect((await t.lab('qc', barcode, { passed: true })).data.productType).toBe(sku === 'CRC' ? 'S' : sku === 'VitaminADE' ? 'VADE' : sku)
  return { barcode, user }
}

describe('the laboratory enters, the owner reads', () => {
  it('an HPV result saved and published is read by its owner with the IARC reference of each type and the colposcopy advice', async () => {
    const { barcode, user } = await qcPassed('HPV')
    const saved = await save(barcode, { detectedTypes: ['16', '52'], internalControl: 'valid' })
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ status: 'draft', productType: 'HPV' })
    // not readable before it is published
    expect((await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), user.token)).code).toBe(2200)
    const pub = await publish(barcode)
    expect(pub.code).toBe(0)
    expect(pub.data.state).toBe('published')
    const r = await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), user.token)
    expect(r.code).toBe(0)
    expect(r.data.sample).toBe(false)
    expect(r.data.interpretation.overall).toMatchObject({ tone: 'attention', label: 'HPV16 阳性' })
    expect(r.data.interpretation.seeDoctor).toContain('阴道镜')
    const h16 = r.data.interpretation.findings.find((f: any) => f.key === 'HPV16')
    expect(h16).toMatchObject({ value: '检出', flag: 'positive' })
    expect(h16.reference).toContain('IARC 1 类')
    // the owner's detection now has a report and a timeline entry
    const persons = await t.get('/proxy/detected-persons/detection-status/' + barcode, user.token)
    expect(persons.data.timeline.at(-1).state).toBe('published')
    // a non-chip test's timeline says nothing of DNA or a chip
    expect(persons.data.timeline.map((e: any) => e.title)).toEqual(['已绑定', '样本已签收', '样本质检通过', '报告已发布'])
    expect(JSON.stringify(persons.data.timeline)).not.toMatch(/芯片|DNA/)
  })

  it('an AMH result shows the laboratory\'s own range and the Bologna cut-off it was read against', async () => {
    const { barcode, user } = await qcPassed('AMH')
    expect((await save(barcode, { amh: 0.8, amhRefLow: 1.5, amhRefHigh: 6.8 })).code).toBe(0)
    expect((await publish(barcode)).code).toBe(0)
    const r = await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), user.token, { type: 'AMH' })
    expect(r.code).toBe(0)
    const amh = r.data.interpretation.findings[0]
    expect(amh).toMatchObject({ value: '0.8 ng/mL', flag: 'low' })
    expect(amh.reference).toContain('实验室参考范围 1.5–6.8 ng/mL')
    expect(amh.reference).toContain('0.5–1.1 ng/mL')
  })

  it('a chip test or another type is 4003 even before the report is out (the kind is refused before the state is told)', async () => {
    const { barcode, user } = await qcPassed('AMH')
    expect((await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), user.token, { type: 'HPV' })).code).toBe(4003)
    expect((await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), user.token, { type: 'AMH' })).code).toBe(2200)
    const chipOwner = await t.user()
    const [chip] = await t.produce('standard')
    expect((await t.bind(chipOwner.token, chip)).code).toBe(0)
    expect((await t.get(path(NONCHIP_ENDPOINTS.result.path, chip), chipOwner.token)).code).toBe(4003)
  })

  it('another user is refused (4004) and a share link opens only its own report', async () => {
    const { barcode, user } = await qcPassed('HP')
    expect((await save(barcode, { method: 'ubt13c', result: 'positive', dob: 12.5, dobCutoff: 4 })).code).toBe(0)
    expect((await publish(barcode)).code).toBe(0)
    const intruder = await t.user()
    expect((await t.get(path(NONCHIP_ENDPOINTS.result.path, barcode), intruder.token)).code).toBe(4004)
    const share = json<any>(await t.signed({ method: 'POST', url: '/proxy/report/shares', body: { barcode }, headers: auth(user.token) }))
    expect(share.code).toBe(0)
    const viaLink = json<any>(await t.signed({ method: 'GET', url: path(NONCHIP_ENDPOINTS.result.path, barcode), headers: { 'share-token': share.data.shareToken } }))
    expect(viaLink.code).toBe(0)
    expect(viaLink.data.interpretation.overall.label).toBe('幽门螺杆菌阳性')
  })

  it('the lab endpoints do not exist for an account without the lab role', async () => {
    const { barcode, user } = await qcPassed('HPV')
    expect((await save(barcode, { detectedTypes: [], internalControl: 'valid' }, user.token)).code).toBe(404)
    expect((await publish(barcode, user.token)).code).toBe(404)
  })
})

describe('bad values are refused with 4006 and the field, nothing written', () => {
  it('a value outside what the assay reports, an unknown HPV type, a range whose low is above its high', async () => {
    const { barcode } = await qcPassed('AMH')
    const tooHigh = await save(barcode, { amh: 80 })
    expect(tooHigh.code).toBe(4006)
    expect(tooHigh.data.fields[0]).toEqual({ field: 'amh', message: 'AMH（抗缪勒管激素）不能大于 50 ng/mL，请核对单位' })
    const order = await save(barcode, { amh: 2, amhRefLow: 5, amhRefHigh: 1 })
    expect(order.code).toBe(4006)
    expect(order.data.fields[0].field).toBe('amhRefHigh')
    const missing = await save(barcode, {})
    expect(missing.data.fields[0]).toMatchObject({ field: 'amh' })
    expect((await t.get(path(NONCHIP_ENDPOINTS.labResult.path, barcode), t.staff)).data.status).toBe('none')
    const hpv = await qcPassed('HPV')
    const unknown = await save(hpv.barcode, { detectedTypes: ['99'], internalControl: 'valid' })
    expect(unknown.code).toBe(4006)
    expect(unknown.data.fields[0].field).toBe('detectedTypes.0')
  })

  it('a breath-test value that disagrees with the verdict, and a variant outside the tested genes', async () => {
    const hp = await qcPassed('HP')
    const r = await save(hp.barcode, { method: 'ubt13c', result: 'negative', dob: 12.5, dobCutoff: 4 })
    expect(r.code).toBe(4006)
    expect(r.data.fields[0]).toMatchObject({ field: 'result' })
    const ngs = await qcPassed('NGS')
    const v = await save(ngs.barcode, { genesTested: ['BRCA1'], variants: [{ gene: 'BRCA2', hgvsC: 'c.5946del', zygosity: 'het', classification: 'P' }] })
    expect(v.code).toBe(4006)
    expect(v.data.fields[0].field).toBe('variants.0.gene')
  })

  it('no result before QC; publishing needs a saved result; a published result cannot be changed; a chip kit takes no typed result', async () => {
    const [barcode] = await t.produce('HPV')
    const owner = await t.user()
    // HPV (a cervical sample) and AMH are tests for women: a man cannot be bound to one
    const man = await t.bind(owner.token, barcode)
    expect(man.code).toBe(4006)
    expect(man.data.fields[0]).toEqual({ field: 'sex', message: 'HPV 分型检测仅适用于女性，请选择女性检测人' })
    expect((await t.bind(owner.token, barcode, { name: '王丽', surname: '王', sex: 'female' })).code).toBe(0)
    expect((await save(barcode, { detectedTypes: [], internalControl: 'valid' })).code).toBe(4006)
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    expect((await publish(barcode)).data.fields[0].field).toBe('values')
    expect((await save(barcode, { detectedTypes: [], internalControl: 'valid' })).code).toBe(0)
    expect((await publish(barcode)).code).toBe(0)
    expect((await save(barcode, { detectedTypes: ['16'], internalControl: 'valid' })).code).toBe(4006)
    expect((await publish(barcode)).code).toBe(4006)
    const [chip] = await t.produce('standard')
    expect((await t.bind((await t.user()).token, chip)).code).toBe(0)
    expect((await save(chip, { detectedTypes: [] })).code).toBe(4006)
    // the chip upload refuses a non-chip sample
    const other = await qcPassed('HPV')
    expect((await t.upload(other.barcode, Buffer.from('rsid\tchromosome\tposition\tgenotype\n'))).code).toBe(4006)
  })
})

describe('sample mode and the chip report', () => {
  it('a visitor sees the demo of a type marked 示例; every demo passes its definition', async () => {
    for (const type of NONCHIP_TYPES) {
      expect(validateNonChipValues(type, NONCHIP_DEMO_VALUES[type])).toMatchObject({ ok: true })
      const r = json<any>(await t.signed({ method: 'GET', url: path(NONCHIP_ENDPOINTS.result.path, 'SAMPLE'), query: { type }, headers: { 'auth-sample': 'sample-report' } }))
      expect(r.code).toBe(0)
      expect(r.data).toMatchObject({ sample: true, sampleLabel: '示例', productType: type })
    }
    expect(json<any>(await t.signed({ method: 'GET', url: path(NONCHIP_ENDPOINTS.result.path, 'SAMPLE'), headers: { 'auth-sample': 'sample-report' } })).code).toBe(4003)
  })

  it('a non-chip report does not become the chip report home, and its barcode has no chip items (4003)', async () => {
    const { barcode, user } = await qcPassed('VitaminADE')
    expect((await save(barcode, { vitaminD: 18, vitaminA: 1.2, vitaminE: 20 })).code).toBe(0)
    expect((await publish(barcode)).code).toBe(0)
    const home = await t.get(REPORT_ENDPOINTS.home.path.replace(':barcode', ''), user.token)
    expect(home.data?.sample ?? true).toBe(true)
    expect((await t.get(REPORT_ENDPOINTS.items.path.replace(':barcode', barcode), user.token)).code).toBe(4003)
  })
})

describe('NGS risk test', () => {
  const answers = {
    self: { sex: 'female', age: 42, cancers: [], firstDiagnosisAge: undefined },
    relatives: [{ relative: 'mother', cancer: 'ovarian', age: 55 }, { relative: 'father', cancer: 'colorectal', age: 70 }],
    knownFamilyVariant: 'unknown'
  }
  it('stores the answers and answers the guideline flags with counselling advice, no score', async () => {
    const { token } = await t.user()
    const r = json<any>(await t.signed({ method: 'POST', url: NONCHIP_ENDPOINTS.riskIntakeSave.path, body: { ...answers, self: { sex: 'female', age: 42, cancers: [] } }, headers: auth(token) }))
    expect(r.code).toBe(0)
    expect(r.data.flags.map((f: any) => f.key)).toEqual(['mother:ovarian'])
    expect(r.data.advice.label).toBe('建议做遗传咨询')
    expect(JSON.stringify(r.data)).not.toMatch(/score|风险评分：\d/)
    const latest = await t.get(NONCHIP_ENDPOINTS.riskIntakeLatest.path, token)
    expect(latest.data.intake.id).toBe(r.data.id)
    const other = await t.user()
    expect((await t.get(NONCHIP_ENDPOINTS.riskIntakeLatest.path, other.token)).data.intake).toBeNull()
  })

  it('refuses answers that contradict each other (4006 under the field)', async () => {
    const { token } = await t.user()
    const r = json<any>(await t.signed({ method: 'POST', url: NONCHIP_ENDPOINTS.riskIntakeSave.path, body: { self: { sex: 'male', age: 40, cancers: ['ovarian'], firstDiagnosisAge: 38 }, relatives: [], knownFamilyVariant: 'no' }, headers: auth(token) }))
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('self.cancers')
  })
})

describe('account cancellation', () => {
  it('deletes the account\'s results and intakes (the personal-data registry), and nobody else\'s', async () => {
    const gone = await qcPassed('HPV')
    const kept = await qcPassed('HPV')
    for (const b of [gone.barcode, kept.barcode]) expect((await save(b, { detectedTypes: [], internalControl: 'valid' })).code).toBe(0)
    const goneUser = await t.app.db.selectFrom('detections').select('user_id').where('barcode', '=', gone.barcode).executeTakeFirstOrThrow()
    await t.signed({ method: 'POST', url: NONCHIP_ENDPOINTS.riskIntakeSave.path, body: { self: { sex: 'male', age: 50, cancers: [] }, relatives: [], knownFamilyVariant: 'no' }, headers: auth(gone.user.token) })
    await deleteAccountNonChip({ userId: goneUser.user_id, db: t.app.db })
    const left = await t.app.db.selectFrom('nonchip_results').innerJoin('detections', 'detections.id', 'nonchip_results.detection_id').select('detections.barcode').execute()
    expect(left.map(r => r.barcode)).toContain(kept.barcode)
    expect(left.map(r => r.barcode)).not.toContain(gone.barcode)
    expect(await t.app.db.selectFrom('ngs_risk_intakes').select('id').where('user_id', '=', goneUser.user_id).execute()).toEqual([])
  })
})
