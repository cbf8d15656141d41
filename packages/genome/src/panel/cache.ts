import * as crypto from 'crypto'
import * as fs from 'fs'
import * as path from 'path'
import type { MarkerPanel } from '../core/panel'
import { genomeCacheDir, genomePackageDir, getReference, Reference } from '../reference'
import { attachNumericIds, computeNumericIds, FastPanelIndex, ID_KIND_INTERNAL, ID_KIND_NAME, ID_KIND_RS, indexPanelFast } from './lookup'
import { ALLELE_CODE, ALLELES, DEFAULT_PANEL_SIZE, PANEL_BUILDER_VERSION, PanelBuildReport, PanelProvider } from './types'
import { writeFileAtomic } from '../core/atomic-file'

/**
 * The built panel is cached as one binary file under GENOME_CACHE_DIR (default
 * <repo>/.cache/genome, gitignored), named by a key over everything the build depends on, so a
 * changed provider version, reference dataset, size or chip manifest builds a new panel.
 */
const MAGIC = 'XGPN'
const CACHE_FORMAT = 3

export interface LoadPanelOptions {
  ref?: Reference
  /** the domains' markers (the registry is src/catalogue: CATALOGUE_PROVIDERS); panel/ imports no domain */
  providers: PanelProvider[]
  targetSize?: number
  /** Illumina manifest CSV of the production chip; default: env GENOME_CHIP_MANIFEST */
  chipManifest?: string
  cacheDir?: string
  /** build even when a cached panel exists */
  rebuild?: boolean
}

export interface LoadedPanel {
  panel: MarkerPanel
  index: FastPanelIndex
  report: PanelBuildReport
  cacheFile: string
  fromCache: boolean
}

/**
 * A fingerprint of the engine's code and knowledge data (path and content of every file under
 * src/ or dist/ and packages/genome/knowledge/), so that a provider whose output changed
 * without a version bump still rebuilds the panel. Content, not mtime: a rebuild of dist/ or a
 * fresh clone with the same code keeps the cached panel. Hashing ~2 MB takes ~15-20 ms, which
 * every process that loads the catalogue paid (a `genome convert` too): the content hash is kept
 * in the cache directory under a key over the files' paths, sizes and mtimes (~2 ms of stat
 * calls), and hashed again whenever any of them changes. A rebuild that yields the same markers
 * yields the same checksum, so packed kits stay valid.
 */
export function engineFingerprint(cacheDir: string = genomeCacheDir()): string {
  const files: { label: string; file: string }[] = []
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== '__tests__') walk(p, `${rel}/${e.name}`)
      } else if (!/\.(test\.[tj]s|map|d\.ts)$/.test(e.name)) files.push({ label: `${rel}/${e.name}`, file: p })
    }
  }
  walk(path.dirname(__dirname), 'code')
  walk(path.join(genomePackageDir(), 'knowledge'), 'knowledge')
  const stats = crypto.createHash('sha256')
  for (const f of files) {
    const st = fs.statSync(f.file)
    stats.update(`${f.file}\0${st.size}\0${st.mtimeMs}\n`)
  }
  const memo = path.join(cacheDir, `fingerprint-${stats.digest('hex').slice(0, 20)}.txt`)
  try {
    const known = fs.readFileSync(memo, 'utf8')
    if (/^[0-9a-f]{16}$/.test(known)) return known
  } catch {
    // not hashed yet for these files
  }
  const hash = crypto.createHash('sha256')
  for (const f of files) {
    hash.update(`${f.label}\0`)
    hash.update(fs.readFileSync(f.file))
  }
  const fingerprint = hash.digest('hex').slice(0, 16)
  try {
    fs.mkdirSync(path.dirname(memo), { recursive: true })
    writeFileAtomic(memo, fingerprint)
    pruneOld(path.dirname(memo), /^fingerprint-[0-9a-f]+\.txt$/, memo)
  } catch {
    // a read-only cache directory: hashed again next time
  }
  return fingerprint
}

function cacheKey(ref: Reference, providers: PanelProvider[], targetSize: number, chip: string | undefined, dir: string): string {
  const datasets = ['hapmap3-chr1-frequencies', 'genetic-map-grch37'].map(n => ref.entry(n).sha256)
  const chipStat = chip ? fs.statSync(chip) : undefined
  const key = {
    builder: PANEL_BUILDER_VERSION,
    cache: CACHE_FORMAT,
    targetSize,
    providers: providers.map(p => `${p.name}@${p.version}`),
    code: engineFingerprint(dir),
    datasets,
    chip: chip && chipStat ? `${path.resolve(chip)}:${chipStat.size}:${chipStat.mtimeMs}` : null
  }
  return crypto.createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 20)
}

