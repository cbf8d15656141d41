import { CallCode, NO_CALL } from './genotype'
import type { MarkerPanel } from './panel'

/**
 * One person's genotypes over a MarkerPanel, 2 bits a call (see genotype.ts), four calls a
 * byte, marker i at byte i >> 2, bits 2*(i & 3) .. 2*(i & 3)+1.
 * 640,000 markers take 160,000 bytes.
 */
export interface PackedKit {
  readonly panelId: string
  readonly panelChecksum: string
  readonly markerCount: number
  readonly calls: Uint8Array
}

export function createPackedKit(panel: Pick<MarkerPanel, 'id' | 'checksum' | 'size'>): PackedKit {
  return { panelId: panel.id, panelChecksum: panel.checksum, markerCount: panel.size, calls: new Uint8Array((panel.size + 3) >> 2) }
}

export function getCall(kit: PackedKit, i: number): CallCode {
  return ((kit.calls[i >> 2] >> ((i & 3) << 1)) & 3) as CallCode
}

export function setCall(kit: PackedKit, i: number, code: CallCode): void {
  const shift = (i & 3) << 1
  kit.calls[i >> 2] = (kit.calls[i >> 2] & ~(3 << shift)) | (code << shift)
}

// each code's count in a byte of four calls (CODES_IN_BYTE[code * 256 + byte])
const CODES_IN_BYTE = new Uint8Array(4 * 256)
for (let b = 0; b < 256; b++) for (let k = 0; k < 4; k++) CODES_IN_BYTE[((b >> (2 * k)) & 3) * 256 + b]++

/** counts of each call code over [start, end): whole bytes through a table, the ends call by call */
export function countCalls(kit: PackedKit, start = 0, end = kit.markerCount): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0]
  let i = start
  for (; i < end && (i & 3) !== 0; i++) counts[getCall(kit, i)]++
  const calls = kit.calls
  const lastByte = end >> 2
  let a1 = 0
  let het = 0
  let a2 = 0
  for (let b = i >> 2; b < lastByte; b++) {
    const x = calls[b]
    a1 += CODES_IN_BYTE[256 + x]
    het += CODES_IN_BYTE[512 + x]
    a2 += CODES_IN_BYTE[768 + x]
  }
  if (lastByte > i >> 2) {
    const n = (lastByte - (i >> 2)) * 4
    counts[1] += a1
    counts[2] += het
    counts[3] += a2
    counts[0] += n - a1 - het - a2
    i = lastByte << 2
  }
  for (; i < end; i++) counts[getCall(kit, i)]++
  return counts
}

export function isPackedFor(kit: PackedKit, panel: Pick<MarkerPanel, 'id' | 'checksum'>): boolean {
  return kit.panelId === panel.id && kit.panelChecksum === panel.checksum
}

export { NO_CALL }
