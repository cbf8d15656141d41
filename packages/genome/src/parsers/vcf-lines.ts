import { ALLELE, chromFromBytes, uintFromBytes } from './bytes'
import { TableLines } from './table-lines'

/** Single-sample VCF lines: REF/ALT indexes in GT (phased or not, haploid), indels skipped and counted. */
export abstract class VcfLines extends TableLines {
  protected vcfLine(buf: Uint8Array, s: number, e: number, line: number): void {
    const { fs, fe } = this
    const r = this.record
    this.readId(buf, fs[2], fe[2])
    r.chrom = chromFromBytes(buf, fs[0], fe[0])
    if (r.chrom === 0) return this.reject(buf, s, e, line, 'invalid chromosome')
    const p = uintFromBytes(buf, fs[1], fe[1])
    if (p <= 0) return this.reject(buf, s, e, line, 'invalid position')
    r.pos = p
    // GT must be the first FORMAT key (VCF 4.x, section 1.6.2)
    if (!(fe[8] - fs[8] >= 2 && buf[fs[8]] === 71 && buf[fs[8] + 1] === 84 && (fe[8] - fs[8] === 2 || buf[fs[8] + 2] === 58))) {
      return this.reject(buf, s, e, line, 'VCF: FORMAT does not start with GT')
    }
    const col = this.format!.vcfSampleCol!
    let ga = fs[col]
    let gb = ga
    while (gb < fe[col] && buf[gb] !== 58) gb++
    // allele indexes: up to two (consumer files are diploid or haploid)
    let i0 = -2
    let i1 = -2
    let k = 0
    let i = ga
    while (i < gb) {
      let v: number
      if (buf[i] === 46) {
        v = -1
        i++
      } else {
        let j = i
        v = 0
        while (j < gb && buf[j] >= 48 && buf[j] <= 57) v = v * 10 + buf[j++] - 48
        if (j === i) return this.reject(buf, s, e, line, 'VCF: malformed GT')
        i = j
      }
      if (k === 0) i0 = v
      else if (k === 1) i1 = v
      else return this.reject(buf, s, e, line, 'VCF: more than two alleles in GT')
      k++
      if (i < gb) {
        if (buf[i] !== 47 && buf[i] !== 124) return this.reject(buf, s, e, line, 'VCF: malformed GT')
        i++
      }
    }
    if (k === 0) return this.reject(buf, s, e, line, 'VCF: empty GT')
    if (i0 === -1 || i1 === -1) {
      if (k === 2 && i0 !== i1) this.counts.halfCalls++
      r.a = 0
      r.b = 0
      return this.accept()
    }
    const x = this.vcfAllele(buf, i0)
    const y = k === 2 ? this.vcfAllele(buf, i1) : 0
    if (x === -2 || y === -2) {
      this.skip('indel or structural allele (VCF)')
      return
    }
    if (x < 0 || y < 0) return this.reject(buf, s, e, line, 'VCF: GT refers to an allele that is missing')
    r.a = x
    r.b = y
    if (i0 === 0 && (k === 1 || i1 === 0)) this.counts.referenceCalls++
    this.accept()
  }

  /** allele `index` of REF (0) or ALT (1..) as a code; -1 missing or '.', -2 not a single base */
  protected vcfAllele(buf: Uint8Array, index: number): number {
    const { fs, fe } = this
    let a: number
    let b: number
    if (index === 0) {
      a = fs[3]
      b = fe[3]
    } else {
      a = fs[4]
      let k = 1
      while (k < index && a < fe[4]) {
        if (buf[a] === 44) k++
        a++
      }
      if (k < index) return -1
      b = a
      while (b < fe[4] && buf[b] !== 44) b++
    }
    if (b - a !== 1) return b - a === 0 ? -1 : -2
    const c = ALLELE[buf[a]]
    if (c === 0 || c === 73 || c === 68) return buf[a] === 46 ? -1 : -2 // '.', or I/D which are not VCF bases
    return c < 0 ? (buf[a] === 42 ? -2 : -1) : c
  }

}
