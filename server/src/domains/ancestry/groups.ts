/**
 * Counting people into groups without exposing anyone (spec 2.9 gene-relatives-distribution and
 * the surname page's counts): a group smaller than MIN_GROUP is not shown, neither its count nor
 * (for places) its name. Only counts leave the server, never who is in a group.
 */

/**
 * DECISION: a group must hold at least 5 people to be shown. Fewer than that and a relative who
 * knows a few of their matches could tell where a particular match was born; 5 is the smallest
 * cell size commonly used when publishing counts of people (k-anonymity with k = 5).
 */
export const MIN_GROUP = 5

/** a count as the pages show it: null (and below) when under the threshold */
export function groupCount(n: number): { count: number | null; below: boolean } {
  return n >= MIN_GROUP ? { count: n, below: false } : { count: null, below: true }
}

/** a person's place as its division chain: [province, city, district] codes (shorter when the place is coarser) */
export type PlaceChain = readonly string[]

export type PlaceLevel = 'province' | 'city' | 'district'
const LEVELS: PlaceLevel[] = ['province', 'city', 'district']

/**
 * The groups one level below `parent` (null: the provinces; a province: its cities; a city: its
 * districts). Chains outside the parent are not located here; chains that stop above the level
 * (a relative who gave only a province) are counted as located but in no group of this level.
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
  const shown = [...counts.entries()].filter(([, n]) => n >= MIN_GROUP).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const hidden = [...counts.values()].filter(n => n < MIN_GROUP)
  return {
    level,
    located: inside.length,
    groups: shown.map(([code, count]) => ({ code, count })),
    hiddenGroups: hidden.length,
    hiddenPeople: hidden.reduce((a, n) => a + n, 0),
    /** inside the parent but not placed at this level (the place given was coarser) */
    coarser: inside.length - [...counts.values()].reduce((a, n) => a + n, 0),
    unlocated: chains.length - inside.length
  }
}
