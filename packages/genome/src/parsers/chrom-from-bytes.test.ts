import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { chromFromBytes } from './bytes'

/** the rule chromFromBytes states, written out on the name's text */
function expected(name: string): number {
  const n = /^chr/i.test(name) && name.length > 3 ? name.slice(3) : name
  if (/^[0-9]{1,2}$/.test(n)) return Number(n) >= 1 && Number(n) <= 26 ? Number(n) : 0
  return ({ X: CHROM_X, Y: CHROM_Y, M: CHROM_MT, XY: CHROM_XY, MT: CHROM_MT, PAR: CHROM_XY } as Record<string, number>)[n.toUpperCase()] ?? 0
}

describe('chromFromBytes (a line\'s chromosome name to its code)', () => {
  it('gives every 1- and 2-byte name, with and without chr, the code of the rule, asked twice (table filled on the first ask)', () => {
    const buf = new Uint8Array(5)
    buf.set([99, 104, 114]) // 'chr'
    for (let pass = 0; pass < 2; pass++) {
      for (let b0 = 0; b0 < 256; b0++) {
        const one = String.fromCharCode(b0)
        buf[3] = b0
        expect([one, chromFromBytes(buf, 3, 4)]).toEqual([one, expected(one)])
        expect([`chr${one}`, chromFromBytes(buf, 0, 4)]).toEqual([`chr${one}`, expected(`chr${one}`)])
        for (let b1 = 0; b1 < 256; b1++) {
          buf[4] = b1
          const k = chromFromBytes(buf, 3, 5)
          // latin1 bytes: the rule is on ASCII digits and letters only (0xdf folds only a-z onto A-Z for these letters)
          if (k !== expected(one + String.fromCharCode(b1))) throw new Error(`${b0},${b1}: ${k}`)
        }
      }
    }
  })

  it('reads PAR and names of other lengths as before', () => {
    const code = (s: string) => chromFromBytes(new TextEncoder().encode(s), 0, s.length)
    expect([code('PAR'), code('par'), code('chrPAR'), code('chr22'), code('CHRX'), code('chrMT'), code('123'), code('chr'), code('')]).toEqual([CHROM_XY, CHROM_XY, CHROM_XY, 22, CHROM_X, CHROM_MT, 0, 0, 0])
  })
})
