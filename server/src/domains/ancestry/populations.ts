/**
 * Reference tables the ancestry report reads beside the engine's calls: where a Y lineage is
 * common among the 1000 Genomes men and in the Y-LineageTracker population index. The calls
 * themselves and the relatives' segments come from the analysis domain's engine port.
 */
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { populationName, yIndexPopulationName } from '@xungen/contracts'
import { lineagePath, referenceFile } from '../analysis'

interface YPopulations {
  men: Array<{ haplogroup: string; population: string; group: string }>
  index: Array<{ haplogroup: string; population: string }>
}
let yPops: YPopulations | null = null

/** 1000 Genomes men with their ISOGG haplogroups and populations, and the Y-LineageTracker population index */
export function yPopulationData(): YPopulations {
  if (yPops) return yPops
  const dir = referenceFile('y_haplogroups')
  const rows = (file: string, sep: string) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map(l => l.split(sep))
  const popOf = new Map(rows('1000g_male_populations.tsv', '\t').map(([id, pop, group]) => [id, { pop, group }]))
  const men = rows('1000g_male_y_haplogroups.tsv', '\t').flatMap(([id, hg]) => {
    const p = popOf.get(id)
    return p ? [{ haplogroup: hg, population: p.pop, group: p.group }] : []
  })
  // mutation,haplogroup,population with CRLF endings; the population field may be quoted and hold commas
  const index = readFileSync(path.join(dir, 'ylt_isogg_population_index.csv'), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .flatMap(line => {
      const m = /^[^,]*,([^,]*),(.*)$/.exec(line)
      if (!m) return []
      const population = m[2].trim().replace(/^"(.*)"$/, '$1').replace(/""/g, '"')
      return population ? [{ haplogroup: m[1].trim(), population }] : []
    })
  yPops = { men, index }
  return yPops
}

/**
 * Per 1000 Genomes population: its men, and those whose Y haplogroup lies in the clade on the
 * tree (the clade is on the path of their haplogroup: ISOGG names are not prefixes of their clades
 * above the letter level, K holds O, N and R). Men whose haplogroup the tree does not know count
 * among the men only. The ancestry report and gene origin both read it.
 */
export function cladeByPopulation(clade: string) {
  const data = yPopulationData()
  const target = clade.replace(/[~*]+$/, '')
  const byPop = new Map<string, { population: string; group: string; men: number; inClade: number }>()
  for (const m of data.men) {
    const row = byPop.get(m.population) ?? { population: m.population, group: m.group, men: 0, inClade: 0 }
    row.men++
    if (lineagePath('paternal', m.haplogroup)?.includes(target)) row.inClade++
    byPop.set(m.population, row)
  }
  return [...byPop.values()].filter(r => r.inClade > 0).sort((a, b) => b.inClade / b.men - a.inClade / a.men)
}

/** the rows of cladeByPopulation as the pages show them: the population and its region in Chinese */
export function cladeByPopulationZh(clade: string) {
  return cladeByPopulation(clade).map(r => ({ ...r, population: populationName(r.population), group: populationName(r.group) }))
}

/** the Y-LineageTracker index's populations of some clades, in Chinese; an entry the names table cannot word is left out */
export function yIndexPopulationsZh(clades: ReadonlySet<string>): Array<{ haplogroup: string; population: string }> {
  return yPopulationData().index.filter(r => clades.has(r.haplogroup)).flatMap(r => {
    const population = yIndexPopulationName(r.population)
    return population ? [{ haplogroup: r.haplogroup, population }] : []
  })
}
