import * as crypto from 'crypto'
import * as fs from 'fs'
import * as path from 'path'
import { writeFileAtomic } from '../core/atomic-file'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y, parseChrom } from '../core/chromosome'
import { ALLELE_BYTE_CODE } from '../layout/layout'
import type { LoadedPanel } from '../panel/cache'
import { isPseudoautosomal } from '../panel/lookup'
import type { Reference } from '../reference'

/**
 * The GRCh37 reference base of the catalogue's markers, where a reference source states it.
 * A whole-genome VCF that lists variant sites only is read with its absent sites as homozygous
 * reference (layout/read.ts), and that needs the reference base itself, not just the marker's
 * two alleles. The sources that state it:
 *  - peddy's sites (`chrom:pos:REF:ALT`, 1000 Genomes sites);
 *  - the Kidd and Seldin AIMs (REF and ALT of the 1000 Genomes VCF they were counted from);
 *  - the knowledge base's markers, except those marked `referenceUnconfirmed`;
 *  - the ISOGG Y-SNPs: the ancestral allele, or the derived one where the source flags that
 *    the reference carries it (`ref_flag`, the rule the Y panel already follows).
 * The GrafAnc sites (PLINK allele order, not REF first), HapMap 3 (A1/A2) and the genetic-map
 * positions state no reference base and get none. mtDNA is left out on purpose: sequencing
 * pipelines call chrM apart (or not at all), so an absent mt site says nothing. A position
 * where two sources disagree, or whose stated base is neither of the catalogue's two alleles,
 * gets none either.
 */
export interface CatalogueReferenceAlleles {
  /** per catalogue marker: ALLELE_BYTE_CODE of the reference base, 0 where no source states it */
  code: Uint8Array
  /** per catalogue marker: 1 at the Kidd and Seldin AIMs (common, mostly intergenic SNPs; layout/read.ts judges genome-wide coverage on them) */
  aim: Uint8Array
  /** markers with a reference base, by chromosome group */
  known: { autosomal: number; x: number; y: number }
  /** positions where sources disagreed (no base taken) */
  conflicts: number
}

const memo = new WeakMap<LoadedPanel, Promise<CatalogueReferenceAlleles>>()

/**
 * The reference bases of a catalogue (read once per loaded catalogue). Building them reads the
 * peddy sites, the AIMs, the knowledge base and the whole ISOGG Y tree (~0.7 s of CPU), which
 * every `genome convert` of a VCF paid; they are cached beside the catalogue's cached panel
 * (cacheFileFor: keyed by that panel's key, which covers the engine's code and knowledge data,
 * by the panel's checksum and by the reference datasets present and their manifest sha256).
 */
export function catalogueReferenceAlleles(catalogue: LoadedPanel, ref: Reference): Promise<CatalogueReferenceAlleles> {
  let p = memo.get(catalogue)
  if (!p) {
    p = cached(catalogue, ref)
    memo.set(catalogue, p)
    p.catch(() => memo.delete(catalogue))
  }
  return p
}

const MAGIC = 'XGRA'
const CACHE_FORMAT = 1

/** the cache file of a catalogue's reference bases, or undefined for a catalogue not read from or written to the panel cache */
export function cacheFileFor(catalogue: LoadedPanel, ref: Reference): string | undefined {
  if (!catalogue.cacheFile) return undefined
  const datasets = ref.manifest.datasets.filter(d => ref.has(d.name)).map(d => `${d.name}:${d.sha256}`)
  const key = { format: CACHE_FORMAT, panel: path.basename(catalogue.cacheFile), id: catalogue.panel.id, checksum: catalogue.panel.checksum, size: catalogue.panel.size, datasets }
  const digest = crypto.createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 20)
  return path.join(path.dirname(catalogue.cacheFile), `reference-alleles-${digest}.bin`)
}

/** 'XGRA', format, size n, known (autosomal, x, y), conflicts (u32 LE each), code (n bytes), aim (n bytes), sha256 of all that */
export function serializeReferenceAlleles(r: CatalogueReferenceAlleles): Buffer {
  const n = r.code.length
  const body = Buffer.alloc(28 + 2 * n)
  body.write(MAGIC, 0, 'latin1')
  body.writeUInt32LE(CACHE_FORMAT, 4)
  body.writeUInt32LE(n, 8)
  body.writeUInt32LE(r.known.autosomal, 12)
  body.writeUInt32LE(r.known.x, 16)
  body.writeUInt32LE(r.known.y, 20)
  body.writeUInt32LE(r.conflicts, 24)
  body.set(r.code, 28)
  body.set(r.aim, 28 + n)
  return Buffer.concat([body, crypto.createHash('sha256').update(body).digest()])
}

