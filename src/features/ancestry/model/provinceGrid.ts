/**
 * The relatives' distribution on a map of China (issue 29) without an outline: a tile grid, the
 * common cartogram in which each provincial-level division is one equal tile placed at its
 * approximate geographic position (row 0 is the north, column 0 the west). No province outline
 * with a clear licence was found, and a tile grid needs none; it is complete: all 34
 * provincial-level divisions (23 provinces incl. 台湾, 5 autonomous regions, 4 municipalities,
 * 香港 and 澳门), each by its GB/T 2260 code.
 */

export interface ProvinceTile {
  /** GB/T 2260 code of the division, six digits ('440000') */
  code: string
  /** the short name shown on the tile */
  name: string
  row: number
  col: number
}

export const PROVINCE_GRID_ROWS = 8
export const PROVINCE_GRID_COLS = 8

export const PROVINCE_TILES: readonly ProvinceTile[] = [
  { code: '230000', name: '黑龙江', row: 0, col: 7 },
  { code: '150000', name: '内蒙古', row: 1, col: 4 },
  { code: '110000', name: '北京', row: 1, col: 5 },
  { code: '210000', name: '辽宁', row: 1, col: 6 },
  { code: '220000', name: '吉林', row: 1, col: 7 },
  { code: '650000', name: '新疆', row: 2, col: 1 },
  { code: '620000', name: '甘肃', row: 2, col: 2 },
  { code: '640000', name: '宁夏', row: 2, col: 3 },
  { code: '140000', name: '山西', row: 2, col: 4 },
  { code: '130000', name: '河北', row: 2, col: 5 },
  { code: '120000', name: '天津', row: 2, col: 6 },
  { code: '540000', name: '西藏', row: 3, col: 1 },
  { code: '630000', name: '青海', row: 3, col: 2 },
  { code: '610000', name: '陕西', row: 3, col: 3 },
  { code: '410000', name: '河南', row: 3, col: 4 },
  { code: '370000', name: '山东', row: 3, col: 5 },
  { code: '510000', name: '四川', row: 4, col: 2 },
  { code: '500000', name: '重庆', row: 4, col: 3 },
  { code: '420000', name: '湖北', row: 4, col: 4 },
  { code: '340000', name: '安徽', row: 4, col: 5 },
  { code: '320000', name: '江苏', row: 4, col: 6 },
  { code: '310000', name: '上海', row: 4, col: 7 },
  { code: '530000', name: '云南', row: 5, col: 2 },
  { code: '520000', name: '贵州', row: 5, col: 3 },
  { code: '430000', name: '湖南', row: 5, col: 4 },
  { code: '360000', name: '江西', row: 5, col: 5 },
  { code: '330000', name: '浙江', row: 5, col: 6 },
  { code: '450000', name: '广西', row: 6, col: 3 },
  { code: '440000', name: '广东', row: 6, col: 4 },
  { code: '350000', name: '福建', row: 6, col: 5 },
  { code: '710000', name: '台湾', row: 6, col: 6 },
  { code: '460000', name: '海南', row: 7, col: 3 },
  { code: '820000', name: '澳门', row: 7, col: 4 },
  { code: '810000', name: '香港', row: 7, col: 5 }
]

export interface ProvinceTileShown extends ProvinceTile {
  /** the shown count label of a group that reached the threshold, else null (no number, not named as a group) */
  label: string | null
  /** 0 for none, else 1–4 by the share of the largest group (the tile's shade) */
  shade: 0 | 1 | 2 | 3 | 4
}

/**
 * The tiles with the groups the server showed (province level only: groups under the threshold
 * are not in the answer, so their tiles carry no number, like every province without relatives).
 */
export function provinceTiles(groups: readonly { code: string; count: number; label: string }[]): ProvinceTileShown[] {
  const byProvince = new Map(groups.map(g => [g.code.slice(0, 2), g]))
  const max = Math.max(1, ...groups.map(g => g.count))
  return PROVINCE_TILES.map(t => {
    const g = byProvince.get(t.code.slice(0, 2))
    const shade = g ? (Math.max(1, Math.ceil((g.count / max) * 4)) as 1 | 2 | 3 | 4) : 0
    return { ...t, label: g ? g.label : null, shade }
  })
}
