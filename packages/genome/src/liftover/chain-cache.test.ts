import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { ChainMap } from './index'
import { getReference } from '../reference'

jest.setTimeout(60_000)

describe('the parsed chain kept in the engine cache', () => {
  const ref = getReference()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-chain-'))
  const before = process.env.GENOME_CACHE_DIR
  beforeAll(() => (process.env.GENOME_CACHE_DIR = dir))
  afterAll(() => {
    if (before === undefined) delete process.env.GENOME_CACHE_DIR
    else process.env.GENOME_CACHE_DIR = before
    fs.rmSync(dir, { recursive: true, force: true })
  })

  // positions across every autosome and X, some in no block
  const probes: [number, number][] = []
  for (let c = 1; c <= 23; c++) for (let k = 1; k <= 40; k++) probes.push([c, k * 3_700_001 + c * 17])
  const lifted = (m: ChainMap) => probes.map(([c, p]) => m.lift(c, p))

  it('lifts as the chain file does when read back, and a damaged cache file is parsed again, not trusted', async () => {
    const built = await ChainMap.load(ref, 'liftover-hg38-to-hg19')
    const files = fs.readdirSync(dir).filter(f => f.startsWith('chain-'))
    expect(files).toHaveLength(1)
    const file = path.join(dir, files[0])
    const fromCache = await ChainMap.load(ref, 'liftover-hg38-to-hg19')
    const want = lifted(built)
    expect(want.some(r => r.outcome === 'mapped')).toBe(true)
    expect(lifted(fromCache)).toEqual(want)
    const bytes = fs.readFileSync(file)
    bytes[Math.floor(bytes.length / 2)] ^= 0x40
    fs.writeFileSync(file, bytes)
    expect(lifted(await ChainMap.load(ref, 'liftover-hg38-to-hg19'))).toEqual(want)
    // the damaged file was replaced by a good one
    expect(fs.readFileSync(file).equals(bytes)).toBe(false)
    expect(lifted(await ChainMap.load(ref, 'liftover-hg38-to-hg19'))).toEqual(want)
  })
})
