import { datePartsOf, emptyPerson, personBody, personFormOf, personProblems } from '../personForm'

describe('the person form', () => {
  it('turns what a person typed into the body, partial and 农历 dates included', () => {
    const f = { ...emptyPerson('王'), given: '德明', generationName: '德' }
    f.birth = { date: { calendar: '_LUNAR' as const, qualifier: 'exact' as const, year: '1950', month: '3', day: '15', leap: true }, place: '福建省 泉州市', placeCode: '350500' }
    f.deceased = true
    f.death = { date: { calendar: 'GREGORIAN' as const, qualifier: 'ABT' as const, year: '2010', month: '', day: '', leap: false }, place: '', placeCode: '' }
    expect(personProblems(f)).toEqual({})
    expect(personBody(f)).toEqual({
      surname: '王', given: '德明', generationName: '德', sex: 'M',
      birth: { date: { qualifier: 'exact', date: { calendar: '_LUNAR', year: 1950, month: 3, day: 15, leap: true } }, place: '福建省 泉州市', placeCode: '350500' },
      death: { date: { qualifier: 'ABT', date: { calendar: 'GREGORIAN', year: 2010 } } },
      notes: []
    })
    const back = personFormOf({ names: [{ surname: '王', given: '德明', generationName: '德' }], sex: 'M', birth: personBody(f).birth as never, death: null, notes: ['一', '二'] })
    expect(back.birth.date).toEqual(f.birth.date)
    expect(back.note).toBe('一\n\n二')
  })

  it('says what is wrong in Chinese', () => {
    expect(personProblems(emptyPerson())).toEqual({ surname: '请至少填写姓或名' })
    expect(datePartsOf({ calendar: 'GREGORIAN', qualifier: 'exact', year: '1999', month: '2', day: '30', leap: false }).problem).toBe('日期不存在')
    expect(datePartsOf({ calendar: 'GREGORIAN', qualifier: 'exact', year: '', month: '3', day: '', leap: false }).problem).toBe('请填写年份（数字）')
    expect(datePartsOf({ calendar: 'GREGORIAN', qualifier: 'exact', year: '', month: '', day: '', leap: false })).toEqual({ parts: null, problem: null })
  })
})
