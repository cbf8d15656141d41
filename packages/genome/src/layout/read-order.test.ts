import { Rng } from '../core/random'
import { insertionSortOrder } from './read'

/** what readFileKit sorted with before: a comparator, ties in line order */
function comparatorSort(order: Uint32Array, chrom: Uint8Array, pos: Int32Array): Uint32Array {
  return order.slice().sort((x, y) => chrom[x] - chrom[y] || pos[x] - pos[y] || x - y)
}

function lines(n: number, rng: Rng, disorder: number): { chrom: Uint8Array; pos: Int32Array } {
  const chrom = new Uint8Array(n)
  const pos = new Int32Array(n)
  let c = 1
  let p = 1000
  for (let i = 0; i < n; i++) {
    if (rng.next() < 0.001 && c < 26) {
      c++
      p = 1000
    }
    // repeated positions (duplicates) and a few lines out of place
    p += rng.next() < 0.05 ? 0 : 1 + Math.floor(rng.next() * 5000)
    chrom[i] = c
    pos[i] = p
    if (rng.next() < disorder) {
      chrom[i] = 1 + Math.floor(rng.next() * 26)
      pos[i] = Math.floor(rng.next() * 1e6)
    }
  }
  return { chrom, pos }
}

describe('insertionSortOrder (readFileKit step 2)', () => {
  it('gives the order the comparator sort gives, ties in line order', () => {
    const rng = new Rng('sort-order')
    for (const disorder of [0, 0.0005, 0.01, 0.2]) {
      for (let t = 0; t < 5; t++) {
        const n = 2000 + Math.floor(rng.next() * 20000)
        const { chrom, pos } = lines(n, rng, disorder)
        // some lines are kept out: the order holds a subset, increasing
        const order = Uint32Array.from({ length: n }, (_, i) => i).filter(i => rng.next() > 0.1)
        const want = comparatorSort(order, chrom, pos)
        const got = order.slice()
        if (insertionSortOrder(got, chrom, pos, Infinity)) expect(Buffer.from(got.buffer).equals(Buffer.from(want.buffer))).toBe(true)
        else throw new Error('an unbounded budget never gives up')
      }
    }
  })

  it('gives up past its budget, leaving a permutation the comparator sort finishes', () => {
    const rng = new Rng('sort-budget')
    const n = 5000
    const { chrom, pos } = lines(n, rng, 0.5)
    const order = Uint32Array.from({ length: n }, (_, i) => i)
    const want = comparatorSort(order, chrom, pos)
    const got = order.slice()
    expect(insertionSortOrder(got, chrom, pos, n)).toBe(false)
    expect([...got].sort((a, b) => a - b)).toEqual([...order])
    expect(Buffer.from(comparatorSort(got, chrom, pos).buffer).equals(Buffer.from(want.buffer))).toBe(true)
  })
})
