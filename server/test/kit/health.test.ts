/**
 * Health report details (issue 15, server/src/domains/reports/health.ts): an item of the demo
 * report with its explanation, levels and East Asian frequencies; an item's intro without anyone's
 * result; the code of an unknown item; share links: created by the owner, read by a visitor with
 * the token and nothing else, revoked.
 */
import path from 'path'
import { ACCOUNT_CANCEL_STATUS, AUTH_SAMPLE_VALUE, HEADERS } from '@xungen/contracts'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, realSampleFile, type KitApp } from './helpers'
import { HEALTH_REPORT_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

/** sample mode, as an anonymous client sends it (spec 7.1) */
const SAMPLE_MODE = { [HEADERS.authSample]: AUTH_SAMPLE_VALUE }
const inSample = (url: string) => t.signed({ method: 'GET', url, headers: SAMPLE_MODE }).then(r => json<any>(r))

const detail = (barcode: string, itemId: string) => HEALTH_REPORT_ENDPOINTS.healthDetail.path.replace(':barcode', barcode).replace(':itemId', itemId)

describe('health item details', () => {
  it('an item of the demo report: result, genotypes with the East Asian frequency the base states, every level, explanation', async () => {
    const res = await inSample(detail('SAMPLE', 'alcohol_flush'))
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ sample: true, sampleLabel: '示例', reportStatus: 'out' })
    const item = res.data.item
    expect(item.detail.length).toBeGreaterThan(20)
    expect(item.levels.map((l: { key: string }) => l.key)).toContain(item.result.level)
    const rs671 = item.result.genotypes.find((g: { rsid: string }) => g.rsid === 'rs671')
    expect(rs671.genotype).toMatch(/^[ACGT]{2}$/)
    expect(rs671.eas).toMatchObject({ allele: 'A', frequency: 0.1736 })
  })

  it('the demo shows health items beyond the ancestry markers, from simulated genotypes it says are simulated, and keeps the real ones real', async () => {
    const home = json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', 'SAMPLE'), headers: SAMPLE_MODE }))
    expect(home.data.sampleSource).toContain('NA18525')
    expect(home.data.sampleSource).toContain('模拟')
    // gout's eight loci are no ancestry markers: with simulated genotypes the score is computed
    const gout = (await inSample(detail('SAMPLE', 'gout'))).data.item
    expect(gout.result.status).toBe('normal')
    expect(gout.result.score.percentile).toBeGreaterThanOrEqual(0)
    expect(gout.result.score.bands).toEqual({ cuts: [20, 80], levels: ['lower', 'typical', 'higher'] })
    // a pharmacogenomic item reads its markers too
    expect((await inSample(detail('SAMPLE', 'clopidogrel'))).data.item.result.status).toBe('normal')
    // rs671 is one of NA18525's real 1000 Genomes genotypes (Kidd 55): the same as in her own file
    const own = (await realSampleFile()).toString('utf8').split('\n').find(l => l.startsWith('rs671\t'))!.split('\t')[3]
    const demo = (await inSample(detail('SAMPLE', 'alcohol_flush'))).data.item.result.genotypes.find((g: { rsid: string }) => g.rsid === 'rs671').genotype
    expect(demo.split('').sort().join('')).toBe(own.split('').sort().join(''))
  })

  it('4003 for an item the base does not have', async () => {
    expect((await inSample(detail('SAMPLE', 'no-such-item'))).code).toBe(4003)
  })

  it('an intro: what the item measures, with markers, levels and citations, and no result', async () => {
    const res = await t.get(HEALTH_REPORT_ENDPOINTS.healthIntro.path.replace(':itemId', 'alcohol_flush'))
    expect(res.code).toBe(0)
    expect(res.data.markers[0]).toMatchObject({ rsid: 'rs671', gene: 'ALDH2', pos: 112241766 })
    expect(res.data.evidence.citations.length).toBeGreaterThan(0)
    expect(res.data).not.toHaveProperty('result')
    expect((await t.get(HEALTH_REPORT_ENDPOINTS.healthIntros.path, undefined, { category: 'astrology' })).code).toBe(4003)
  })

  it('the topics index has every item\'s title and topic without its texts; a topic reads its one item', async () => {
    const index = await t.get(HEALTH_REPORT_ENDPOINTS.healthTopics.path)
    const all = await t.get(HEALTH_REPORT_ENDPOINTS.healthIntros.path)
    expect(index.code).toBe(0)
    expect(index.data.list.map((i: { itemId: string }) => i.itemId)).toEqual(all.data.list.map((i: { itemId: string }) => i.itemId))
    const gout = index.data.list.find((i: { topic: string | null }) => i.topic === 'gout')
    expect(gout).toEqual({ itemId: expect.any(String), category: 'disease', title: expect.any(String), topic: 'gout' })
    expect(JSON.stringify(index.data).length).toBeLessThan(JSON.stringify(all.data).length / 10)
    const topic = await t.get(HEALTH_REPORT_ENDPOINTS.healthTopic.path.replace(':topic', 'gout'))
    expect(topic.data).toEqual(all.data.list.find((i: { itemId: string }) => i.itemId === gout.itemId))
    expect((await t.get(HEALTH_REPORT_ENDPOINTS.healthTopic.path.replace(':topic', 'no-such-topic'))).code).toBe(4003)
  })
})

