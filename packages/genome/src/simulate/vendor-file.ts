import * as fs from 'fs'
import type { MarkerPanel } from '../core/panel'
import { ChipName, chipLayout, chipMarkerId } from '../generate/chips'
import { GeneratorVendor, LineInput, VENDOR_LAYOUTS } from '../generate/vendors'
import type { GenotypePlanes } from '../relatives/planes'

/**
 * Writes simulated genotypes (e.g. a pedigree's relatives) as a raw file in a vendor layout,
 * through the generator's own layouts (generate/vendors.ts), so that the relatives CLI and
 * tests run on files shaped like real exports. The header says the data is synthetic.
 * Markers the simulator does not model (X, Y, MT) are written as no-calls. With `chip`, only
 * that simulated chip's markers are written, with its ids (generate/chips.ts).
 */
export function writeSimulatedVendorFile(panel: MarkerPanel, planes: GenotypePlanes, vendor: GeneratorVendor, out: string, note: string[], chip?: ChipName): { path: string; lines: number } {
  const layout = VENDOR_LAYOUTS[vendor]
  if (!layout) throw new Error(`unknown vendor layout '${vendor}'`)
  if (planes.markerCount !== panel.size) throw new Error(`genotypes have ${planes.markerCount} markers, the panel ${panel.size}`)
  const onChip = chip ? chipLayout(panel, chip).index : undefined
  const n = onChip ? onChip.length : panel.size
  const fd = fs.openSync(out, 'w')
  try {
    fs.writeSync(fd, layout.header(['SYNTHETIC relatives simulation of the 基因寻根 genome engine: not a real person, not a real export.', ...note]))
    let chunk: string[] = []
    for (let k = 0; k < n; k++) {
      const i = onChip ? onChip[k] : k
      const w = i >>> 5
      const bit = i & 31
      const lo = (planes.lo[w] >>> bit) & 1
      const hi = (planes.hi[w] >>> bit) & 1
      const a1 = panel.a1[i]
      const a2 = panel.a2[i]
      const x: LineInput = { id: chip ? chipMarkerId(panel, chip, i, k) : panel.rsid[i], chrom: panel.chrom[i], pos: panel.pos[i], ref: a1, alt: a2, a: '', b: '' }
      if (lo || hi) {
        x.a = lo && hi ? a2 : a1
        x.b = hi ? a2 : a1
      }
      chunk.push(layout.line(x))
      if (chunk.length === 20000) {
        fs.writeSync(fd, chunk.join('\n') + '\n')
        chunk = []
      }
    }
    if (chunk.length) fs.writeSync(fd, chunk.join('\n') + '\n')
  } finally {
    fs.closeSync(fd)
  }
  return { path: out, lines: n }
}
