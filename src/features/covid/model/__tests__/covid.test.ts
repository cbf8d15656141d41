import { COVID_SAMPLE_MESSAGES, covidSampleCodeOf, covidSampleCodeProblem, normalizeCovidSampleCode, canMoveCovid, type CovidSampleView, type CovidSupplier } from '@xungen/contracts'
import { cityLabel, dayLabel, sampleRow, supplierTree } from '../covid'

const place = (code: string, name: string) => ({ code, name })
const supplier = (id: number, p: [string, string], c: [string, string], active = true): CovidSupplier => ({
  id, name: `机构${id}`, province: place(...p), city: place(...c), address: '地址', phone: '010-1', demo: false, active
})

describe('covid on the page', () => {
  it('groups open suppliers by province and city', () => {
    const tree = supplierTree([
      supplier(1, ['110000', '北京市'], ['110100', '市辖区']),
      supplier(2, ['440000', '广东省'], ['440100', '广州市']),
      supplier(3, ['440000', '广东省'], ['440300', '深圳市']),
      supplier(4, ['440000', '广东省'], ['440100', '广州市']),
      supplier(5, ['310000', '上海市'], ['310100', '市辖区'], false)
    ])
    expect(tree.map(p => p.province.name)).toEqual(['北京市', '广东省'])
    expect(tree[1].cities.map(c => [c.city.name, c.suppliers.map(s => s.id)])).toEqual([['广州市', [2, 4]], ['深圳市', [3]]])
    expect(cityLabel(place('110000', '北京市'), place('110100', '市辖区'))).toBe('北京市')
    expect(cityLabel(place('440000', '广东省'), place('440300', '深圳市'))).toBe('深圳市')
  })

  it("says what a sample's row offers at each status", () => {
    const s = (status: null | 'booked' | 'sampled' | 'reported' | 'cancelled'): CovidSampleView => ({
      sampleCode: 'CV0000000000', personName: '张三', boundAt: 1,
      appointment: status && { id: 1, status, day: '2026-12-01', supplier: { id: 1, name: 'x', address: 'y', phone: 'z', demo: true }, province: place('1', 'a'), city: place('2', 'b'), createdAt: 1, sampledAt: null, reportedAt: null, cancelledAt: null }
    })
    expect(sampleRow(s(null))).toMatchObject({ statusText: '未预约', canBook: true, canCancel: false, hasReport: false })
    expect(sampleRow(s('booked'))).toMatchObject({ statusText: '已预约', canBook: false, canCancel: true })
    expect(sampleRow(s('sampled'))).toMatchObject({ statusText: '已采样', canBook: false, canCancel: false })
    expect(sampleRow(s('reported'))).toMatchObject({ statusText: '已出报告', hasReport: true, canBook: false })
    expect(sampleRow(s('cancelled'))).toMatchObject({ canBook: true, canCancel: false })
    expect(dayLabel('2026-12-01')).toBe('12月1日 周二')
  })

  it('checks sample codes and moves as the server does (contracts)', () => {
    const code = covidSampleCodeOf(123456789)
    expect(covidSampleCodeProblem(code)).toBeNull()
    expect(covidSampleCodeProblem(normalizeCovidSampleCode(` ${code.slice(0, 6).toLowerCase()}-${code.slice(6)} `))).toBeNull()
    expect(COVID_SAMPLE_MESSAGES[covidSampleCodeProblem(code.slice(0, 11) + ((Number(code[11]) + 1) % 10))!]).toContain('有误')
    expect(covidSampleCodeProblem('XG1234567890')).toBe('format')
    expect(covidSampleCodeProblem('')).toBe('empty')
    expect(canMoveCovid('booked', 'sampled')).toBe(true)
    expect(canMoveCovid('booked', 'reported')).toBe(false)
    expect(canMoveCovid('reported', 'cancelled')).toBe(false)
    expect(canMoveCovid('sampled', 'reported')).toBe(true)
  })
})
