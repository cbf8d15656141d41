import * as fs from 'fs'
import * as path from 'path'
import { isAutosome } from '../core/chromosome'
import { writeFileAtomic } from '../core/atomic-file'
import { crc32 } from '../core/kit-file'
import type { KitLayout } from '../layout/layout'
import type { AutosomeRange, MatchPanel } from './match-panel'
import type { FrameLayout } from './position-frame'
import { BinCm, binCmOf, finishLayout, SCREEN_FORMAT_VERSION, ScreenLayout, ScreenParams } from './screen'

/**
 * What opening a layout's shard of the layout index needs, stored beside the shard
 * (`kits/<L>/prepared.bin`) when kits are added, so that a query process rebuilds almost
 * nothing per layout (issue 28 item 2). Without it every query process inflated each layout
 * file and hashed it again (~60 ms a 250,000-marker layout), interpolated its markers' cM on the
 * genetic map (~12 ms) and read and copied its screen bins into shared memory (~15 ms).
 *
 * Uncompressed; every section starts at a multiple of 8 and has its own CRC-32:
 *
 *   0 'XGPS', 4 format version u32, 8 header length u32, 12 CRC-32 of the header,
 *   16 header (JSON, padded with spaces to a multiple of 8), then the sections the header lists:
 *   read on open, in one piece into ONE SharedArrayBuffer (the scan threads get them without a
 *   copy): markers i32[32 w], binFirst i32[w], binLast i32[w], the cM of each bin's first and
 *   last marker f64[w] x 2, the layout's slots in the index's position frame i32[n]
 *   (position-frame.ts, with the frame state they were made against), allele1 u8[n],
 *   allele2 u8[n], wordChrom u8[w];
 *   read when first asked for (a kit of the layout passed the screen, the frame slots could not
 *   be used): cm f64[n], pos i32[n], chrom u8[n].
 * With a hundred layouts a query process reads ~1.5 MB a 250,000-marker layout instead of 5.
 *
 * It is a derived copy: the layout file (`layouts/<L>.xgl`, whose size and CRC-32 the header
 * keeps: a layout that learned alleles is written again) and the shard's `layout.bin` stay the
 * truth. A file of another format version, a damaged one or one made from another copy of the
 * layout is never read: the shard is opened from the layout as before and the file written
 * again; a column read later that is found damaged is taken from the layout instead.
 */
export const PREPARED_SHARD_MAGIC = 'XGPS'
export const PREPARED_SHARD_VERSION = 1
export const PREPARED_SHARD_FILE = 'prepared.bin'

export interface PreparedShard {
  layout: FrameLayout
  panel: MatchPanel
  /** the layout's own screen layout (from the file: derived on first use) */
  readonly screen: ScreenLayout
  /** the stored columns the screen layout is derived from, in shared memory (read from the file):
   * the scan threads derive it themselves, so a query process that never screens a query on this
   * layout does not */
  screenBase?: ScreenBase
  /** the cM of the screen bins' first and last markers (finishLayout of an overlap's windows) */
  bins: BinCm
  /** the layout's autosomal markers */
  autosomal: number
  /** true when the screen's columns are views of shared memory (read from the file) */
  shared: boolean
  /** the layout's slots in the index's position frame, made against state `token` of `size` slots */
  frame?: FrameSlots
  /** closes the file the later columns are read from */
  close(): void
}

/** finishLayout's inputs for a layout's own screen (screen.ts) */
export interface ScreenBase {
  params: ScreenParams
  markers: Int32Array
  binFirst: Int32Array
  binLast: Int32Array
  wordChrom: Uint8Array
  bins: BinCm
}

export interface FrameSlots {
  slots: Int32Array
  token: string
  size: number
}

type Section = [offset: number, bytes: number, crc: number]

interface Header {
  layoutId: string
  /** size and CRC-32 (its last 4 bytes) of the layout file it was made from */
  layoutFile: { size: number; crc: number }
  /** size of the shard's layout.bin (the screen bins) it was made from */
  screenFileSize: number
  screenVersion: number
  allelesKnown: number
  markerCount: number
  words: number
  params: ScreenParams
  panelChecksum: string
  autosomes: AutosomeRange[]
  genomeCm: number
  autosomal: number
  frame?: { token: string; size: number }
  sections: Record<string, Section>
}

const EAGER = ['markers', 'binFirst', 'binLast', 'binFirstCm', 'binLastCm', 'slots', 'allele1', 'allele2', 'wordChrom']
const LAZY = ['cm', 'pos', 'chrom']

/** size and trailing CRC-32 of a layout file, read without reading the file */
export function layoutFileStamp(file: string): { size: number; crc: number } {
  const fd = fs.openSync(file, 'r')
  try {
    const size = fs.fstatSync(fd).size
    const b = Buffer.alloc(4)
    if (size >= 4) fs.readSync(fd, b, 0, 4, size - 4)
    return { size, crc: b.readUInt32LE(0) }
  } finally {
    fs.closeSync(fd)
  }
}

