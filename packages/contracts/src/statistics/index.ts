/**
 * Counts of other people, the one rule every statistic follows (issue 20 item 8): gene origin,
 * the Y tree's branch counts, a surname's provinces, cities, haplogroups and gene families, the
 * surname page's counts and where one's gene relatives come from. The server applies it before
 * anything leaves; the pages only word what it gives.
 *
 *  1. A group of fewer than MIN_CELL_SIZE people is never shown: not its number (少于5人, 0
 *     included, so "nobody" and "a few" look the same) and, for named groups (a place, a
 *     surname, a clade), not its name either: it joins "其他".
 *  2. Every number shown is rounded down to a multiple of COUNT_STEP and said as "N人以上". One
 *     person joining or leaving changes nothing shown unless the count crosses a multiple of 5,
 *     so the total moving from 8 to 7 is no longer visible, and neither is the difference
 *     between two views (a clade and its parent, a province and its cities, everyone and the
 *     men), which would otherwise give a small group's exact size.
 *
 * Known limit, written down rather than hidden: a change across a multiple of 5 is still
 * visible, and someone able to add accounts of their own can move a count next to one; what
 * such a person learns is that one member of a group of at least 5 left, never who.
 */

/** k of k-anonymity: the smallest group shown (5 is the smallest cell size commonly published) */
export const MIN_CELL_SIZE = 5
/** shown counts are multiples of this */
export const COUNT_STEP = 5
export const SMALL_CELL_LABEL = `少于${MIN_CELL_SIZE}人`

export interface PeopleCount {
  /** the number shown (a multiple of COUNT_STEP, at least MIN_CELL_SIZE), or null when the group is too small to show */
  count: number | null
  label: string
}

/** the number shown for n people: null below MIN_CELL_SIZE, else n rounded down to a multiple of COUNT_STEP */
export function shownNumber(n: number): number | null {
  if (!(n >= MIN_CELL_SIZE)) return null
  return Math.floor(n / COUNT_STEP) * COUNT_STEP
}

/** the words for a shown number: 10人以上, or 少于5人 */
export function peopleCountLabel(shown: number | null): string {
  return shown === null ? SMALL_CELL_LABEL : `${shown}人以上`
}

/** one count of people as it may be shown */
export function peopleCount(n: number): PeopleCount {
  const count = shownNumber(n)
  return { count, label: peopleCountLabel(count) }
}

/**
 * Order of shown groups: by the shown number, larger first (never by the exact count, whose order
 * would tell two groups shown alike apart and change when one person leaves); ties by the
 * caller's own key.
 */
export function byShownCount(a: { count: number | null }, b: { count: number | null }): number {
  return (b.count ?? -1) - (a.count ?? -1)
}

/**
 * A breakdown by named groups: only groups of at least MIN_CELL_SIZE keep their name (in the
 * order given: sort the result with byShownCount); the smaller ones and `unnamed` people (in no
 * group) are counted together as `other`, which follows rule 1 itself.
 */
export function namedCells<T extends { count: number }>(cells: readonly T[], unnamed = 0): { shown: Array<Omit<T, 'count'> & PeopleCount>; other: PeopleCount } {
  const shown: Array<Omit<T, 'count'> & PeopleCount> = []
  let rest = unnamed
  for (const cell of cells) {
    if (cell.count >= MIN_CELL_SIZE) {
      const { count, ...named } = cell
      shown.push({ ...named, ...peopleCount(count) })
    } else rest += cell.count
  }
  return { shown, other: peopleCount(rest) }
}
