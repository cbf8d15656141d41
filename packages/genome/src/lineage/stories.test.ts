import { getReference } from '../reference'
import { loadMtTree } from './mt/tree'
import { findHaplogroup, loadYTree } from './y/tree'
import { hasFigure, HaplogroupStories, lineageStories, loadHaplogroupStories, storyProblems } from './stories'

describe('haplogroup stories (issue 29)', () => {
  const data = loadHaplogroupStories()

  it('cites every statement: no problem in the data file', () => {
    expect(storyProblems(data)).toEqual([])
  })

  it('covers at least 12 Y and 12 mt clades', () => {
    expect(data.y.length).toBeGreaterThanOrEqual(12)
    expect(data.mt.length).toBeGreaterThanOrEqual(12)
  })

  it('fails on an uncited figure, an unknown source and a citation without DOI/PMID/address', () => {
    const bad: HaplogroupStories = {
      about: '',
      citations: { a: { authors: 'X', year: 2000, title: 'T', journal: 'J' } },
      y: [{ clade: 'O', name: 'O（约 3 万年）', statements: [{ text: '占 44%。', cite: [] }, { text: '约 6 千年前', cite: ['nope'] }] }],
      mt: []
    }
    const problems = storyProblems(bad).join('\n')
    expect(problems).toMatch(/a DOI, PMID or address is required/)
    expect(problems).toMatch(/figure outside a cited statement/)
    expect(problems).toMatch(/statement without citation/)
    expect(problems).toMatch(/unknown citation nope/)
    for (const t of ['占 44.3%', '约 25,000–30,000 年前', '约 6 千年前', '约 4 万年', '13.2 ± 3.8 千年', '~6 kya']) expect(hasFigure(t)).toBe(true)
    expect(hasFigure('O-M175 与 N-M231 是姐妹支')).toBe(false)
  })

  it('names only clades the report trees have (ISOGG 2019 for Y, PhyloTree 17 for mt)', () => {
    const ref = getReference()
    const y = loadYTree(ref)
    for (const s of data.y) expect([s.clade, findHaplogroup(y, s.clade)]).not.toEqual([s.clade, -1])
    const mt = loadMtTree(ref)
    const names = new Set(mt.haplogroups)
    for (const s of data.mt) expect([s.clade, names.has(s.clade)]).toEqual([s.clade, true])
  })

  it('gives the stories on a path root first, with sources numbered once', () => {
    const { stories, sources } = lineageStories('y', ['A0-T', 'K', 'NO', 'O', 'O2', 'O2a', 'O2a2b1', 'O2a2b1a1~'])
    expect(stories.map(s => s.clade)).toEqual(['O', 'O2', 'O2a2b1', 'O2a2b1a1'])
    const used = new Set(stories.flatMap(s => s.statements.flatMap(st => st.sources)))
    expect([...used].sort((a, b) => a - b)).toEqual(sources.map((_, i) => i + 1))
    expect(sources.every(s => /doi:10\.|PMID|https?:\/\//.test(s.line) && s.authors && s.year && s.title && s.journal)).toBe(true)
    expect(lineageStories('mt', ['L3', 'M', 'M80\'D', 'D', 'D4', 'D4a']).stories.map(s => s.clade)).toEqual(['M', 'D', 'D4'])
  })
})

describe('haplogroup story sentences are Chinese', () => {
  it('uses Latin letters only for author names, clade and marker names and a few terms', () => {
    const data = loadHaplogroupStories()
    const TERMS = new Set(['ISOGG', 'PhyloTree', 'STR', 'Y-STR', 'DNA', 'FU', 'xN1a', 'kya'])
    const clade = /^(?:[A-Z]{1,3}[0-9a-z'*+]*|[A-Z]{1,2}[0-9a-z*]*-[A-Z]*\d+[a-z]?|Oα|Oβ|Oγ)$/
    const bad: string[] = []
    for (const s of [...data.y, ...data.mt]) {
      for (const st of s.statements) {
        expect(st.text).toMatch(/\p{Script=Han}/u)
        const surnames = new Set(st.cite.flatMap(id => data.citations[id].authors.split(/,\s*/).map(a => a.split(' ')[0])))
        for (const w of st.text.match(/[A-Za-z][A-Za-z0-9'*+-]*/g) ?? []) {
          if (TERMS.has(w) || surnames.has(w) || clade.test(w)) continue
          bad.push(`${s.clade}: ${w}`)
        }
      }
    }
    expect(bad).toEqual([])
  })
})