describe('items for one sex', () => {
  it('a man\'s report has no maternal MTHFR item and no colostrum item (list and detail); the demo woman\'s has both', async () => {
    const user = await t.user()
    const [barcode] = await t.produce()
    expect((await t.bind(user.token, barcode, { sex: 'male', name: '王建国', surname: '王' })).code).toBe(0)
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    await t.upload(barcode, await realSampleFile())
    await t.app.queue.drain(60_000)
    const list = json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.items.path.replace(':barcode', barcode), headers: auth(user.token) }))
    expect(list.code).toBe(0)
    const ids = list.data.list.map((i: { id: string }) => i.id)
    expect(ids.length).toBeGreaterThan(50)
    expect(ids).not.toContain('neural_tube_defects_maternal_mthfr')
    expect(ids).not.toContain('colostrum_abcc11')
    expect(json<any>(await t.signed({ method: 'GET', url: detail(barcode, 'colostrum_abcc11'), headers: auth(user.token) })).code).toBe(4003)
    const demo = (await inSample(REPORT_ENDPOINTS.items.path.replace(':barcode', 'SAMPLE'))).data.list.map((i: { id: string }) => i.id)
    expect(demo).toEqual(expect.arrayContaining(['neural_tube_defects_maternal_mthfr', 'colostrum_abcc11']))
  })
})

