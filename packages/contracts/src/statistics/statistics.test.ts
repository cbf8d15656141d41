import { COUNT_STEP, MIN_CELL_SIZE, SMALL_CELL_LABEL, byShownCount, namedCells, peopleCount, shownNumber } from '.'

describe('counts of other people (issue 20 item 8)', () => {
  it('a group below five is never a number, zero included', () => {
    expect(MIN_CELL_SIZE).toBe(5)
    for (const n of [0, 1, 2, 3, 4]) expect(peopleCount(n)).toEqual({ count: null, label: SMALL_CELL_LABEL })
  })

  it('a shown count is rounded down to a multiple of five and said as N人以上', () => {
    expect(COUNT_STEP).toBe(5)
    expect(peopleCount(5)).toEqual({ count: 5, label: '5人以上' })
    expect(peopleCount(8)).toEqual({ count: 5, label: '5人以上' })
    expect(peopleCount(10)).toEqual({ count: 10, label: '10人以上' })
    expect(peopleCount(1234)).toEqual({ count: 1230, label: '1230人以上' })
  })

  it('a group below five is not named: it joins 其他 with the people in no group', () => {
    const out = namedCells([{ name: '广州市', count: 6 }, { name: '韶关市', count: 1 }, { name: '深圳市', count: 12 }], 3)
    expect(out.shown).toEqual([{ name: '广州市', count: 5, label: '5人以上' }, { name: '深圳市', count: 10, label: '10人以上' }])
    expect(out.other).toEqual({ count: null, label: SMALL_CELL_LABEL })
    expect(namedCells([{ name: 'a', count: 4 }, { name: 'b', count: 3 }]).other).toEqual({ count: 5, label: '5人以上' })
    expect(namedCells([])).toEqual({ shown: [], other: { count: null, label: SMALL_CELL_LABEL } })
  })

  it('groups are ordered by what is shown, so the order of two groups shown alike says nothing', () => {
    const cells = namedCells([{ name: '乙', count: 9 }, { name: '甲', count: 6 }, { name: '丙', count: 11 }]).shown
    const ordered = [...cells].sort((a, b) => byShownCount(a, b) || a.name.localeCompare(b.name, 'zh'))
    const fewer = namedCells([{ name: '乙', count: 5 }, { name: '甲', count: 9 }, { name: '丙', count: 11 }]).shown.sort((a, b) => byShownCount(a, b) || a.name.localeCompare(b.name, 'zh'))
    expect(ordered).toEqual(fewer)
    expect(ordered.map(c => c.name)).toEqual(['丙', '甲', '乙'])
  })

  it('differencing: one person joining or leaving changes a shown number only when the count crosses a multiple of five', () => {
    for (let n = 0; n < 200; n++) {
      const changed = shownNumber(n) !== shownNumber(n + 1)
      expect({ n, changed }).toEqual({ n, changed: (n + 1) % COUNT_STEP === 0 })
    }
  })

  it('differencing: two views of the same people never give a small group its exact size (total minus the shown parts)', () => {
    // every split of up to 30 people into a named part and a small rest (1-4): the rest is never
    // determined by what is shown, because another rest size gives the same answers
    for (let named = MIN_CELL_SIZE; named <= 30; named++) {
      for (let rest = 1; rest < MIN_CELL_SIZE; rest++) {
        const seen = JSON.stringify([peopleCount(named + rest), namedCells([{ k: 'a', count: named }], rest)])
        const alternatives = [0, 1, 2, 3, 4].filter(r => r !== rest).flatMap(r => [named - 1, named, named + 1].filter(x => x >= MIN_CELL_SIZE).map(x => JSON.stringify([peopleCount(x + r), namedCells([{ k: 'a', count: x }], r)])))
        expect({ named, rest, ambiguous: alternatives.includes(seen) }).toEqual({ named, rest, ambiguous: true })
      }
    }
  })
})
