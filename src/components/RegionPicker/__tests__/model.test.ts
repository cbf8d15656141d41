import type { RegionListData } from '@xungen/contracts'
import { chooseRegion, columnLabel, columnLoaded, initialPickerState, pickerStateOf, selectionOf, skipLevel, showColumn } from '../model'

const list = (parentCode: string, level: RegionListData['level'], items: Array<[string, string, boolean]>): RegionListData => ({
  parentCode,
  level,
  list: items.map(([code, name, hasChildren]) => ({ code, name, hasChildren })),
  dataVersion: '2023-06-30'
})

const provinces = list('', 'province', [['110000', '北京市', true], ['440000', '广东省', true], ['810000', '香港特别行政区', false]])
const guangdong = list('440000', 'city', [['440100', '广州市', true], ['441900', '东莞市', true]])
const dongguan = list('441900', 'street', [['441900003', '东城街道', false], ['441900004', '南城街道', false]])
const guangzhou = list('440100', 'district', [['440106', '天河区', true]])
const tianhe = list('440106', 'street', [['440106001', '五山街道', false]])

function pick(state: ReturnType<typeof initialPickerState>, data: RegionListData, code: string) {
  const loaded = columnLoaded(state, data)
  const index = loaded.columns.findIndex(c => c.parentCode === data.parentCode)
  return chooseRegion(loaded, index, data.list.find(o => o.code === code)!)
}

describe('the region picker (spec 3.13, 9)', () => {
  it('opens on the provinces and goes down one level per choice', () => {
    let s = initialPickerState()
    expect(s.columns).toHaveLength(1)
    s = pick(s, provinces, '440000')
    expect(s.active).toBe(1)
    expect(s.columns[1].parentCode).toBe('440000')
    s = pick(s, guangdong, '440100')
    s = pick(s, guangzhou, '440106')
    s = pick(s, tianhe, '440106001')
    expect(s.done).toBe(true)
    expect(selectionOf(s)).toEqual({
      province: { code: '440000', name: '广东省' },
      city: { code: '440100', name: '广州市' },
      district: { code: '440106', name: '天河区' },
      street: { code: '440106001', name: '五山街道' }
    })
  })

  it('a city without districts (东莞) goes from the city straight to its streets', () => {
    let s = pick(initialPickerState(), provinces, '440000')
    s = pick(s, guangdong, '441900')
    s = pick(s, dongguan, '441900003')
    expect(selectionOf(s)).toEqual({
      province: { code: '440000', name: '广东省' },
      city: { code: '441900', name: '东莞市' },
      street: { code: '441900003', name: '东城街道' }
    })
  })

  it('a province without subdivisions (香港) ends the choice at once', () => {
    const s = pick(initialPickerState(), provinces, '810000')
    expect(s.done).toBe(true)
    expect(selectionOf(s)).toEqual({ province: { code: '810000', name: '香港特别行政区' } })
  })

  it('the street may be left out', () => {
    let s = pick(initialPickerState(), provinces, '440000')
    s = pick(s, guangdong, '440100')
    s = pick(s, guangzhou, '440106')
    s = columnLoaded(s, tianhe)
    s = skipLevel(s)
    expect(s.done).toBe(true)
    expect(selectionOf(s).street).toBeUndefined()
    expect(selectionOf(s).district).toEqual({ code: '440106', name: '天河区' })
  })

  it('only the street column can be skipped', () => {
    const s = columnLoaded(pick(initialPickerState(), provinces, '440000'), guangdong)
    expect(skipLevel(s)).toBe(s)
  })

  it('choosing again higher up clears the levels below', () => {
    let s = pick(initialPickerState(), provinces, '440000')
    s = pick(s, guangdong, '440100')
    s = showColumn(s, 0)
    s = chooseRegion(s, 0, provinces.list[0])
    expect(s.columns.map(columnLabel)).toEqual(['北京市', '请选择'])
    expect(selectionOf(s)).toEqual({ province: { code: '110000', name: '北京市' } })
  })

  it('an answer for a column that is no longer shown is ignored', () => {
    const s = pick(initialPickerState(), provinces, '110000')
    expect(columnLoaded(s, guangdong)).toBe(s)
  })

  it('opens an existing address with its levels chosen', () => {
    const s = pickerStateOf({ province: { code: '440000', name: '广东省' }, city: { code: '441900', name: '东莞市' }, district: null, street: { code: '441900003', name: '东城街道' } })
    expect(s.columns.map(c => c.parentCode)).toEqual(['', '440000', '441900'])
    expect(s.active).toBe(2)
    expect(selectionOf(s).street).toEqual({ code: '441900003', name: '东城街道' })
    expect(selectionOf(s).district).toBeUndefined()
    expect(selectionOf(columnLoaded(s, dongguan)).street).toEqual({ code: '441900003', name: '东城街道' })
  })
})