describe('share links', () => {
  it('the owner shares a published report; a visitor with the token reads that report only; after revoking, nothing', async () => {
    const user = await t.user()
    const [barcode] = await t.produce()
    expect((await t.bind(user.token, barcode)).code).toBe(0)
    // before the report: nothing to share
    const early = json<any>(await t.signed({ method: 'POST', url: HEALTH_REPORT_ENDPOINTS.shareCreate.path, body: { barcode }, headers: auth(user.token) }))
    expect(early.code).toBe(2200)
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    await t.upload(barcode, await realSampleFile())
    await t.app.queue.drain(60_000)

    const created = json<any>(await t.signed({ method: 'POST', url: HEALTH_REPORT_ENDPOINTS.shareCreate.path, body: { barcode }, headers: auth(user.token) }))
    expect(created.code).toBe(0)
    const { shareToken } = created.data
    // spec 6/7.1: a share-link visitor has no account and is not in sample mode: the share token alone
    const visitor = { [HEADERS.shareToken]: shareToken }
    const home = json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), headers: visitor }))
    expect(home.data).toMatchObject({ sample: false, barcode })
    const item = json<any>(await t.signed({ method: 'GET', url: detail(barcode, 'alcohol_flush'), headers: visitor }))
    expect(item.code).toBe(0)
    // another barcode (even the demo's) is not reachable with the token
    const other = json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', 'SAMPLE'), headers: visitor }))
    expect(other.code).toBe(4004)
    // someone else cannot revoke it
    const stranger = await t.user()
    const refused = json<any>(await t.signed({ method: 'DELETE', url: HEALTH_REPORT_ENDPOINTS.shareRevoke.path.replace(':token', shareToken), headers: auth(stranger.token) }))
    expect(refused.code).toBe(4004)

    const revoked = json<any>(await t.signed({ method: 'DELETE', url: HEALTH_REPORT_ENDPOINTS.shareRevoke.path.replace(':token', shareToken), headers: auth(user.token) }))
    expect(revoked.code).toBe(0)
    expect(json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), headers: visitor })).code).toBe(4004)
    const list = json<any>(await t.signed({ method: 'GET', url: HEALTH_REPORT_ENDPOINTS.shareList.path, query: { barcode }, headers: auth(user.token) }))
    expect(list.data.list[0]).toMatchObject({ shareToken, shareBarcode: barcode })
    expect(list.data.list[0].revokedAt).toEqual(expect.any(Number))
  })

  it('a share token alone is enough to pass the auth check; an unknown one reads as no report, never the demo', async () => {
    const unknown = { [HEADERS.shareToken]: 'no-such-token' }
    expect(json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', 'SAMPLE'), headers: unknown })).code).toBe(4004)
    expect(json<any>(await t.signed({ method: 'GET', url: detail('SAMPLE', 'alcohol_flush'), headers: unknown })).code).toBe(4004)
    // with neither a token, a share token nor the auth-sample header: sign in first
    expect(json<any>(await t.signed({ method: 'GET', url: detail('SAMPLE', 'alcohol_flush') })).code).toBe(1001)
    // in sample mode the demo answers as before
    expect(json<any>(await t.signed({ method: 'GET', url: detail('SAMPLE', 'alcohol_flush'), headers: SAMPLE_MODE })).code).toBe(0)
  })

  it('account cancellation deletes the share links the account made; the token opens nothing afterwards', async () => {
    const user = await t.user()
    const [barcode] = await t.produce()
    expect((await t.bind(user.token, barcode)).code).toBe(0)
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    await t.upload(barcode, await realSampleFile())
    await t.app.queue.drain(60_000)
    const { shareToken } = json<any>(await t.signed({ method: 'POST', url: HEALTH_REPORT_ENDPOINTS.shareCreate.path, body: { barcode }, headers: auth(user.token) })).data
    const shareRows = () => t.app.db.selectFrom('report_shares').select('id').where('user_id', '=', user.userId).execute()
    expect(await shareRows()).toHaveLength(1)

    const { id } = await t.app.db
      .insertInto('account_cancellations')
      .values({ user_id: user.userId, type: 'ACCOUNT', barcodes: JSON.stringify([barcode]), status: ACCOUNT_CANCEL_STATUS.PENDING, applied_at: t.now(), deadline_at: t.now(), withdrawn_at: null, completed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.app.cancellations.runDeletion(Number(id))
    expect(await shareRows()).toHaveLength(0)
    expect(json<any>(await t.signed({ method: 'GET', url: REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), headers: { [HEADERS.shareToken]: shareToken } })).code).toBe(4004)
  })
})

describe('calculators', () => {
  it('the calculator of an item with its inputs and model; a result needs a detected item and valid inputs', async () => {
    const def = await t.get(HEALTH_REPORT_ENDPOINTS.calculator.path.replace(':itemId', 'alzheimers_disease'))
    expect(def.code).toBe(0)
    expect(def.data).toMatchObject({ id: 'apoe_lifetime_risk_85', itemId: 'alzheimers_disease' })
    expect(def.data.inputs[0]).toMatchObject({ key: 'sex', kind: 'choice' })
    expect((await t.get(HEALTH_REPORT_ENDPOINTS.calculator.path.replace(':itemId', 'gout'))).code).toBe(4003)
    const url = HEALTH_REPORT_ENDPOINTS.calculatorResult.path.replace(':barcode', 'SAMPLE').replace(':calculatorId', 'apoe_lifetime_risk_85')
    const demoItem = await inSample(detail('SAMPLE', 'alzheimers_disease'))
    const answer = json<any>(await t.signed({ method: 'POST', url, body: { inputs: { sex: 'female' } }, headers: SAMPLE_MODE }))
    if (demoItem.data.item.result.status === 'normal') {
      expect(answer.code).toBe(0)
      expect(answer.data.result.populationRisk).toBe(0.14)
      expect(json<any>(await t.signed({ method: 'POST', url, body: { inputs: { sex: 'other' } }, headers: SAMPLE_MODE })).code).toBe(4006)
    } else {
      // the demo file does not type APOE: no result to compute
      expect(answer.code).toBe(4003)
    }
  })
})
