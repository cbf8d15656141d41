import { Rng } from '../core/random'
import { DuplicateSet } from './bytes'

describe('DuplicateSet (ids seen twice in a file)', () => {
  it('answers as a set of (x, y) pairs does, through the growth of its table', () => {
    const rng = new Rng('duplicate-set')
    // sized for 1,000 lines, given 300,000: the table grows several times
    const d = new DuplicateSet(1000)
    const ref = new Set<string>()
    for (let k = 0; k < 300_000; k++) {
      const r = rng.next()
      // rsIDs (x = 1), internal ids (x = 2), chrom:pos (x = 100 + chrom); repeats on purpose
      const x = r < 0.7 ? 1 : r < 0.85 ? 2 : 100 + 1 + Math.floor(rng.next() * 26)
      const y = rng.next() < 0.1 ? Math.floor(rng.next() * 1000) : rng.next() < 0.001 ? 0x7fffffff : Math.floor(rng.next() * 0x7fffffff)
      const key = `${x}:${y}`
      expect(d.seen(x, y)).toBe(ref.has(key))
      ref.add(key)
    }
  })
})
