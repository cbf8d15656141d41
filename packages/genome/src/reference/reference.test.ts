import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { getReference, loadManifest, ReferenceDataError, resolveReferenceDir } from './index'

describe('reference data access', () => {
  it('lists every dataset with source repo, commit, licence and a sha256', () => {
    const m = loadManifest()
    expect(m.datasets.length).toBeGreaterThan(90)
    for (const d of m.datasets) {
      expect(d.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/)
      expect(d.source.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(d.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(d.licence.length).toBeGreaterThan(3)
    }
    expect(new Set(m.datasets.map(d => d.name)).size).toBe(m.datasets.length)
  })

  it('fails with a message that names the sources when no directory can be found', () => {
    const missing = path.join(os.tmpdir(), 'no-such-reference-dir-xungen')
    expect(() => resolveReferenceDir({ XUNGEN_REFERENCE_DIR: missing })).toThrow(ReferenceDataError)
    expect(() => resolveReferenceDir({ XUNGEN_REFERENCE_DIR: missing })).toThrow(/Shuhua-Group\/Y-LineageTracker/)
  })

  it('streams gzip datasets line by line and reads plain ones', async () => {
    const ref = getReference()
    let n = 0
    let first = ''
    for await (const line of ref.lines('hapmap3-chr1-frequencies')) {
      if (n++ === 0) first = line
    }
    expect(first.startsWith('#chrom position rsid A1 A2')).toBe(true)
    expect(n).toBe(10000)
    expect(ref.text('aims-kidd55-grch37').split('\n')[0]).toBe('rsid\tchromosome\tposition')
  })

  it('reports a missing file and a changed file when verifying a directory', async () => {
    const real = getReference()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-ref-'))
    const kidd = real.entry('aims-kidd55-grch37').file
    fs.mkdirSync(path.join(dir, path.dirname(kidd)), { recursive: true })
    fs.writeFileSync(path.join(dir, kidd), fs.readFileSync(real.path('aims-kidd55-grch37'), 'utf8').replace('rs3737576', 'rs3737577'))
    const rows = await getReference({ dir }).verify()
    expect(rows.find(r => r.name === 'aims-kidd55-grch37')!.status).toBe('checksum-mismatch')
    expect(rows.find(r => r.name === 'genetic-map-grch37')!.status).toBe('missing')
    expect(() => getReference({ dir }).path('genetic-map-grch37')).toThrow(/missing/)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('verifies every checksum of the configured mirror', async () => {
    const rows = await getReference().verify()
    expect(rows.filter(r => r.status !== 'ok')).toEqual([])
  })
})