/**
 * Layout (format 2): 'XGPN', format, header length, header JSON (id, checksum, size, sources,
 * build report, cache key, names of markers whose id is neither rs nor i + number), then per
 * marker: chrom u8, source u8, alleles u8 (a1 << 4 | a2), id kind u8, padding, pos i32, id number
 * i32; a sha256 of all that closes the file. Ids are stored as numbers so that loading needs no
 * string work; the id strings are materialised only when panel.rsid is read.
 */
export function serializePanel(panel: MarkerPanel, report: PanelBuildReport, key: string): Buffer {
  const n = panel.size
  const ids = computeNumericIds(panel.rsid)
  const nameIndex: number[] = []
  const nameText: string[] = []
  for (let i = 0; i < n; i++) {
    if (ids.kind[i] !== ID_KIND_NAME) continue
    const name = panel.rsid[i]
    if (name.includes('\n')) throw new Error(`marker id ${JSON.stringify(name)} holds a line break`)
    nameIndex.push(i)
    nameText.push(name)
  }
  const header = Buffer.from(JSON.stringify({ id: panel.id, checksum: panel.checksum, size: n, sources: panel.sources, report, key }), 'utf8')
  const names = Buffer.from(nameText.join('\n'), 'utf8')
  const alleles = new Uint8Array(n)
  for (let i = 0; i < n; i++) alleles[i] = (ALLELE_CODE[panel.a1[i]] << 4) | ALLELE_CODE[panel.a2[i]]
  const fixed = 12 + header.length
  const pad = (4 - ((fixed + 4 * n) % 4)) % 4
  const body = Buffer.alloc(fixed + 4 * n + pad + 8 * n + 4 + 4 * nameIndex.length + 4 + names.length)
  body.write(MAGIC, 0, 'latin1')
  body.writeUInt32LE(CACHE_FORMAT, 4)
  body.writeUInt32LE(header.length, 8)
  header.copy(body, 12)
  let o = fixed
  body.set(panel.chrom, o)
  body.set(panel.source, (o += n))
  body.set(alleles, (o += n))
  body.set(ids.kind, (o += n))
  o += n + pad
  body.set(new Uint8Array(panel.pos.buffer, panel.pos.byteOffset, 4 * n), o)
  body.set(new Uint8Array(ids.num.buffer, ids.num.byteOffset, 4 * n), (o += 4 * n))
  o += 4 * n
  body.writeUInt32LE(nameIndex.length, o)
  body.set(new Uint8Array(Int32Array.from(nameIndex).buffer), (o += 4))
  body.writeUInt32LE(names.length, (o += 4 * nameIndex.length))
  names.copy(body, o + 4)
  const digest = crypto.createHash('sha256').update(body).digest()
  return Buffer.concat([body, digest])
}

/**
 * Layout (format 3) as format 2, but the free-form ids (77,000 'peddy:1:123' names in the
 * catalogue) follow the columns as an index and one text, decoded only when panel.rsid is read:
 * a JSON list of them cost ~10 MB of heap and ~25 ms in every process that loaded the catalogue.
 * Allele letters too are made on first read.
 */
