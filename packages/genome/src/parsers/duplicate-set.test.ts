import { Rng } from '../core/random'
import { DuplicateSet } from './bytes'

describe('DuplicateSet (ids seen twice in a file)', () => {
  it('counts the pairs that repeat an earlier one as a Set does, for files from a few lines to more than its first guess', () => {
    const rng = new Rng('duplicate-set')
    for (const [guess, lines] of [
      [1000, 0],
      [1000, 7],
      [1000, 513],
      // sized for 1,000 lines, given 300,000: the columns grow several times, 1,024 partitions
      [1000, 300_000]
    ]) {
      const d = new DuplicateSet(guess)
      const ref = new Set<string>()
      let want = 0
      for (let k = 0; k < lines; k++) {
        const r = rng.next()
        // rsIDs (x = 1), internal ids (x = 2), chrom:pos (x = 100 + chrom); repeats on purpose,
        // among them the same y under another kind, which is not a repeat
        const x = r < 0.7 ? 1 : r < 0.85 ? 2 : 100 + 1 + Math.floor(rng.next() * 26)
        const y = rng.next() < 0.1 ? Math.floor(rng.next() * 1000) : rng.next() < 0.001 ? 0x7fffffff : Math.floor(rng.next() * 0x7fffffff)
        const key = `${x}:${y}`
        if (ref.has(key)) want++
        ref.add(key)
        d.add(x, y)
      }
      expect(d.repeats()).toBe(want)
      if (lines === 300_000) expect(want).toBeGreaterThan(20_000)
    }
  })
})
