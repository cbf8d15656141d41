/**
 * Gene origin (基因溯源, spec 2.9 /report/gene-origin/*): the pure rules the pages show. Counts
 * of other people come from the server already cut at the anonymity minimum (a count below it is
 * null with the words 少于N人); nothing here can turn them back into numbers.
 */
import { POPULATION_ZH } from '@xungen/contracts'
import type { GeneOriginLine } from '@xungen/contracts/endpoints'

export const LINE_LABEL: Record<GeneOriginLine, string> = { paternal: '父系', maternal: '母系' }
export const LINE_DNA: Record<GeneOriginLine, string> = { paternal: 'Y 染色体', maternal: '线粒体 DNA' }

/** the line in a URL (?line=), paternal when missing or unknown */
export function parseLine(value: string | null | undefined): GeneOriginLine {
  return value === 'maternal' ? 'maternal' : 'paternal'
}

export interface OriginCount {
  count: number | null
  text: string
}

/** the server's words for a count; a count that was withheld is never shown as a number */
export function countText(c: OriginCount | null | undefined): string {
  if (!c) return '—'
  // the server's words: 少于5人, or the number rounded down to a multiple of 5 (10人以上; issue 20 item 8)
  return c.text
}

/** where a clade sits relative to the person's own haplogroup */
export function levelText(levelsAbove: number): string {
  return levelsAbove === 0 ? '您的单倍群' : `您的单倍群往上第 ${levelsAbove} 级`
}

/** one row of the common-origin list in words */
export function commonRowText(line: GeneOriginLine, clade: string, people: OriginCount, sameSurname: OriginCount, hasSurname: boolean): string {
  const base = `与您同属${LINE_LABEL[line]} ${clade} 支系的用户：${countText(people)}`
  return hasSurname ? `${base}，其中同姓 ${countText(sameSurname)}` : base
}

/**
 * The rows worth listing: the clades of the line, deepest first, cut after the first clade that
 * every participant shares (above it the counts no longer change and say nothing more).
 */
export function usefulClades<T extends { people: OriginCount }>(clades: readonly T[]): T[] {
  const out: T[] = []
  for (let i = 0; i < clades.length; i++) {
    out.push(clades[i])
    const next = clades[i + 1]
    const same = next && next.people.count !== null && next.people.count === clades[i].people.count
    const restSame = same && clades.slice(i + 1).every(c => c.people.count === clades[i].people.count)
    if (restSame) break
  }
  return out
}

/** the share of a reference population's men in a clade, as a percentage with one decimal */
export function populationShare(inClade: number, men: number): string {
  return men > 0 ? `${((100 * inClade) / men).toFixed(1)}%` : '—'
}

// the electronic report (server) names the populations the same way
export { POPULATION_ZH }

export function populationName(code: string): string {
  return POPULATION_ZH[code] ? `${POPULATION_ZH[code]}（${code}）` : code
}
