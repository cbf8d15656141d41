/**
 * Deterministic pseudo-random numbers for the panel builder, the frequency model and the
 * generators. Same seed, same output, on every machine: nothing here reads the clock.
 *
 * Rng is xoshiro128** (Blackman & Vigna 2018, https://prng.di.unimi.it/), seeded through
 * splitmix32. hashUniform() is a counter-based generator (a stateless hash of its inputs) so
 * that a value drawn for (marker, population) does not depend on the order of evaluation.
 */

// Math's functions as module constants: hot loops here run millions of times, and under a test
// runner's sandbox (a vm context) every `Math.` lookup goes through the sandbox's global object,
// which made drawing one population's frequencies 20 times slower there than in plain Node.
const { imul, floor, sqrt, log, sin, cos, pow, PI } = Math

/** 32-bit FNV-1a of a string, to turn text seeds ('CHB', 'synthetic-fill') into numbers */
export function seedFromString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number
  private spareNormal: number | undefined

  constructor(seed: number | string) {
    this.a = this.b = this.c = this.d = 0
    this.reseed(seed)
  }

  /** restarts the sequence from a new seed (lets hot loops reuse one generator) */
  reseed(seed: number | string): this {
    // splitmix32 inline: hot loops reseed once per draw
    let s = (typeof seed === 'string' ? seedFromString(seed) : seed) >>> 0
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = imul(z ^ (z >>> 16), 0x85ebca6b)
      z = imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next() | 1
    this.spareNormal = undefined
    return this
  }

  /** uniform 32-bit unsigned integer */
  nextUint32(): number {
    const result = imul(rotl(imul(this.b, 5), 7), 9) >>> 0
    const t = this.b << 9
    this.c ^= this.a
    this.d ^= this.b
    this.b ^= this.c
    this.a ^= this.d
    this.c ^= t
    this.d = rotl(this.d, 11)
    return result
  }

  /** uniform in [0, 1) with 32 bits of resolution */
  next(): number {
    return this.nextUint32() / 4294967296
  }

  /** uniform integer in [0, n) */
  int(n: number): number {
    return floor(this.next() * n)
  }

  normal(): number {
    if (this.spareNormal !== undefined) {
      const s = this.spareNormal
      this.spareNormal = undefined
      return s
    }
    let u = 0
    while (u === 0) u = this.next()
    const v = this.next()
    const r = sqrt(-2 * log(u))
    this.spareNormal = r * sin(2 * PI * v)
    return r * cos(2 * PI * v)
  }

  /** Gamma(shape, 1) by Marsaglia & Tsang (2000), ACM TOMS 26:363 */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * pow(this.next() || Number.MIN_VALUE, 1 / shape)
    const d = shape - 1 / 3
    const c = 1 / sqrt(9 * d)
    for (;;) {
      let x: number
      let v: number
      do {
        x = this.normal()
        v = 1 + c * x
      } while (v <= 0)
      v = v * v * v
      const u = this.next()
      if (u < 1 - 0.0331 * x * x * x * x) return d * v
      if (log(u) < 0.5 * x * x + d * (1 - v + log(v))) return d * v
    }
  }

  beta(alpha: number, beta: number): number {
    const x = this.gamma(alpha)
    const y = this.gamma(beta)
    return x + y === 0 ? 0.5 : x / (x + y)
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}

/** stateless 32-bit hash of up to three integers (murmur3 finaliser over a mix) */
export function hash32(a: number, b: number, c = 0): number {
  let h = imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ imul(b + 0x7f4a7c15, 0xc2b2ae35) ^ imul(c ^ 0x165667b1, 0x27d4eb2f)
  h ^= h >>> 16
  h = imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}
