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

/** counts of each call code over [start, end) */
export function countCalls(kit: PackedKit, start = 0, end = kit.markerCount): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0]
  for (let i = start; i < end; i++) counts[getCall(kit, i)]++
  return counts
}

export function isPackedFor(kit: PackedKit, panel: Pick<MarkerPanel, 'id' | 'checksum'>): boolean {
  return kit.panelId === panel.id && kit.panelChecksum === panel.checksum
}

export { NO_CALL }
