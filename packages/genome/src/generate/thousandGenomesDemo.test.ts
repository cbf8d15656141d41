/**
 * The demo file of the report's sample mode (server/src/domains/analysis/demo.ts): a real 1000
 * Genomes sample's genotypes, plus the knowledge base's other markers simulated from their cited
 * East Asian frequencies, said in the header; the real genotypes stay as they are.
 */
import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { parseChrom } from '../core/chromosome'
import { loadKnowledgeBase } from '../knowledge/load'
import { getReference } from '../reference'
import { readAimGenotypes } from '../reference/readers'
import { writeThousandGenomesFile } from './index'

jest.setTimeout(120_000)
const ref = getReference()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-demo-file-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const body = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(l => l && !l.startsWith('#'))

describe('writeThousandGenomesFile with simulated health markers', () => {
  it('adds every chip marker of the knowledge base once, says they are simulated, keeps the real genotypes and repeats with the same seed', async () => {
    const a = path.join(dir, 'a.txt')
    const b = path.join(dir, 'b.txt')
    const plain = path.join(dir, 'plain.txt')
    const r = await writeThousandGenomesFile({ sample: 'NA18525', out: a, ref, simulateHealthMarkers: { seed: 7 } })
    await writeThousandGenomesFile({ sample: 'NA18525', out: b, ref, simulateHealthMarkers: { seed: 7 } })
    const p = await writeThousandGenomesFile({ sample: 'NA18525', out: plain, ref })
    expect(p.simulatedMarkers).toBe(0)
    expect(fs.readFileSync(plain, 'utf8')).not.toContain('SIMULATED')
    expect(r.simulatedMarkers).toBeGreaterThan(100)
    expect(fs.readFileSync(a, 'utf8')).toContain(`PLUS ${r.simulatedMarkers} health knowledge-base markers SIMULATED from East Asian allele frequencies (seed 7): not this person's genotypes`)
    expect(body(a)).toEqual(body(b))

    // every real line of the plain file is in the demo file unchanged
    const lines = new Set(body(a))
    for (const l of body(plain)) expect(lines.has(l)).toBe(true)
    const kidd = readAimGenotypes(ref, 'kidd55')
    const rs671 = kidd.samples.find(s => s.sample === 'NA18525')!.genotypes[kidd.rsids.indexOf('rs671')]
    expect(body(a)).toContain(`rs671\t12\t112241766\t${rs671}`)

    // each knowledge-base chip marker sits at its position once, with its own alleles
    const byPos = new Map(body(a).map(l => l.split('\t')).map(f => [`${parseChrom(f[1])}:${f[2]}`, f]))
    const kb = loadKnowledgeBase()
    for (const m of kb.markers.values()) {
      if (!m.onCommonChips) continue
      const f = byPos.get(`${parseChrom(m.chrom)}:${m.pos}`)
      expect(f).toBeDefined()
      if (f![0] === m.rsid) for (const allele of f![3]) expect([m.ref, m.alt]).toContain(allele)
    }
    expect(body(a)).toHaveLength(new Set(byPos.keys()).size)
  })
})
