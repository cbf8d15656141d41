import { commonRowText, countText, levelText, parseLine, populationName, populationShare, usefulClades } from '../geneOrigin'

// the server's counts: 少于5人, or rounded down to a multiple of 5 (issue 20 item 8)
const c = (count: number | null) => ({ count, text: count === null ? '少于5人' : `${count}人以上` })

it('reads the line from the URL, paternal by default', () => {
  expect(parseLine('maternal')).toBe('maternal')
  expect(parseLine('paternal')).toBe('paternal')
  expect(parseLine(undefined)).toBe('paternal')
  expect(parseLine('father')).toBe('paternal')
})

it('never shows a withheld count as a number', () => {
  expect(countText(c(null))).toBe('少于5人')
  expect(countText({ count: null, text: '少于5人' })).not.toMatch(/^\d+人$/)
  expect(countText(c(10))).toBe('10人以上')
  expect(countText(null)).toBe('—')
})

it('names the level of a clade and the rows of the list', () => {
  expect(levelText(0)).toBe('您的单倍群')
  expect(levelText(3)).toBe('您的单倍群往上第 3 级')
  expect(commonRowText('paternal', 'O2a2b1', c(10), c(5), true)).toBe('与您同属父系 O2a2b1 支系的用户：10人以上，其中同姓 5人以上')
  expect(commonRowText('maternal', 'D4', c(null), c(null), false)).toBe('与您同属母系 D4 支系的用户：少于5人')
})

it('lists clades up to the first one everybody shares', () => {
  const rows = [
    { clade: 'O2a2b1a1a1', people: c(null) },
    { clade: 'O2a2b1a1a', people: c(5) },
    { clade: 'O2a2b1a1', people: c(10) },
    { clade: 'O2', people: c(10) },
    { clade: 'NO', people: c(10) },
    { clade: 'Y-Adam', people: c(10) }
  ]
  expect(usefulClades(rows).map(r => r.clade)).toEqual(['O2a2b1a1a1', 'O2a2b1a1a', 'O2a2b1a1'])
  // withheld counts never end the list
  expect(usefulClades([{ clade: 'a', people: c(null) }, { clade: 'b', people: c(null) }]).map(r => r.clade)).toEqual(['a', 'b'])
  expect(usefulClades([])).toEqual([])
})

it('gives reference populations in Chinese with their share', () => {
  expect(populationName('CHB')).toBe('北京汉族（CHB）')
  expect(populationName('XYZ')).toBe('XYZ')
  expect(populationShare(23, 46)).toBe('50.0%')
  expect(populationShare(0, 0)).toBe('—')
})
