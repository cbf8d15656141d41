import { createPackedKit, PackedKit } from '../core/packed'
import type { MarkerPanel } from '../core/panel'

/**
 * Genotypes as two bit-planes, the layout every comparison works on (bit i of word i >> 5 is
 * marker i, least significant bit first). With the 2-bit call code c of core/genotype.ts:
 *
 *   lo = 1 when the call is homozygous (c = 1 or 3)
 *   hi = 1 when the call carries allele a2 (c = 2 or 3)
 *
 *   no-call  lo 0 hi 0      a1/a1  lo 1 hi 0      a1/a2  lo 0 hi 1      a2/a2  lo 1 hi 1
 *
 * so that, for 32 markers at once,
 *   opposite homozygotes  = loA & loB & (hiA ^ hiB)
 *   called in both        = (loA | hiA) & (loB | hiB)
 *   different genotypes   = called in both & ((loA ^ loB) | (hiA ^ hiB))
 * Two planes take exactly the 2 bits a call of the PackedKit.
 */
export interface GenotypePlanes {
  readonly markerCount: number
  readonly lo: Int32Array
  readonly hi: Int32Array
}

export function createPlanes(markerCount: number): GenotypePlanes {
  const words = (markerCount + 31) >>> 5
  return { markerCount, lo: new Int32Array(words), hi: new Int32Array(words) }
}

// one byte of a PackedKit holds four calls; these tables give their lo and hi bits as nibbles
const LO_NIBBLE = new Uint8Array(256)
const HI_NIBBLE = new Uint8Array(256)
for (let b = 0; b < 256; b++) {
  let lo = 0
  let hi = 0
  for (let k = 0; k < 4; k++) {
    const c = (b >> (2 * k)) & 3
    if (c === 1 || c === 3) lo |= 1 << k
    if (c >= 2) hi |= 1 << k
  }
  LO_NIBBLE[b] = lo
  HI_NIBBLE[b] = hi
}

export function planesFromPackedKit(kit: PackedKit): GenotypePlanes {
  const planes = createPlanes(kit.markerCount)
  const bytes = kit.calls
  const { lo, hi } = planes
  for (let w = 0; w < lo.length; w++) {
    let l = 0
    let h = 0
    const base = w << 3
    const end = Math.min(8, bytes.length - base)
    for (let k = 0; k < end; k++) {
      const b = bytes[base + k]
      l |= LO_NIBBLE[b] << (k << 2)
      h |= HI_NIBBLE[b] << (k << 2)
    }
    lo[w] = l
    hi[w] = h
  }
  return planes
}

export function packedKitFromPlanes(planes: GenotypePlanes, panel: Pick<MarkerPanel, 'id' | 'checksum' | 'size'>): PackedKit {
  if (panel.size !== planes.markerCount) throw new Error(`planes have ${planes.markerCount} markers, the panel ${panel.size}`)
  const kit = createPackedKit(panel)
  const out = kit.calls
  for (let i = 0; i < planes.markerCount; i++) {
    const w = i >>> 5
    const bit = i & 31
    const l = (planes.lo[w] >>> bit) & 1
    const h = (planes.hi[w] >>> bit) & 1
    // lo/hi back to the call code: 00 -> 0, 10 -> 1, 01 -> 2, 11 -> 3
    const code = l ? (h ? 3 : 1) : h ? 2 : 0
    out[i >> 2] |= code << ((i & 3) << 1)
  }
  return kit
}

/** number of set bits of a 32-bit integer */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}

/** markers called (not no-call) in a planes object */
export function calledCount(planes: GenotypePlanes): number {
  let n = 0
  for (let w = 0; w < planes.lo.length; w++) n += popcount32(planes.lo[w] | planes.hi[w])
  return n
}
