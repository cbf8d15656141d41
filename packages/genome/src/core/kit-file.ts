import * as zlib from 'zlib'
import type { PackedKit } from './packed'

/**
 * Versioned binary serialisation of a PackedKit (file extension .xgk), for storage.
 *
 * Version 2 (written for layout kits, src/layout/): the kit's calls are on its own layout, and
 * the "panel id" field holds the layout id (the checksum field is absent). Version 1 (kits
 * packed on the old fixed panel) is still read; see README.md "Migrating packed kits".
 *
 *   offset  size  field
 *   0       4     magic 'XGKT'
 *   4       2     format version (uint16 LE), 2 (1 for old panel kits)
 *   6       2     flags (uint16 LE), 0; readers refuse bits they do not know
 *   8       4     marker count (uint32 LE)
 *   12      1     panel id length L1, then L1 bytes of UTF-8
 *   ...     1     (version 1 only) panel checksum length L2, then L2 bytes of ASCII hex
 *   ...     4     metadata length M (uint32 LE), then M bytes of UTF-8 JSON (may be 0)
 *   ...     ceil(count / 4) bytes of 2-bit calls (layout of core/packed.ts)
 *   end-4   4     CRC-32 (IEEE) of every byte before it
 *
 * A kit is only meaningful with the panel it was packed against: loaders compare panel id and
 * checksum with the current panel (isPackedFor) and re-pack from the stored raw file when they
 * differ (see README.md "When the panel changes").
 */
export const KIT_MAGIC = 'XGKT'
export const KIT_FORMAT_VERSION = 2
/** the format of kits packed on the old fixed panel, still read */
export const KIT_FORMAT_VERSION_PANEL = 1

const isLayoutKit = (kit: PackedKit) => kit.panelId === kit.panelChecksum && kit.panelId.startsWith('lay')

export class KitFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KitFormatError'
  }
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/** zlib's CRC-32 where Node has it (20.15+): ~1 ms for a 1.5 MB file instead of ~10 */
const zlibCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32

/** CRC-32 (IEEE) of bytes[start, end): the one checksum of the engine's files (kits, layouts, caches, index files) */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (zlibCrc32) return zlibCrc32(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end)) >>> 0
  let c = 0xffffffff
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export function serializeKit(kit: PackedKit, metadata?: Record<string, unknown>): Uint8Array {
  const enc = new TextEncoder()
  const id = enc.encode(kit.panelId)
  const v2 = isLayoutKit(kit)
  const sum = v2 ? new Uint8Array(0) : enc.encode(kit.panelChecksum)
  const meta = metadata ? enc.encode(JSON.stringify(metadata)) : new Uint8Array(0)
  if (id.length > 255 || sum.length > 255) throw new KitFormatError('panel id or checksum longer than 255 bytes')
  const callBytes = (kit.markerCount + 3) >> 2
  if (kit.calls.length !== callBytes) throw new KitFormatError(`kit has ${kit.calls.length} call bytes for ${kit.markerCount} markers`)
  const out = new Uint8Array(12 + 1 + id.length + (v2 ? 0 : 1 + sum.length) + 4 + meta.length + callBytes + 4)
  const dv = new DataView(out.buffer)
  out.set(enc.encode(KIT_MAGIC), 0)
  dv.setUint16(4, v2 ? KIT_FORMAT_VERSION : KIT_FORMAT_VERSION_PANEL, true)
  dv.setUint16(6, 0, true)
  dv.setUint32(8, kit.markerCount, true)
  let o = 12
  out[o++] = id.length
  out.set(id, o)
  o += id.length
  if (!v2) {
    out[o++] = sum.length
    out.set(sum, o)
    o += sum.length
  }
  dv.setUint32(o, meta.length, true)
  out.set(meta, (o += 4))
  out.set(kit.calls, (o += meta.length))
  o += callBytes
  dv.setUint32(o, crc32(out, 0, o), true)
  return out
}

export function deserializeKit(bytes: Uint8Array): { kit: PackedKit; metadata: Record<string, unknown> | undefined; version: number } {
  const dec = new TextDecoder('utf-8', { fatal: true })
  if (bytes.length < 4 || dec.decode(bytes.subarray(0, 4)) !== KIT_MAGIC) throw new KitFormatError('not a packed kit file (no XGKT signature)')
  if (bytes.length < 22) throw new KitFormatError('packed kit file is truncated (shorter than its header)')
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const version = dv.getUint16(4, true)
  if (version !== KIT_FORMAT_VERSION && version !== KIT_FORMAT_VERSION_PANEL) throw new KitFormatError(`packed kit format version ${version} is not supported by this engine (it reads version ${KIT_FORMAT_VERSION})`)
  const flags = dv.getUint16(6, true)
  if (flags !== 0) throw new KitFormatError(`packed kit uses flags 0x${flags.toString(16)} unknown to this engine`)
  const stored = dv.getUint32(bytes.length - 4, true)
  if (crc32(bytes, 0, bytes.length - 4) !== stored) throw new KitFormatError('packed kit file is corrupt or truncated (CRC-32 mismatch)')
  const markerCount = dv.getUint32(8, true)
  let o = 12
  const idLen = bytes[o++]
  const panelId = dec.decode(bytes.subarray(o, (o += idLen)))
  let panelChecksum = panelId
  if (version === KIT_FORMAT_VERSION_PANEL) {
    const sumLen = bytes[o++]
    panelChecksum = dec.decode(bytes.subarray(o, (o += sumLen)))
  }
  const metaLen = dv.getUint32(o, true)
  o += 4
  const metaBytes = bytes.subarray(o, (o += metaLen))
  const callBytes = (markerCount + 3) >> 2
  if (o + callBytes + 4 !== bytes.length) throw new KitFormatError(`packed kit length does not match its ${markerCount} markers`)
  const calls = bytes.slice(o, o + callBytes)
  let metadata: Record<string, unknown> | undefined
  if (metaLen) {
    try {
      metadata = JSON.parse(dec.decode(metaBytes))
    } catch {
      throw new KitFormatError('packed kit metadata is not valid JSON')
    }
  }
  return { kit: { panelId, panelChecksum, markerCount, calls }, metadata, version }
}
