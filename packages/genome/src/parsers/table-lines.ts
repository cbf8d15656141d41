import { chromFromBytes, decoder, sameBytes, uintFromBytes, ALLELE } from './bytes'
import { GenotypeFileError } from './errors'
import { LineDecoder } from './line-decoder'

/**
 * Column tables: 23andMe, AncestryDNA, FTDNA, MyHeritage, LivingDNA, WeGene, 23Mofang, the
 * Illumina reports and generic tables (formats.ts says which column is which): fields split on
 * tabs/spaces or commas, a genotype column ('AG', 'A', 'A/G') or two allele columns.
 */
export abstract class TableLines extends LineDecoder {
  private sampleBytes: Uint8Array | undefined

  /** fills fs/fe with the field bounds of a line; returns the number of fields found */
  protected split(buf: Uint8Array, s: number, e: number): number {
    const { fs, fe } = this
    const limit = this.maxCol + 1
    let n = 0
    if (this.format!.delimiter === 'comma') {
      let start = s
      for (let i = s; i <= e && n < limit; i++) {
        if (i === e || buf[i] === 44) {
          let a = start
          let b = i
          while (a < b && (buf[a] === 34 || buf[a] === 32 || buf[a] === 9)) a++
          while (b > a && (buf[b - 1] === 34 || buf[b - 1] === 32 || buf[b - 1] === 9)) b--
          fs[n] = a
          fe[n++] = b
          start = i + 1
        }
      }
      return n
    }
    let i = s
    while (n < limit) {
      while (i < e && (buf[i] === 9 || buf[i] === 32)) i++
      if (i >= e) break
      const a = i
      while (i < e && buf[i] !== 9 && buf[i] !== 32) i++
      fs[n] = a
      fe[n++] = i
    }
    return n
  }

  /** a data line of a column table, its fields already split */
  protected tableLine(buf: Uint8Array, s: number, e: number, line: number): void {
    const f = this.format!
    const { fs, fe } = this
    const r = this.record
    if (f.sampleCol >= 0) {
      const a = fs[f.sampleCol]
      const b = fe[f.sampleCol]
      if (!this.sampleBytes) this.sampleBytes = buf.slice(a, b)
      else if (!sameBytes(this.sampleBytes, buf, a, b)) {
        throw new GenotypeFileError('multi-sample', `this report holds more than one sample ('${decoder.decode(this.sampleBytes)}' and '${decoder.decode(buf.subarray(a, b))}' at line ${line}); export one sample per file`)
      }
    }
    this.readId(buf, fs[f.idCol], fe[f.idCol])
    if (f.chromCol >= 0) {
      r.chrom = chromFromBytes(buf, fs[f.chromCol], fe[f.chromCol])
      if (r.chrom === 0) return this.reject(buf, s, e, line, 'invalid chromosome')
    }
    if (f.posCol >= 0) {
      const p = uintFromBytes(buf, fs[f.posCol], fe[f.posCol])
      if (p < 0) return this.reject(buf, s, e, line, 'invalid position')
      r.pos = p
    }
    if (f.layout === 'genotype') {
      if (!this.readGenotype(buf, fs[f.genotypeCol], fe[f.genotypeCol])) return this.reject(buf, s, e, line, 'invalid genotype')
    } else if (!this.readAlleles(buf, fs[f.genotypeCol], fe[f.genotypeCol], fs[f.allele2Col], fe[f.allele2Col])) {
      return this.reject(buf, s, e, line, 'invalid allele')
    }
    this.accept()
  }

  protected readGenotype(buf: Uint8Array, a: number, b: number): boolean {
    const r = this.record
    const len = b - a
    let x: number
    let y: number
    if (len === 2) {
      x = ALLELE[buf[a]]
      y = ALLELE[buf[a + 1]]
    } else if (len === 1) {
      x = ALLELE[buf[a]]
      if (x < 0) return false
      r.a = x
      r.b = 0
      return true
    } else if (len === 3 && (buf[a + 1] === 47 || buf[a + 1] === 124)) {
      x = ALLELE[buf[a]]
      y = ALLELE[buf[a + 2]]
    } else return false
    if (x < 0 || y < 0) return false
    return this.setPair(x, y)
  }

  protected readAlleles(buf: Uint8Array, a1: number, b1: number, a2: number, b2: number): boolean {
    const x = this.alleleField(buf, a1, b1)
    const y = this.alleleField(buf, a2, b2)
    if (x < 0 || y < 0) return false
    return this.setPair(x, y)
  }

  protected alleleField(buf: Uint8Array, a: number, b: number): number {
    if (b - a === 1) return ALLELE[buf[a]]
    // '--' in a single allele column (Mapmygenome) is a no-call
    for (let i = a; i < b; i++) if (ALLELE[buf[i]] !== 0) return -1
    return b > a ? 0 : -1
  }

}