export function deserializePanel(buf: Buffer): { panel: MarkerPanel; report: PanelBuildReport; key: string } {
  if (buf.length < 44 || buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a cached marker panel')
  const body = buf.subarray(0, buf.length - 32)
  if (!crypto.createHash('sha256').update(body).digest().equals(buf.subarray(buf.length - 32))) throw new Error('cached marker panel is corrupt (digest mismatch)')
  if (buf.readUInt32LE(4) !== CACHE_FORMAT) throw new Error('cached marker panel has another cache format')
  const hlen = buf.readUInt32LE(8)
  const h = JSON.parse(buf.toString('utf8', 12, 12 + hlen))
  const n: number = h.size
  let o = 12 + hlen
  // the columns are views of the file's bytes (a 4-byte column where it starts at a multiple of 4,
  // as the format pads it to; a copy otherwise), so the catalogue is in memory once
  const bytes = (at: number) => new Uint8Array(buf.buffer, buf.byteOffset + at, n)
  const ints = (at: number): Int32Array => {
    if ((buf.byteOffset + at) % 4 === 0) return new Int32Array(buf.buffer, buf.byteOffset + at, n)
    const a = new Int32Array(n)
    new Uint8Array(a.buffer).set(buf.subarray(at, at + 4 * n))
    return a
  }
  const chrom = bytes(o)
  const source = bytes((o += n))
  const alleles = bytes((o += n))
  const kind = bytes((o += n))
  o += n + ((4 - ((12 + hlen + 4 * n) % 4)) % 4)
  const pos = ints(o)
  const num = ints((o += 4 * n))
  o += 4 * n
  const nameCount = buf.readUInt32LE(o)
  const nameIndex = new Int32Array(nameCount)
  new Uint8Array(nameIndex.buffer).set(buf.subarray((o += 4), o + 4 * nameCount))
  const textLen = buf.readUInt32LE((o += 4 * nameCount))
  if (o + 4 + textLen !== body.length) throw new Error('cached marker panel length does not match')
  const nameBytes = Uint8Array.from(buf.subarray(o + 4, o + 4 + textLen))
  let rsid: string[] | undefined
  let a1: string[] | undefined
  let a2: string[] | undefined
  const letters = (shift: number): string[] => {
    const out: string[] = new Array(n)
    for (let i = 0; i < n; i++) out[i] = ALLELES[(alleles[i] >> shift) & 15]
    return out
  }
  const panel = {
    id: h.id, checksum: h.checksum, size: n, chrom, pos, source, sources: h.sources,
    get a1(): readonly string[] {
      return (a1 ??= letters(4))
    },
    get a2(): readonly string[] {
      return (a2 ??= letters(0))
    },
    // 640,000 id strings cost ~100 ms to create: only when someone reads them
    get rsid(): readonly string[] {
      if (!rsid) {
        rsid = new Array(n)
        for (let i = 0; i < n; i++) rsid[i] = kind[i] === ID_KIND_RS ? `rs${num[i]}` : kind[i] === ID_KIND_INTERNAL ? `i${num[i]}` : ''
        const names = Buffer.from(nameBytes.buffer, nameBytes.byteOffset, nameBytes.length).toString('utf8').split('\n')
        if (nameCount > 0) for (let k = 0; k < nameCount; k++) rsid[nameIndex[k]] = names[k]
      }
      return rsid
    }
  } as MarkerPanel
  attachNumericIds(panel, { kind, num })
  return { panel, report: h.report, key: h.key }
}

/** removes cached files of other keys not used for a day (`pattern`), so the cache does not grow without end */
function pruneOld(dir: string, pattern: RegExp, keep: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name)
    if (!pattern.test(name) || p === keep) continue
    try {
      if (fs.statSync(p).atimeMs < dayAgo && fs.statSync(p).mtimeMs < dayAgo) fs.unlinkSync(p)
    } catch {
      // another process removed or is replacing it
    }
  }
}

/**
 * The marker panel for this installation: read from the cache when present (tens of ms),
 * otherwise built from the providers, the reference and the synthetic fill, then cached.
 */
export async function loadPanel(options: LoadPanelOptions): Promise<LoadedPanel> {
  const ref = options.ref ?? getReference()
  const providers = options.providers
  const targetSize = options.targetSize ?? DEFAULT_PANEL_SIZE
  const chipFile = options.chipManifest ?? (process.env.GENOME_CHIP_MANIFEST || undefined)
  if (chipFile && !fs.existsSync(chipFile)) throw new Error(`chip manifest ${chipFile} does not exist (GENOME_CHIP_MANIFEST or --chip-manifest)`)
  const dir = options.cacheDir ?? genomeCacheDir()
  const key = cacheKey(ref, providers, targetSize, chipFile, dir)
  const cacheFile = path.join(dir, `panel-${key}.bin`)
  if (!options.rebuild && fs.existsSync(cacheFile)) {
    try {
      const { panel, report } = deserializePanel(fs.readFileSync(cacheFile))
      return { panel, index: indexPanelFast(panel), report, cacheFile, fromCache: true }
    } catch {
      // a damaged or foreign cache file is rebuilt below
    }
  }
  let chip
  if (chipFile) {
    // the builder and the manifest reader are loaded only to build (a cached panel needs neither)
    const { readIlluminaManifest } = require('./chip-manifest') as typeof import('./chip-manifest')
    const read = await readIlluminaManifest(chipFile)
    const sha256 = crypto.createHash('sha256').update(fs.readFileSync(chipFile)).digest('hex')
    const name = path.basename(chipFile).replace(/\.(csv|gz)$/gi, '').replace(/[^A-Za-z0-9_.-]/g, '_')
    chip = { name, file: path.resolve(chipFile), sha256, specs: read.specs }
  }
  const { buildPanel } = require('./build') as typeof import('./build')
  const { panel, report } = await buildPanel(ref, { providers, targetSize, chip })
  fs.mkdirSync(dir, { recursive: true })
  writeFileAtomic(cacheFile, serializePanel(panel, report, key))
  pruneOld(dir, /^panel-[0-9a-f]+\.bin$/, cacheFile)
  return { panel, index: indexPanelFast(panel), report, cacheFile, fromCache: false }
}