export function preparedShardFile(shardDir: string): string {
  return path.join(shardDir, PREPARED_SHARD_FILE)
}

export function autosomalMarkers(l: Pick<KitLayout, 'size' | 'chrom'>): number {
  let n = 0
  for (let i = 0; i < l.size; i++) if (isAutosome(l.chrom[i])) n++
  return n
}

/** writes the shard's prepared file from the layout, its panel and the shard's screen layout */
export function writePreparedShard(shardDir: string, layoutFile: string, layout: KitLayout, panel: MatchPanel, screen: ScreenLayout, frame?: FrameSlots): void {
  const n = layout.size
  const w = screen.words
  const bins = binCmOf(panel.cm, screen.binFirst, screen.binLast)
  const all: Record<string, ArrayBufferView | undefined> = {
    markers: screen.markers,
    binFirst: screen.binFirst,
    binLast: screen.binLast,
    binFirstCm: bins.first,
    binLastCm: bins.last,
    slots: frame?.slots,
    allele1: layout.allele1,
    allele2: layout.allele2,
    wordChrom: screen.wordChrom,
    cm: panel.cm,
    pos: layout.pos,
    chrom: layout.chrom
  }
  const columns = [...EAGER, ...LAZY].filter(k => all[k]).map(k => [k, all[k]!] as const)
  const sections: Header['sections'] = {}
  const header: Header = {
    layoutId: layout.id,
    layoutFile: layoutFileStamp(layoutFile),
    screenFileSize: fs.statSync(path.join(shardDir, 'layout.bin')).size,
    screenVersion: screen.version,
    allelesKnown: layout.allelesKnown,
    markerCount: n,
    words: w,
    params: screen.params,
    panelChecksum: panel.panelChecksum,
    autosomes: [...panel.autosomes],
    genomeCm: panel.genomeCm,
    autosomal: autosomalMarkers(layout),
    ...(frame ? { frame: { token: frame.token, size: frame.size } } : {}),
    sections
  }
  // offsets depend on the header's length, which depends on the offsets: lay out with the
  // largest numbers they can take, then pad the real header to that room
  const draft = Buffer.byteLength(JSON.stringify({ ...header, sections: Object.fromEntries(columns.map(([k]) => [k, [1e12, 1e12, 4294967295]])) }))
  const headerBytes = (draft + 7) & ~7
  let at = 16 + headerBytes
  for (const [k, a] of columns) {
    const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
    sections[k] = [at, a.byteLength, crc32(bytes)]
    at = (at + a.byteLength + 7) & ~7
  }
  const out = Buffer.alloc(at)
  out.write(PREPARED_SHARD_MAGIC, 0, 'latin1')
  out.writeUInt32LE(PREPARED_SHARD_VERSION, 4)
  out.writeUInt32LE(headerBytes, 8)
  const json = Buffer.from(JSON.stringify(header))
  if (json.length > headerBytes) throw new Error('prepared shard header outgrew its room')
  out.fill(0x20, 16, 16 + headerBytes)
  json.copy(out, 16)
  for (const [k, a] of columns) out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), sections[k][0])
  out.writeUInt32LE(crc32(out.subarray(16, 16 + headerBytes)), 12)
  writeFileAtomic(preparedShardFile(shardDir), out)
}

function readFully(fd: number, into: Uint8Array, position: number): boolean {
  let done = 0
  while (done < into.length) {
    const got = fs.readSync(fd, into, done, into.length - done, position + done)
    if (got <= 0) return false
    done += got
  }
  return true
}

/**
 * The shard's prepared data, or undefined when the file is absent, of another format version,
 * damaged, or made from another copy of the layout or of the screen bins (the caller then
 * rebuilds it from the layout). `expect` is what the shard's manifest says; `fromLayout` gives
 * a later column from the layout itself when the file's copy is found damaged.
 */
