/**
 * Counting people into groups without exposing anyone (spec 2.9 gene-relatives-distribution and
 * the surname page's counts), by the one statistics rule of @xungen/contracts (issue 20 item 8):
 * a group smaller than MIN_GROUP is not shown, neither its count nor (for places) its name, and
 * shown counts are rounded down to a multiple of 5. Only counts leave the server, never who is
 * in a group.
 */
import { MIN_CELL_SIZE, byShownCount, namedCells, peopleCount } from '@xungen/contracts'

/** a group must hold at least this many people to be shown (statistics/index.ts explains the 5) */
export const MIN_GROUP = MIN_CELL_SIZE

/** a count as the pages show it: the rounded number and its words; null (and below) under the threshold */
export function groupCount(n: number): { count: number | null; below: boolean; label: string } {
  const c = peopleCount(n)
  return { count: c.count, below: c.count === null, label: c.label }
}

/** a person's place as its division chain: [province, city, district] codes (shorter when the place is coarser) */
export type PlaceChain = readonly string[]

export type PlaceLevel = 'province' | 'city' | 'district'
const LEVELS: PlaceLevel[] = ['province', 'city', 'district']

/**
 * The groups one level below `parent` (null: the provinces; a province: its cities; a city: its
 * districts). Chains outside the parent are not located here; chains that stop above the level
 * (a relative who gave only a province) are located but in no group of this level, like the
 * people of groups too small to name: together they are `other`.
 */
export function placeGroups(chains: ReadonlyArray<PlaceChain | null>, parent: { code: string; depth: 0 | 1 } | null) {
  const depth = parent ? parent.depth + 1 : 0
  const level = LEVELS[depth]
  const inside = chains.filter((c): c is PlaceChain => c !== null && c.length > 0 && (!parent || c[parent.depth] === parent.code))
  const counts = new Map<string, number>()
  for (const c of inside) {
    const code = c[depth]
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1)
  }
  const placed = [...counts.values()].reduce((a, n) => a + n, 0)
  const { shown, other } = namedCells([...counts.entries()].map(([code, count]) => ({ code, count })), inside.length - placed)
  shown.sort((a, b) => byShownCount(a, b) || a.code.localeCompare(b.code))
  return {
    level,
    located: peopleCount(inside.length),
    groups: shown.map(g => ({ code: g.code, count: g.count!, label: g.label })),
    other,
    unlocated: peopleCount(chains.length - inside.length)
  }
}