export function deserializeReferenceAlleles(buf: Buffer, size: number): CatalogueReferenceAlleles {
  if (buf.length < 60 || buf.toString('latin1', 0, 4) !== MAGIC || buf.readUInt32LE(4) !== CACHE_FORMAT) throw new Error('not a cached reference-allele file')
  const n = buf.readUInt32LE(8)
  if (n !== size || buf.length !== 28 + 2 * n + 32) throw new Error('cached reference alleles are of another catalogue')
  const body = buf.subarray(0, buf.length - 32)
  if (!crypto.createHash('sha256').update(body).digest().equals(buf.subarray(buf.length - 32))) throw new Error('cached reference alleles are corrupt (digest mismatch)')
  return {
    code: Uint8Array.from(buf.subarray(28, 28 + n)),
    aim: Uint8Array.from(buf.subarray(28 + n, 28 + 2 * n)),
    known: { autosomal: buf.readUInt32LE(12), x: buf.readUInt32LE(16), y: buf.readUInt32LE(20) },
    conflicts: buf.readUInt32LE(24)
  }
}

async function cached(catalogue: LoadedPanel, ref: Reference): Promise<CatalogueReferenceAlleles> {
  const file = cacheFileFor(catalogue, ref)
  if (file && fs.existsSync(file)) {
    try {
      return deserializeReferenceAlleles(fs.readFileSync(file), catalogue.panel.size)
    } catch {
      // a damaged or foreign cache file is rebuilt below
    }
  }
  const r = await buildReferenceAlleles(catalogue, ref)
  if (file) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      writeFileAtomic(file, serializeReferenceAlleles(r))
      pruneOld(path.dirname(file), file)
    } catch {
      // a read-only cache directory: the bases are rebuilt next time
    }
  }
  return r
}

/** removes cached reference bases of other keys not used for a day (as the panel cache does) */
function pruneOld(dir: string, keep: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name)
    if (!/^reference-alleles-[0-9a-f]+\.bin$/.test(name) || p === keep) continue
    try {
      const st = fs.statSync(p)
      if (st.atimeMs < dayAgo && st.mtimeMs < dayAgo) fs.unlinkSync(p)
    } catch {
      // another process removed or is replacing it
    }
  }
}

/** the reference bases from their sources (catalogueReferenceAlleles caches them) */
export async function buildReferenceAlleles(catalogue: LoadedPanel, ref: Reference): Promise<CatalogueReferenceAlleles> {
  const bases = new Map<number, string>()
  let conflicts = 0
  const key = (chrom: number, pos: number) => (chrom === CHROM_X && isPseudoautosomal(pos) ? CHROM_XY : chrom) * 4e9 + pos
  const state = (chrom: number, pos: number, base: string) => {
    if (!chrom || chrom === CHROM_MT || !(pos > 0) || !/^[ACGT]$/.test(base)) return
    const k = key(chrom, pos)
    const there = bases.get(k)
    if (there === undefined) bases.set(k, base)
    else if (there !== base && there !== '') {
      bases.set(k, '')
      conflicts++
    }
  }
  if (ref.has('snp-sites-peddy-grch37')) {
    for await (const line of ref.lines('snp-sites-peddy-grch37')) {
      const [c, p, a] = line.split(':')
      state(parseChrom(c ?? ''), Number(p), a ?? '')
    }
  }
  const { aimMarkerDefinitions } = require('../ancestry/genotype-sources') as typeof import('../ancestry/genotype-sources')
  const aims = new Set<number>()
  for (const m of aimMarkerDefinitions(ref).values()) {
    state(m.chrom, m.pos, m.ref)
    aims.add(key(m.chrom, m.pos))
  }
  const { loadKnowledgeBase } = require('../knowledge/load') as typeof import('../knowledge/load')
  for (const m of loadKnowledgeBase().markers.values()) if (!m.referenceUnconfirmed) state(parseChrom(m.chrom), m.pos, m.ref)
  const { loadYTree } = require('../lineage/y/tree') as typeof import('../lineage/y/tree')
  for (const s of loadYTree(ref).snps) if (!s.indel) state(CHROM_Y, s.pos, s.refIsDerived ? s.derived : s.ancestral)

  const cat = catalogue.panel
  const code = new Uint8Array(cat.size)
  const aim = new Uint8Array(cat.size)
  const known = { autosomal: 0, x: 0, y: 0 }
  for (let k = 0; k < cat.size; k++) {
    const b = bases.get(key(cat.chrom[k], cat.pos[k]))
    if (!b || (b !== cat.a1[k] && b !== cat.a2[k])) continue
    code[k] = ALLELE_BYTE_CODE[b.charCodeAt(0)]
    if (aims.has(key(cat.chrom[k], cat.pos[k]))) aim[k] = 1
    const c = cat.chrom[k]
    if (c === CHROM_Y) known.y++
    else if (c === CHROM_X || c === CHROM_XY) known.x++
    else known.autosomal++
  }
  return { code, aim, known, conflicts }
}
