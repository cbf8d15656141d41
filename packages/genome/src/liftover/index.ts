import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y, ChromCode, parseChrom } from '../core/chromosome'
import { getReference, Reference } from '../reference'

/**
 * Exact lift-over with UCSC chain files (`liftover-hg38-to-hg19`, `liftover-hg19-to-hg38` in
 * the reference). A chain is `chain score tName tSize tStrand tStart tEnd qName qSize qStrand
 * qStart qEnd id` then `size dt dq` gap-free blocks, 0-based half-open; a 1-based position p
 * of the source (t) inside a block maps to q = qStart + (p - 1 - tStart) + 1. When chains
 * overlap and send the position to different places (segmental duplications), the position is
 * `ambiguous` and kept out rather than given the highest-scoring chain's answer.
 *
 * A position is NOT moved, and is counted, when it falls in no block (`unmapped`), when its
 * chain leads to another chromosome or to an alternative contig (`otherChromosome`), or when
 * the chain's target is on the minus strand (`minusStrand`: the alleles would have to be
 * complemented; the engine keeps such markers out rather than guess). chrMT is not lifted:
 * consumer files and GRCh38 both use the rCRS for it.
 */
export type LiftOutcome = 'mapped' | 'unmapped' | 'otherChromosome' | 'minusStrand' | 'ambiguous'

export interface LiftCounts {
  mapped: number
  unmapped: number
  otherChromosome: number
  minusStrand: number
  /** positions two chains map to different places (segmental duplications): kept out */
  ambiguous: number
  /** chrMT positions kept as they are (rCRS in both builds) */
  mitochondrial: number
  examples: string[]
}

interface ChromBlocks {
  tStart: Int32Array
  size: Int32Array
  qStart: Int32Array
  /** target chromosome code (0 for an alternative contig) and strand (1 minus) of the block's chain */
  qChrom: Uint8Array
  qMinus: Uint8Array
  /** rank of the chain (0 = highest score) */
  rank: Int32Array
  /** running maximum of tStart + size over blocks sorted by tStart */
  maxEnd: Int32Array
}

export class ChainMap {
  private constructor(private readonly blocks: Map<ChromCode, ChromBlocks>, readonly name: string) {}

  static async load(ref: Reference, name: 'liftover-hg38-to-hg19' | 'liftover-hg19-to-hg38'): Promise<ChainMap> {
    const raw = new Map<ChromCode, { t: number[]; s: number[]; q: number[]; c: number[]; m: number[]; r: number[] }>()
    let cur: { t: number[]; s: number[]; q: number[]; c: number[]; m: number[]; r: number[] } | undefined
    let tPos = 0
    let qPos = 0
    let qChrom = 0
    let qMinus = 0
    let rank = 0
    for await (const line of ref.lines(name)) {
      if (line.startsWith('chain')) {
        const f = line.split(/\s+/)
        const tName = f[2]
        const tChrom = primaryChrom(tName)
        qChrom = primaryChrom(f[7])
        qMinus = f[9] === '-' ? 1 : 0
        tPos = Number(f[5])
        qPos = Number(f[10])
        rank++
        if (!tChrom || f[4] !== '+') {
          cur = undefined
          continue
        }
        cur = raw.get(tChrom)
        if (!cur) raw.set(tChrom, (cur = { t: [], s: [], q: [], c: [], m: [], r: [] }))
        continue
      }
      if (!cur || !line) continue
      const sp1 = line.indexOf('\t') >= 0 ? line.split('\t') : line.split(' ')
      const size = Number(sp1[0])
      cur.t.push(tPos)
      cur.s.push(size)
      cur.q.push(qPos)
      cur.c.push(qChrom)
      cur.m.push(qMinus)
      cur.r.push(rank)
      tPos += size + (sp1.length > 1 ? Number(sp1[1]) : 0)
      qPos += size + (sp1.length > 2 ? Number(sp1[2]) : 0)
    }
    const blocks = new Map<ChromCode, ChromBlocks>()
    for (const [chrom, r] of raw) {
      const order = r.t.map((_, i) => i).sort((a, b) => r.t[a] - r.t[b] || r.r[a] - r.r[b])
      const n = order.length
      const b: ChromBlocks = { tStart: new Int32Array(n), size: new Int32Array(n), qStart: new Int32Array(n), qChrom: new Uint8Array(n), qMinus: new Uint8Array(n), rank: new Int32Array(n), maxEnd: new Int32Array(n) }
      let maxEnd = 0
      order.forEach((k, i) => {
        b.tStart[i] = r.t[k]
        b.size[i] = r.s[k]
        b.qStart[i] = r.q[k]
        b.qChrom[i] = r.c[k]
        b.qMinus[i] = r.m[k]
        b.rank[i] = r.r[k]
        maxEnd = Math.max(maxEnd, r.t[k] + r.s[k])
        b.maxEnd[i] = maxEnd
      })
      blocks.set(chrom, b)
    }
    return new ChainMap(blocks, name)
  }

