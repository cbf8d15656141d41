import * as fs from 'fs'
import * as path from 'path'
import { genomePackageDir } from '../reference/package-paths'

/**
 * Haplogroup stories (issue 29): for the Y and mt clades common in China, what published papers
 * say about the line: where it arose, when (only where a paper gives an age, named with the
 * paper), where it is common. Data: knowledge/lineage/haplogroup-stories.zh-CN.json, Chinese
 * text, every statement with its citations. `storyProblems` is the rule its test holds: no
 * statement without a known citation, no citation without authors, year, title, journal and a
 * DOI, PMID or address, and no figure (a percentage, an age) anywhere outside a cited statement.
 */

export interface StoryCitation {
  authors: string
  year: number
  title: string
  journal: string
  doi?: string
  pmid?: string
  url?: string
  /** a preprint, not peer reviewed: said in the citation line */
  preprint?: boolean
}

export interface StoryStatement {
  text: string
  cite: string[]
  /** the statement sets two sources side by side because they disagree */
  kind?: 'disagreement'
}

export interface CladeStory {
  /** the clade's name in the report's tree (Y: ISOGG 2019 long name; mt: PhyloTree 17) */
  clade: string
  /** the name shown (Y: letter and defining SNP) */
  name: string
  statements: StoryStatement[]
}

export interface HaplogroupStories {
  about: string
  citations: Record<string, StoryCitation>
  y: CladeStory[]
  mt: CladeStory[]
}

export const STORIES_FILE = path.join(genomePackageDir(), 'knowledge', 'lineage', 'haplogroup-stories.zh-CN.json')

let cached: HaplogroupStories | null = null
export function loadHaplogroupStories(): HaplogroupStories {
  if (!cached) cached = JSON.parse(fs.readFileSync(STORIES_FILE, 'utf8')) as HaplogroupStories
  return cached
}

/** a number with a unit that makes it a finding: a share, an age, a date before present */
const FIGURE = /\d[\d,.]*\s*(?:%|％|千年|万年|年前|年|kya|ky|ka\b)|\d\s*[–-]\s*\d[\d,.]*\s*(?:千年|万年|年前)/i

/** true when a text carries a figure (a percentage, years, 万年/千年/年前) */
export function hasFigure(text: string): boolean {
  return FIGURE.test(text)
}

/** the citation as one line (authors, year, title, journal, DOI/PMID/address) */
export function citationText(c: StoryCitation): string {
  const id = c.doi ? `doi:${c.doi}` : c.pmid ? `PMID ${c.pmid}` : c.url ?? ''
  return `${c.authors} (${c.year}). ${c.title}. ${c.journal}${id ? `. ${id}` : ''}`
}

/** every way the data breaks the rule, in words (empty: the data is fine) */
export function storyProblems(data: HaplogroupStories): string[] {
  const out: string[] = []
  for (const [id, c] of Object.entries(data.citations)) {
    if (!c.authors || !c.title || !c.journal || !Number.isInteger(c.year)) out.push(`citation ${id}: authors, year, title and journal are required`)
    if (!c.doi && !c.pmid && !c.url) out.push(`citation ${id}: a DOI, PMID or address is required`)
    if (c.doi && !/^10\.\d{4,9}\/\S+$/.test(c.doi)) out.push(`citation ${id}: malformed DOI ${c.doi}`)
  }
  for (const kind of ['y', 'mt'] as const) {
    const seen = new Set<string>()
    for (const s of data[kind]) {
      const at = `${kind} ${s.clade}`
      if (seen.has(s.clade)) out.push(`${at}: listed twice`)
      seen.add(s.clade)
      if (hasFigure(s.name) || hasFigure(s.clade)) out.push(`${at}: a figure outside a cited statement`)
      if (!s.statements.length) out.push(`${at}: no statements`)
      for (const st of s.statements) {
        if (!st.cite.length) out.push(`${at}: statement without citation: ${st.text}`)
        for (const id of st.cite) if (!data.citations[id]) out.push(`${at}: unknown citation ${id}`)
        if (st.kind === 'disagreement' && st.cite.length < 2) out.push(`${at}: a disagreement needs both sources`)
      }
    }
  }
  return out
}

export interface StoryOnPath {
  clade: string
  name: string
  statements: { text: string; disagreement: boolean; sources: number[] }[]
}

/**
 * The stories of the clades on a person's path (root first), with their sources numbered once
 * for the page: `sources[i - 1]` is the citation of number i.
 */
export interface StorySource {
  authors: string
  year: number
  title: string
  journal: string
  doi: string | null
  pmid: string | null
  url: string | null
  /** the whole citation as one line */
  line: string
}

export function lineageStories(line: 'y' | 'mt', pathNames: readonly string[]): { stories: StoryOnPath[]; sources: StorySource[] } {
  const data = loadHaplogroupStories()
  const byClade = new Map(data[line].map(s => [s.clade, s]))
  const order: string[] = []
  const stories: StoryOnPath[] = []
  for (const raw of pathNames) {
    const story = byClade.get(raw.replace(/[~*]+$/, ''))
    if (!story) continue
    stories.push({
      clade: story.clade,
      name: story.name,
      statements: story.statements.map(st => ({
        text: st.text,
        disagreement: st.kind === 'disagreement',
        sources: st.cite.map(id => {
          let i = order.indexOf(id)
          if (i < 0) i = order.push(id) - 1
          return i + 1
        })
      }))
    })
  }
  return {
    stories,
    sources: order.map(id => {
      const c = data.citations[id]
      return { authors: c.authors, year: c.year, title: c.title, journal: c.journal, doi: c.doi ?? null, pmid: c.pmid ?? null, url: c.url ?? null, line: citationText(c) }
    })
  }
}
