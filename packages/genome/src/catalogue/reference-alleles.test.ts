import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { loadCatalogue } from '.'
import type { LoadedPanel } from '../panel/cache'
import { getReference } from '../reference'
import { buildReferenceAlleles, cacheFileFor, catalogueReferenceAlleles, deserializeReferenceAlleles, serializeReferenceAlleles } from './reference-alleles'

jest.setTimeout(300_000)

const ref = getReference()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-refalleles-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the catalogue reference bases are cached beside the cached panel', () => {
  let catalogue: LoadedPanel
  beforeAll(async () => {
    catalogue = await loadCatalogue(ref)
  })

  it('reads back from its cache file exactly what is built from the sources', async () => {
    const built = await buildReferenceAlleles(catalogue, ref)
    expect(built.known.autosomal).toBeGreaterThan(1000)
    // the same catalogue, its cache file in a directory of this test
    const copy: LoadedPanel = { ...catalogue, cacheFile: path.join(dir, path.basename(catalogue.cacheFile)) }
    const file = cacheFileFor(copy, ref)!
    expect(path.dirname(file)).toBe(dir)
    expect(fs.existsSync(file)).toBe(false)
    const first = await catalogueReferenceAlleles(copy, ref)
    expect(fs.existsSync(file)).toBe(true)
    // a second catalogue object (another process) reads the file
    const again = await catalogueReferenceAlleles({ ...copy }, ref)
    for (const r of [first, again]) {
      expect(Buffer.from(r.code).equals(Buffer.from(built.code))).toBe(true)
      expect(Buffer.from(r.aim).equals(Buffer.from(built.aim))).toBe(true)
      expect(r.known).toEqual(built.known)
      expect(r.conflicts).toBe(built.conflicts)
    }
  })

  it('is keyed by the panel and the reference datasets, and refuses a damaged or foreign file', async () => {
    const built = await buildReferenceAlleles(catalogue, ref)
    const a = cacheFileFor(catalogue, ref)
    expect(cacheFileFor({ ...catalogue, cacheFile: catalogue.cacheFile.replace(/panel-[0-9a-f]+/, 'panel-0000') }, ref)).not.toBe(a)
    const fewer = { ...ref, has: (name: string) => name !== 'snp-sites-peddy-grch37' && ref.has(name) }
    expect(cacheFileFor(catalogue, fewer)).not.toBe(a)
    expect(cacheFileFor({ ...catalogue, cacheFile: '' }, ref)).toBeUndefined()
    const bytes = serializeReferenceAlleles(built)
    expect(() => deserializeReferenceAlleles(bytes, built.code.length + 1)).toThrow(/another catalogue/)
    const damaged = Buffer.from(bytes)
    damaged[40] ^= 1
    expect(() => deserializeReferenceAlleles(damaged, built.code.length)).toThrow(/corrupt/)
    // a damaged cache file is rebuilt, not trusted
    const copy: LoadedPanel = { ...catalogue, cacheFile: path.join(dir, 'damaged', path.basename(catalogue.cacheFile)) }
    const file = cacheFileFor(copy, ref)!
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, damaged)
    const r = await catalogueReferenceAlleles(copy, ref)
    expect(Buffer.from(r.code).equals(Buffer.from(built.code))).toBe(true)
    expect(fs.readFileSync(file).equals(bytes)).toBe(true)
  })
})
