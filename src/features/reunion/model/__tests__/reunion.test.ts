import { searchBody, type SearchFormValues } from '../reunion'

const base: SearchFormValues = {
  barcode: 'XG1', kind: 'trafficking', sought: ' 亲生父母 ', seekerAppellation: '寻亲的女儿', region: { province: { code: '330000', name: '浙江省' }, city: { code: '330100', name: '杭州市' } },
  lostYear: '1992', lostDate: '', soughtBirthYear: '', notes: ' 左耳后有痣 ', contactName: '小梅', contactPhone: '13912345678'
}

describe('reunion search form', () => {
  it('sends the division codes of the place and the trimmed words', () => {
    expect(searchBody(base)).toEqual({ body: { barcode: 'XG1', kind: 'trafficking', sought: '亲生父母', seekerAppellation: '寻亲的女儿', provinceCode: '330000', cityCode: '330100', lostYear: 1992, soughtBirthYear: null, notes: '左耳后有痣', contactName: '小梅', contactPhone: '13912345678' } })
  })
  it('asks for the province and a four-digit year', () => {
    expect(searchBody({ ...base, region: {} })).toEqual({ field: 'region', message: '请选择失散地点（至少到省）' })
    expect(searchBody({ ...base, lostYear: '92' })).toEqual({ field: 'lostYear', message: '请填写四位数的失散年份' })
  })
})
