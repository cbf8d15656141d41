import { cardSvg } from '@/lib/cardOps'
import { ancestryCard, CARD_HEIGHT, CARD_WIDTH, textWidth } from '../shareCard'

const texts = (card: ReturnType<typeof ancestryCard>) => card.ops.flatMap(o => (o.kind === 'text' ? [o.text] : []))

describe('the ancestry share card', () => {
  const input = { sample: false, regions: [{ id: 'EAS', labelZh: '东亚', proportion: 0.962 }, { id: 'SAS', labelZh: '南亚', proportion: 0.038 }], paternal: 'O-M122', maternal: 'D4a' }

  test('the composition, the map and both lines; the stories are left to the report and said to be there', () => {
    const card = ancestryCard(input)
    expect(texts(card)).toEqual(expect.arrayContaining(['我的祖源分析', '东亚 96.2%', '南亚 3.8%', '父系 O-M122', '母系 D4a']))
    expect(texts(card).some(t => t.includes('文献出处见报告'))).toBe(true)
    expect(card.ops.filter(o => o.kind === 'rings')).toHaveLength(1)
    expect(card.ops.filter(o => o.kind === 'circle')).toHaveLength(26)
    expect(card.label).toContain('东亚 96.2%')
    // the legend's entries do not overlap, and a region of 0 % is not one of them
    const legend = card.ops.filter(o => o.kind === 'text' && /%$/.test(o.text)) as Array<{ x: number; text: string }>
    for (let i = 1; i < legend.length; i++) expect(legend[i].x).toBeGreaterThan(legend[i - 1].x + textWidth(legend[i - 1].text, 16))
    expect(texts(ancestryCard({ ...input, regions: [...input.regions, { id: 'AFR', labelZh: '撒哈拉以南非洲', proportion: 0 }] }))).not.toContain('撒哈拉以南非洲 0.0%')
    // the land stays inside the map
    const land = card.ops.find(o => o.kind === 'rings') as { rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>> }
    const xs = land.rings.flat().map(([x]) => x)
    expect(Math.min(...xs)).toBeGreaterThanOrEqual((CARD_WIDTH - 360 * 1.3) / 2)
    expect(Math.max(...xs)).toBeLessThanOrEqual((CARD_WIDTH + 360 * 1.3) / 2)
    expect(texts(card)).not.toContain('示例')
    for (const o of card.ops) if (o.kind !== 'rings') {
      expect(o.x).toBeGreaterThanOrEqual(0)
      expect(o.x).toBeLessThanOrEqual(CARD_WIDTH)
      expect(o.y).toBeGreaterThanOrEqual(0)
      expect(o.y).toBeLessThanOrEqual(CARD_HEIGHT)
    }
  })

  test("the demo report's card is marked 示例; a woman's has no paternal line", () => {
    const card = ancestryCard({ ...input, sample: true, paternal: null })
    expect(texts(card)).toContain('示例')
    expect(texts(card)).toContain('父系 无结果')
    expect(card.label).toContain('示例')
  })

  test('drawn as SVG with its words escaped', () => {
    const svg = cardSvg({ width: 10, height: 10, label: 'x', ops: [{ kind: 'text', x: 1, y: 1, text: '<a&b>', size: 10, color: '#000' }] })
    expect(svg).toContain('&lt;a&amp;b&gt;')
    expect(cardSvg(ancestryCard(input))).toContain('父系 O-M122')
  })
})
