import { Rng } from '../core/random'
import { ChromosomeMap, interpolateCm } from '../reference/readers'
import { interpolateRun } from './match-panel'

describe('interpolateRun (a match panel\'s cM, one walk along the map)', () => {
  it('gives the numbers of interpolateCm marker by marker: ascending, repeated, clamped and out-of-order positions', () => {
    const rng = new Rng('interpolate-run')
    // a map with steps of varying size, one repeated position
    const rows = 2000
    const pos = new Int32Array(rows)
    const cM = new Float64Array(rows)
    for (let r = 1; r < rows; r++) {
      pos[r] = pos[r - 1] + (r === 700 ? 0 : 1 + Math.floor(rng.next() * 5000))
      cM[r] = cM[r - 1] + rng.next() * 0.02
    }
    for (let r = 0; r < rows; r++) pos[r] += 50_000
    const map: ChromosomeMap = { pos, cM }
    for (const disorder of [0, 0.01]) {
      const n = 20_000
      const at = new Int32Array(n)
      let x = 1000
      for (let k = 0; k < n; k++) {
        x += rng.next() < 0.1 ? 0 : Math.floor(rng.next() * 600)
        at[k] = rng.next() < disorder ? Math.floor(rng.next() * pos[rows - 1] * 1.1) : x
      }
      at[5] = pos[0]
      at[6] = pos[700]
      at[n - 1] = pos[rows - 1] + 10
      const want = Float64Array.from(at, p => interpolateCm(map, p))
      const got = new Float64Array(n).fill(NaN)
      interpolateRun(map, at, 0, n, got)
      expect(Buffer.from(got.buffer).equals(Buffer.from(want.buffer))).toBe(true)
    }
  })
})