export function readPreparedShard(
  shardDir: string,
  layoutFile: string,
  expect: { layoutId: string; markerCount: number; screenWords: number },
  fromLayout: () => { layout: KitLayout; panel: MatchPanel }
): PreparedShard | undefined {
  const file = preparedShardFile(shardDir)
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch {
    return undefined
  }
  let keep = false
  try {
    const size = fs.fstatSync(fd).size
    const head = Buffer.alloc(16)
    if (size < 16 || !readFully(fd, head, 0)) return undefined
    if (head.toString('latin1', 0, 4) !== PREPARED_SHARD_MAGIC || head.readUInt32LE(4) !== PREPARED_SHARD_VERSION) return undefined
    const hlen = head.readUInt32LE(8)
    if (16 + hlen > size) return undefined
    const hb = Buffer.alloc(hlen)
    if (!readFully(fd, hb, 16) || crc32(hb) !== head.readUInt32LE(12)) return undefined
    let h: Header
    try {
      h = JSON.parse(hb.toString('utf8')) as Header
    } catch {
      return undefined
    }
    if (h.layoutId !== expect.layoutId || h.markerCount !== expect.markerCount || h.words !== expect.screenWords || h.screenVersion !== SCREEN_FORMAT_VERSION) return undefined
    let stamp: { size: number; crc: number }
    let screenFileSize: number
    try {
      stamp = layoutFileStamp(layoutFile)
      screenFileSize = fs.statSync(path.join(shardDir, 'layout.bin')).size
    } catch {
      return undefined
    }
    if (stamp.size !== h.layoutFile.size || stamp.crc !== h.layoutFile.crc || screenFileSize !== h.screenFileSize) return undefined
    const n = h.markerCount
    const w = h.words
    const want: Record<string, number> = { markers: 128 * w, binFirst: 4 * w, binLast: 4 * w, binFirstCm: 8 * w, binLastCm: 8 * w, slots: 4 * n, allele1: n, allele2: n, wordChrom: w, cm: 8 * n, pos: 4 * n, chrom: n }
    for (const [k, len] of Object.entries(want)) {
      const sec = h.sections[k]
      if (!sec) {
        if (k === 'slots' && !h.frame) continue
        return undefined
      }
      if (sec[1] !== len || sec[0] % 8 !== 0 || sec[0] + sec[1] > size) return undefined
    }
    // the sections read now lie together: one read, one shared buffer
    const eager = EAGER.filter(k => h.sections[k])
    const from = Math.min(...eager.map(k => h.sections[k][0]))
    const to = Math.max(...eager.map(k => h.sections[k][0] + h.sections[k][1]))
    const sab = new SharedArrayBuffer(to - from)
    const bytes = new Uint8Array(sab)
    if (!readFully(fd, bytes, from)) return undefined
    for (const k of eager) {
      const [at, len, crc] = h.sections[k]
      if (crc32(bytes.subarray(at - from, at - from + len)) !== crc) return undefined
    }
    const at = (k: string) => h.sections[k][0] - from
    const lazy = new Map<string, ArrayBufferView>()
    let rebuilt: { layout: KitLayout; panel: MatchPanel } | undefined
    // a later column: its own shared buffer; taken from the layout if the file's copy is damaged
    const column = <T extends Float64Array | Int32Array | Uint8Array>(k: 'cm' | 'pos' | 'chrom', type: { new (b: SharedArrayBuffer): T }): T => {
      let v = lazy.get(k) as T | undefined
      if (!v) {
        const [offset, len, crc] = h.sections[k]
        const buf = new SharedArrayBuffer(len)
        const b = new Uint8Array(buf)
        if (fd >= 0 && readFully(fd, b, offset) && crc32(b) === crc) v = new type(buf)
        else {
          rebuilt ??= fromLayout()
          v = (k === 'cm' ? rebuilt.panel.cm : k === 'pos' ? rebuilt.layout.pos : rebuilt.layout.chrom) as T
        }
        lazy.set(k, v)
      }
      return v
    }
    const layout: FrameLayout = {
      id: h.layoutId,
      size: n,
      get chrom() {
        return column('chrom', Uint8Array)
      },
      get pos() {
        return column('pos', Int32Array)
      },
      allele1: new Uint8Array(sab, at('allele1'), n),
      allele2: new Uint8Array(sab, at('allele2'), n),
      allelesKnown: h.allelesKnown
    }
    const panel: MatchPanel = {
      panelId: h.layoutId,
      panelChecksum: h.panelChecksum,
      markerCount: n,
      words: (n + 31) >>> 5,
      get pos() {
        return column('pos', Int32Array)
      },
      get cm() {
        return column('cm', Float64Array)
      },
      autosomes: h.autosomes,
      genomeCm: h.genomeCm
    }
    const bins: BinCm = { first: new Float64Array(sab, at('binFirstCm'), w), last: new Float64Array(sab, at('binLastCm'), w) }
    const screenBase: ScreenBase = { params: h.params, markers: new Int32Array(sab, at('markers'), 32 * w), binFirst: new Int32Array(sab, at('binFirst'), w), binLast: new Int32Array(sab, at('binLast'), w), wordChrom: new Uint8Array(sab, at('wordChrom'), w), bins }
    let screen: ScreenLayout | undefined
    const frame: FrameSlots | undefined = h.frame && h.sections.slots ? { slots: new Int32Array(sab, at('slots'), n), token: h.frame.token, size: h.frame.size } : undefined
    keep = true
    return {
      layout,
      panel,
      get screen() {
        return (screen ??= finishLayout(bins, screenBase.params, screenBase.markers, screenBase.binFirst, screenBase.binLast, screenBase.wordChrom))
      },
      screenBase,
      bins,
      autosomal: h.autosomal,
      shared: true,
      frame,
      close: () => {
        if (fd >= 0) fs.closeSync(fd)
        fd = -1
      }
    }
  } finally {
    if (!keep) fs.closeSync(fd)
  }
}
