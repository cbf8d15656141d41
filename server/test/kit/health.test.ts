/**
 * Health report details (issue 15, server/src/domains/reports/health.ts): an item of the demo
 * report with its explanation, levels and East Asian frequencies; an item's intro without anyone's
 * result; the code of an unknown item.
 */
import path from 'path'
import { HEALTH_REPORT_API } from '@xungen/contracts'
import { createKitApp, type KitApp } from './helpers'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const detail = (barcode: string, itemId: string) => HEALTH_REPORT_API.detail.path.replace(':barcode', barcode).replace(':itemId', itemId)

describe('health item details', () => {
  it('an item of the demo report: result, genotypes with the East Asian frequency the base states, every level, explanation', async () => {
    const res = await t.get(detail('SAMPLE', 'alcohol_flush'))
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ sample: true, sampleLabel: '示例', reportStatus: 'out' })
    const item = res.data.item
    expect(item.detail.length).toBeGreaterThan(20)
    expect(item.levels.map((l: { key: string }) => l.key)).toContain(item.result.level)
    const rs671 = item.result.genotypes.find((g: { rsid: string }) => g.rsid === 'rs671')
    expect(rs671.genotype).toMatch(/^[ACGT]{2}$/)
    expect(rs671.eas).toMatchObject({ allele: 'A', frequency: 0.1736 })
  })

  it('4003 for an item the base does not have', async () => {
    expect((await t.get(detail('SAMPLE', 'no-such-item'))).code).toBe(4003)
  })

  it('an intro: what the item measures, with markers, levels and citations, and no result', async () => {
    const res = await t.get(HEALTH_REPORT_API.intro.path.replace(':itemId', 'alcohol_flush'))
    expect(res.code).toBe(0)
    expect(res.data.markers[0]).toMatchObject({ rsid: 'rs671', gene: 'ALDH2', pos: 112241766 })
    expect(res.data.evidence.citations.length).toBeGreaterThan(0)
    expect(res.data).not.toHaveProperty('result')
    expect((await t.get(HEALTH_REPORT_API.intros.path, undefined, { category: 'astrology' })).code).toBe(4003)
  })
})
