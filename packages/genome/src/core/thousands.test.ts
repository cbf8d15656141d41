import { Rng } from './random'
import { thousands } from './thousands'

describe('thousands', () => {
  it('writes integers exactly as toLocaleString("en-US") does', () => {
    const xs = [0, 1, -1, 12, 999, 1000, -1000, 12345, 999999, 1000000, 264207, 699999, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]
    const rng = new Rng('thousands')
    for (let k = 0; k < 2000; k++) xs.push(Math.floor((rng.next() - 0.5) * 10 ** (1 + (k % 15))))
    for (const x of xs) expect(thousands(x)).toBe(x.toLocaleString('en-US'))
  })

  it('leaves other numbers to toLocaleString', () => {
    for (const x of [0.5, 1234.5678, NaN, Infinity, -Infinity, 2 ** 60]) expect(thousands(x)).toBe(x.toLocaleString('en-US'))
  })
})
