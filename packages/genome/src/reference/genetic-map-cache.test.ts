import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { getReference } from './index'
import { geneticMapFromCache, geneticMapToCache, readGeneticMap } from './readers'

describe('the parsed genetic map kept in the engine cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-map-'))
  const before = process.env.GENOME_CACHE_DIR
  beforeAll(() => (process.env.GENOME_CACHE_DIR = dir))
  afterAll(() => {
    if (before === undefined) delete process.env.GENOME_CACHE_DIR
    else process.env.GENOME_CACHE_DIR = before
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is written on the first read, reads back bit for bit, and a damaged file is refused', () => {
    const map = readGeneticMap(getReference())
    const files = fs.readdirSync(dir).filter(f => f.startsWith('genetic-map-'))
    expect(files).toHaveLength(1)
    const bytes = fs.readFileSync(path.join(dir, files[0]))
    expect(bytes.equals(geneticMapToCache(map))).toBe(true)
    const back = geneticMapFromCache(bytes)
    expect([...back.keys()]).toEqual([...map.keys()])
    expect([...map.keys()]).toHaveLength(22)
    for (const [c, m] of map) {
      expect(Buffer.from(back.get(c)!.pos.buffer).equals(Buffer.from(m.pos.buffer, m.pos.byteOffset, m.pos.byteLength))).toBe(true)
      expect(Buffer.from(back.get(c)!.cM.buffer).equals(Buffer.from(m.cM.buffer, m.cM.byteOffset, m.cM.byteLength))).toBe(true)
    }
    const damaged = Buffer.from(bytes)
    damaged[1000] ^= 1
    expect(() => geneticMapFromCache(damaged)).toThrow(/damaged/)
    expect(() => geneticMapFromCache(bytes.subarray(0, bytes.length - 9))).toThrow()
  })
})
