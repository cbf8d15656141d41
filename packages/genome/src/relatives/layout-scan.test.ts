import { Rng } from '../core/random'
import { restrictRange } from './layout-scan'

/** restrictRange one marker at a time, as it was written before it gathered each output word in locals */
function restrictOneByOne(planes: { lo: Int32Array; hi: Int32Array }, idx: Int32Array, swap: Uint8Array | undefined, out: { lo: Int32Array; hi: Int32Array }, k0: number, k1: number): void {
  for (let k = k0; k < k1; k++) {
    const i = idx[k]
    const l = (planes.lo[i >>> 5] >>> (i & 31)) & 1
    let h = (planes.hi[i >>> 5] >>> (i & 31)) & 1
    if (swap && swap[k] && l) h ^= 1
    out.lo[k >>> 5] |= l << (k & 31)
    out.hi[k >>> 5] |= h << (k & 31)
  }
}

describe('restrictRange', () => {
  it('gives the planes of the markers idx names, swapped where swap says, for any range and into words other ranges filled', () => {
    const rng = new Rng('restrict-range')
    const size = 5000
    const int = () => (rng.next() * 2 ** 32) | 0
    const planes = { lo: Int32Array.from({ length: (size + 31) >>> 5 }, int), hi: Int32Array.from({ length: (size + 31) >>> 5 }, int) }
    const idx = Int32Array.from({ length: size }, (_, k) => k).filter(() => rng.next() < 0.7)
    const n = idx.length
    const swap = Uint8Array.from({ length: n }, () => (rng.next() < 0.3 ? 1 : 0))
    for (let trial = 0; trial < 300; trial++) {
      const a = Math.floor(rng.next() * n)
      const b = Math.min(n, a + Math.floor(rng.next() * (trial % 3 === 0 ? 40 : 2000)))
      const s = trial % 2 ? swap : undefined
      // what another range (a chromosome before this one) left in the same words
      const before = Math.floor(rng.next() * (a + 1))
      const words = (n + 31) >>> 5
      const got = { lo: new Int32Array(words), hi: new Int32Array(words) }
      const want = { lo: new Int32Array(words), hi: new Int32Array(words) }
      restrictOneByOne(planes, idx, s, got, before, a)
      restrictOneByOne(planes, idx, s, want, before, a)
      restrictRange(planes, idx, s, got, a, b)
      restrictOneByOne(planes, idx, s, want, a, b)
      expect(got).toEqual(want)
    }
  })
})