  /**
   * Lifts a 1-based position. Returns the outcome and, when mapped, the 1-based target position
   * (same chromosome). PAR positions (XY) are looked up on X.
   */
  lift(chrom: ChromCode, pos: number): { outcome: LiftOutcome; pos: number; chrom: ChromCode } {
    const srcChrom = chrom === CHROM_XY ? CHROM_X : chrom
    const b = this.blocks.get(srcChrom)
    if (!b) return { outcome: 'unmapped', pos: 0, chrom }
    const p0 = pos - 1
    // last block with tStart <= p0
    let lo = 0
    let hi = b.tStart.length - 1
    let at = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (b.tStart[mid] <= p0) {
        at = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    let best = -1
    let ambiguous = false
    for (let i = at; i >= 0 && b.maxEnd[i] > p0; i--) {
      if (b.tStart[i] + b.size[i] <= p0) continue
      if (best >= 0) {
        const q1 = b.qStart[best] + (p0 - b.tStart[best])
        const q2 = b.qStart[i] + (p0 - b.tStart[i])
        if (q1 !== q2 || b.qChrom[i] !== b.qChrom[best] || b.qMinus[i] !== b.qMinus[best]) ambiguous = true
      }
      if (best < 0 || b.rank[i] < b.rank[best]) best = i
    }
    if (best < 0) return { outcome: 'unmapped', pos: 0, chrom }
    if (ambiguous) return { outcome: 'ambiguous', pos: 0, chrom }
    if (b.qChrom[best] !== srcChrom) return { outcome: 'otherChromosome', pos: 0, chrom }
    if (b.qMinus[best]) return { outcome: 'minusStrand', pos: 0, chrom }
    return { outcome: 'mapped', pos: b.qStart[best] + (p0 - b.tStart[best]) + 1, chrom }
  }
}

/** 'chr1'..'chr22', 'chrX', 'chrY' -> code; alternative contigs, chrM and anything else -> 0 */
function primaryChrom(name: string): ChromCode {
  if (/_/.test(name)) return 0
  const c = parseChrom(name)
  return c >= 1 && c <= CHROM_Y && c !== CHROM_XY ? c : 0
}

const cache = new Map<string, Promise<ChainMap>>()

export function loadChain(name: 'liftover-hg38-to-hg19' | 'liftover-hg19-to-hg38', ref: Reference = getReference()): Promise<ChainMap> {
  const key = `${ref.dir}\0${name}`
  let p = cache.get(key)
  if (!p) {
    if (!ref.has(name)) throw new Error(`the reference directory has no ${name} chain file: GRCh38 files cannot be lifted to GRCh37`)
    p = ChainMap.load(ref, name)
    cache.set(key, p)
  }
  return p
}

export function emptyLiftCounts(): LiftCounts {
  return { mapped: 0, unmapped: 0, otherChromosome: 0, minusStrand: 0, ambiguous: 0, mitochondrial: 0, examples: [] }
}

/** lifts one marker and counts it; returns the new position or 0 when it is kept out */
export function liftCounted(chain: ChainMap, chrom: ChromCode, pos: number, counts: LiftCounts): number {
  if (chrom === CHROM_MT) {
    counts.mitochondrial++
    return pos
  }
  const r = chain.lift(chrom, pos)
  counts[r.outcome]++
  if (r.outcome !== 'mapped') {
    if (counts.examples.length < 10) counts.examples.push(`${chrom}:${pos} ${r.outcome}`)
    return 0
  }
  return r.pos
}
