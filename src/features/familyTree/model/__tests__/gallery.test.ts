import { galleryDate, pageLine, pickerPersons, toggleId } from '../gallery'

describe('gallery rules', () => {
  it('words a date and a page line in Chinese', () => {
    expect(galleryDate(new Date(2026, 10, 29, 8).getTime())).toBe('2026年11月29日')
    expect(pageLine(2, 83, 20, '张')).toBe('第 2 / 5 页 · 共 83 张')
    expect(pageLine(1, 0, 15, '篇')).toBe('第 1 / 1 页 · 共 0 篇')
  })

  it('toggles a tagged person', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3])
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3])
  })

  it('offers the chosen persons first, then matches of the keyword, within the limit', () => {
    const persons = [{ id: 1, name: '王德明' }, { id: 2, name: '王家福' }, { id: 3, name: '李秀英' }, { id: 4, name: '王仁杰' }]
    expect(pickerPersons(persons, '', [3], 2).map(p => p.id)).toEqual([3, 1])
    expect(pickerPersons(persons, '王', [3]).map(p => p.id)).toEqual([3, 1, 2, 4])
    expect(pickerPersons(persons, '秀', []).map(p => p.id)).toEqual([3])
    // chosen persons are never cut off by the limit
    expect(pickerPersons(persons, '', [1, 2, 3], 1).map(p => p.id)).toEqual([1, 2, 3])
  })
})
