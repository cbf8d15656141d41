/**
 * The server's port to the genome engine: the only file of the server that imports
 * @xungen/genome, and only through the entry points of its exports map (lint:deps rules
 * genome-only-in-analysis and genome-through-its-exports). Everything the pipeline, the relatives
 * index, the import check, the lineage and ancestry pages, the health calculators and the demo
 * report need from the engine goes through this file (the other domains through the analysis
 * domain's index.ts), so that a change of the engine's API is a change of this file only. Work
 * that reads a whole raw file runs these same functions on worker threads (engineThreads.ts).
 * Nothing here touches HTTP or the database; layouts are read and written through the small
 * LayoutBytesStore / LayoutBytesWriter the caller passes (file storage in the server).
 *
 * Engine model (issue 13): a kit is its file's own markers on a layout (`lay1-…`, one per chip
 * version, stored once); GRCh38 files are lifted to GRCh37; relatives are compared across
 * layouts on the markers both carry.
 */
import {
  analyzeFile,
  compareWithPanel,
  deserializeKit,
  deserializeLayout,
  ENGINE_VERSION,
  IDENTICAL_CLASS,
  KIN_GRADES,
  matchOrigin,
  RELATIONSHIP_CLASSES,
  GenotypeFileError,
  getReference,
  INPUT_LIMITS,
  LineSplitter,
  streamInput,
  indexPanelFast,
  kitMetadata,
  LayoutMatchIndex,
  lineageStories,
  loadCatalogue,
  readGeneticMap,
  serializeKit,
  serializeLayout,
  settleOnStoredLayout,
  type FileAnalysis,
  type KitLayout,
  type SharedSegment
} from '@xungen/genome'
import { CHROM_Y, createPackedKit, HOM_A1, indexPanel, setCall, type MarkerPanel } from '@xungen/genome/core'
import { gateReport, loadKnowledgeBase, type ItemResult, type KnowledgeBase } from '@xungen/genome/knowledge'
import { callYHaplogroup, loadYTree, type YHaplogroupCall, type YNoCall, type YTree } from '@xungen/genome/lineage/y'
import { callMtHaplogroup, loadMtTree, type MtHaplogroupCall, type MtNoCall, type MtTree } from '@xungen/genome/lineage/mt'
import { estimateAncestry, loadAncestryPanel, type AncestryEstimate, type AncestryNoEstimate, type AncestryReferencePanel } from '@xungen/genome/ancestry'
import path from 'node:path'
import { kinDegreeLabel, type EngineMessage } from '@xungen/contracts'

export type GeneticSex = 'male' | 'female' | 'undetermined'

export interface AncestryShare {
  /** the engine's region label (English), e.g. "East Asia" */
  region: string
  /** the Chinese label of the region */
  regionZh: string
  percent: number
}

/** Why a file could not be analysed, in plain Chinese (spec 3.14 upload rejections). */
export class GenomeFileRejected extends Error {
  constructor(readonly reason: string, message: string) {
    super(message)
    this.name = 'GenomeFileRejected'
  }
}

const REJECTION_TEXT: Record<string, string> = {
  empty: '文件是空的，请检查后重新上传',
  binary: '无法识别该文件：它不是文本格式的基因数据文件',
  truncated: '文件不完整（可能下载或传输中断），请重新导出后上传',
  'corrupt-archive': '压缩包已损坏，无法解压，请重新导出后上传',
  foreign: '无法识别该文件的格式，请上传基因检测公司导出的原始数据文件',
  unsupported: '暂不支持该文件格式',
  'multi-sample': '文件中包含多个人的数据，请只上传一个人的原始数据',
  'too-many-rejects': '文件中无法读取的行过多，请确认文件未被修改',
  'no-genotypes': '文件中没有找到基因型数据',
  unreadable: '无法读取该文件',
  'too-large': '文件解压后的内容过大（或压缩包内文件过多），不是基因检测原始数据文件，请直接上传原始数据文件'
}

/** the stages of one analysis, in order (the pipeline reports each one) */
export const ANALYSIS_STAGES = ['parse', 'qc', 'sex', 'y', 'mt', 'ancestry', 'health'] as const
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number]

/** where layouts (chip marker lists, not personal data) are kept: one per layout id */
export interface LayoutBytesStore {
  get(id: string): Promise<Uint8Array | null>
}

/**
 * A layout store an analysis may write. Two analyses of the first files of one new chip, in two
 * threads, processes or machines, each learn a copy of its layout: `update` runs `change` on the
 * stored bytes while no other writer of that layout can read or write it (a lock across
 * processes, analysis/layouts.ts) and stores what `change` returns (null: nothing to store).
 */
export interface LayoutBytesWriter extends LayoutBytesStore {
  update(id: string, change: (stored: Uint8Array | null) => Promise<Uint8Array | null>): Promise<void>
}

/** layouts kept in this process's memory (the demo, scripts, tests): the updates of one layout run one after the other */
export function memoryLayoutStore(): LayoutBytesWriter {
  const stored = new Map<string, Uint8Array>()
  const queue = new Map<string, Promise<unknown>>()
  return {
    get: async id => stored.get(id) ?? null,
    update: (id, change) => {
      const run = (queue.get(id) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          const bytes = await change(stored.get(id) ?? null)
          if (bytes) stored.set(id, bytes)
        })
      queue.set(id, run)
      return run
    }
  }
}

export interface GenomeAnalysis {
  engineVersion: string
  kbVersion: string
  /** the kit's layout id */
  panelId: string
  panelChecksum: string
  qc: { verdict: string; callRate: number | null; reasons: Array<{ level: string; code: string; message: string }> }
  format: { vendor: string | null; build: string | null; calls: number }
  sex: GeneticSex
  y: { haplogroup: string; short: string; majorClade: string | null } | null
  /** the engine's English reason (logs); pages word `yMessage` (code and numbers) in Chinese */
  yReason: string | null
  yMessage: EngineMessage | null
  mt: { haplogroup: string; majorClade: string | null } | null
  mtReason: string | null
  mtMessage: EngineMessage | null
  ancestry: AncestryShare[]
  ancestryReason: string | null
  ancestryMessage: EngineMessage | null
  health: HealthItemResult[]
  /** the packed kit for the relatives index */
  kit: Uint8Array
  timings: Record<string, number>
}

export type HealthItemResult = Pick<ItemResult, 'itemId' | 'category' | 'title' | 'summary' | 'status' | 'level' | 'levelLabel' | 'levelText' | 'note' | 'genotypes' | 'evidence' | 'attention'> & {
  score?: ItemResult['score']
  pgx?: ItemResult['pgx']
  confirmation?: ItemResult['confirmation']
}

let kb: KnowledgeBase | null = null
let geneticMap: ReturnType<typeof readGeneticMap> | null = null

function knowledgeBase(): KnowledgeBase {
  kb ??= loadKnowledgeBase()
  return kb
}

/** loads the engine's reference catalogue once per process (about a second from its cache) */
export async function warmEngine(): Promise<void> {
  await loadCatalogue(getReference())
}

export function engineVersions(): { engine: string; kb: string } {
  return { engine: ENGINE_VERSION, kb: knowledgeBase().version }
}

function layoutReader(store?: LayoutBytesStore) {
  return store
    ? {
        get: async (id: string) => {
          const bytes = await store.get(id)
          return bytes ? deserializeLayout(bytes) : undefined
        }
      }
    : undefined
}

/**
 * Stores the layout the analysis created or extended, and gives the kit to keep. Under the
 * writer's lock the analysis's copy meets the copy stored now (settleOnStoredLayout): another
 * analysis of the same new chip may have stored its copy since this one read the store. Copies
 * that agree are merged; where the two taught a slot different alleles, the stored copy stays
 * (kits were coded on it) and this kit is coded anew in its frame, as an analysis of the file
 * against the stored copy would code it. The kit returned is valid on every later version of the
 * stored layout, which only ever learns alleles in free slots.
 */
async function keepLayout(a: FileAnalysis, store?: LayoutBytesWriter): Promise<FileAnalysis['kit']> {
  if (!store || a.layoutStatus === 'known') return a.kit
  let kit = a.kit
  await store.update(a.layout.id, async bytes => {
    const settled = settleOnStoredLayout(bytes ? deserializeLayout(bytes) : undefined, a.layout, a.kit)
    kit = settled.kit
    return settled.changed ? serializeLayout(settled.layout) : null
  })
  return kit
}

/** what the uploader said about the file (import/service.ts): a whole-genome VCF listing variant sites only */
export interface RawFileOptions {
  wholeGenome?: boolean
}

async function analyse(bytes: Uint8Array | string, fileName: string, store: LayoutBytesStore | undefined, health: boolean, options: RawFileOptions = {}): Promise<FileAnalysis> {
  try {
    return await analyzeFile(bytes, { fileName, layouts: layoutReader(store), health, wholeGenomeConfirmed: options.wholeGenome === true })
  } catch (err) {
    throw rejected(err)
  }
}

interface PartLike {
  status: string
  reason?: string
  message?: EngineMessage
  result?: unknown
}

/**
 * Analyses one raw genotype file (bytes, already decrypted): format, QC, genetic sex, Y, mt,
 * ancestry and every health item; stores the file's layout when it is new. `onStage` is awaited
 * after the stages (progress, tests). A file the engine refuses throws GenomeFileRejected.
 */
export async function analyzeRawFile(bytes: Uint8Array | string, fileName: string, onStage?: (stage: AnalysisStage) => Promise<void> | void, layouts?: LayoutBytesWriter, options: RawFileOptions = {}): Promise<GenomeAnalysis> {
  const a = await analyse(bytes, fileName, layouts, true, options)
  for (const stage of ANALYSIS_STAGES) await onStage?.(stage)
  const kit = await keepLayout(a, layouts)
  const report = a.report
  const sex = a.sex.sex as GeneticSex
  const y = a.y as PartLike
  const mt = a.mt as PartLike
  const an = a.ancestry as PartLike
  const yr = y.status === 'called' ? (y.result as { haplogroup: string; shortName: string; majorClade?: string }) : null
  const mr = mt.status === 'called' ? (mt.result as { haplogroup: string; majorClade?: string }) : null
  const comps = an.status === 'called' ? ((an.result as { components?: Array<{ label: string; labelZh: string; proportion: number }> }).components ?? []) : []
  const ancestry = comps
    .filter(c => c.proportion > 0)
    .map(c => ({ region: c.label, regionZh: c.labelZh, percent: Math.round(c.proportion * 1000) / 10 }))
    .sort((x, z) => z.percent - x.percent)
  const t = report.timings
  return {
    engineVersion: report.engine.version,
    kbVersion: knowledgeBase().version,
    panelId: a.layout.id,
    panelChecksum: a.layout.id,
    qc: {
      verdict: a.qc.verdict,
      callRate: (a.qc.metrics as { callRate?: number }).callRate ?? null,
      reasons: a.qc.reasons.map(r => ({ level: r.level, code: r.code, message: r.message }))
    },
    format: { vendor: (report.format as { vendor?: string }).vendor ?? null, build: report.build.build !== undefined ? String(report.build.build) : null, calls: report.parse.counts.calls },
    sex,
    y: yr ? { haplogroup: yr.haplogroup, short: yr.shortName, majorClade: yr.majorClade ?? null } : null,
    yReason: yr ? null : y.reason ?? null,
    yMessage: yr ? null : y.message ?? null,
    mt: mr ? { haplogroup: mr.haplogroup, majorClade: mr.majorClade ?? null } : null,
    mtReason: mr ? null : mt.reason ?? null,
    mtMessage: mr ? null : mt.message ?? null,
    ancestry,
    ancestryReason: an.status === 'called' ? null : an.reason ?? null,
    ancestryMessage: an.status === 'called' ? null : an.message ?? null,
    health: a.health.map(slimItem),
    kit: serializeKit(kit, kitMetadata(a)),
    timings: { catalogue: t.catalogueMs, parse: t.parseMs + (t.layoutMs ?? 0), qc: t.qcMs, y: t.yMs, mt: t.mtMs, ancestry: t.ancestryMs, health: t.healthMs }
  }
}

function slimItem(r: ItemResult): HealthItemResult {
  const { itemId, category, title, summary, status, level, levelLabel, levelText, note, genotypes, evidence, attention, score, pgx, confirmation } = r
  return { itemId, category, title, summary, status, level, levelLabel, levelText, note, genotypes, evidence, attention, ...(score ? { score } : {}), ...(pgx ? { pgx } : {}), ...(confirmation ? { confirmation } : {}) }
}

/** DECISION: an imported file must give at least this many calls to be analysed */
export const MIN_IMPORT_CALLS = 1000

/**
 * Reads a raw file without storing anything (spec 3.14 gene data upload): a file the engine
 * refuses, an NCBI36 file (no lift-over chain: only its rsID lines could be placed) or one with
 * too few usable calls throws GenomeFileRejected in plain Chinese.
 */
export async function inspectRawFile(bytes: Uint8Array | string, fileName: string, layouts?: LayoutBytesStore, options: RawFileOptions = {}): Promise<RawFileInspection> {
  const a = await analyse(bytes, fileName, layouts, false, options)
  const build = a.report.build.build ?? null
  if (build === 36) throw new GenomeFileRejected('build', '该文件基于 NCBI36（hg18）参考基因组，暂不支持，请导出 GRCh37（hg19）或 GRCh38 版本的原始数据')
  const called = a.report.layout.counts.called
  if (called < MIN_IMPORT_CALLS) throw new GenomeFileRejected('too-few-markers', `文件中可用于分析的位点只有 ${called} 个，不足以生成报告（至少需要 ${MIN_IMPORT_CALLS} 个）`)
  const wg = a.report.wholeGenome
  return { vendor: String(a.report.format.vendor), build, calls: a.report.parse.counts.calls, panelCalls: called, wholeGenome: wg ? { filled: wg.filled, basis: wg.basis, reasons: wg.reasons } : null }
}

/** what the import check learns of a file; `wholeGenome` for a VCF: were its absent sites read as reference, and why not */
export interface RawFileInspection {
  vendor: string
  build: number | null
  calls: number
  panelCalls: number
  wholeGenome: { filled: boolean; basis: 'header' | 'confirmed' | 'none'; reasons: string[] } | null
}

export interface KinMatch<Id> {
  id: Id
  totalCm: number
  segments: number
  largestCm: number
  /** the engine's relationship key, e.g. parent-child */
  relationship: string
  label: string
  grade: string | null
}

/** one counted half-identical segment two kits share (GRCh37 positions, cM on the genetic map) */
export interface KinSegment {
  chrom: number
  startPos: number
  endPos: number
  startCm: number
  endCm: number
  cm: number
  /** markers called in both kits inside the segment */
  markers: number
  /** a fully identical stretch (both haplotypes shared) lies inside it */
  fullyIdentical: boolean
}

export interface IndexedKinMatch extends KinMatch<string> {
  segmentList: KinSegment[]
  /** markers both kits' chips carry (the comparison's basis) */
  sharedMarkers: number
  /** false when the chips overlap too little to trust more than a first-degree call */
  degreeReliable: boolean
}

/**
 * The one-to-many relatives index of the engine (LayoutMatchIndex: a directory of shards, one
 * row per chip layout, screened then scanned) behind the few calls the server needs. Kits are
 * identified by strings the caller chooses; the index is rebuilt from stored kits by adding them
 * again, so its directory is a cache of the database and file storage, never the only copy.
 */
export class KinIndex {
  private readonly index: LayoutMatchIndex

  constructor(readonly dir: string, threads = 0) {
    geneticMap ??= readGeneticMap(getReference())
    this.index = new LayoutMatchIndex(dir, geneticMap, { threads })
  }

  /** ids of the kits held (removed ones left out) */
  ids(): string[] {
    return this.index.kitIds()
  }

  /** adds stored kits (serialized .xgk bytes); kits whose layout is unknown or that predate layouts are skipped */
  async add(kits: ReadonlyArray<{ id: string; kit: Uint8Array }>, layouts: LayoutBytesStore): Promise<{ added: number; skipped: string[] }> {
    const ready = []
    const skipped: string[] = []
    for (const k of kits) {
      const on = await kitOnLayout(k.kit, layouts)
      if (on) ready.push({ id: k.id, kit: on.kit, layout: on.layout })
      else skipped.push(k.id)
    }
    return { added: ready.length ? this.index.add(ready) : 0, skipped }
  }

  /** removes kits: their genotype bytes in the index are overwritten with zeros */
  remove(ids: readonly string[]): number {
    return ids.length ? this.index.remove(ids) : 0
  }

  /** one stored kit against every kit of the index, largest shared cM first; `exclude` ids are not reported */
  async query(kitBytes: Uint8Array, layouts: LayoutBytesStore, exclude: readonly string[] = []): Promise<IndexedKinMatch[] | null> {
    const on = await kitOnLayout(kitBytes, layouts)
    if (!on) return null
    const r = await this.index.query(on.kit, on.layout, { exclude })
    const r1 = (x: number) => Math.round(x * 10) / 10
    return r.matches
      .filter(m => m.segmentCount > 0)
      .map(m => {
        const full = m.segments.filter(s => s.kind === 'full')
        return {
          id: m.kitId,
          totalCm: r1(m.totalCm),
          segments: m.segmentCount,
          largestCm: r1(m.largestCm),
          relationship: m.relationship.key,
          label: m.relationship.label,
          grade: m.relationship.grade ?? null,
          sharedMarkers: m.sharedMarkers,
          degreeReliable: m.degreeReliable,
          segmentList: m.segments
            .filter(s => s.kind === 'half' && s.counted)
            .map(s => ({
              chrom: s.chrom,
              startPos: s.startPos,
              endPos: s.endPos,
              startCm: r1(s.startCm),
              endCm: r1(s.endCm),
              cm: r1(s.cm),
              markers: s.markers,
              fullyIdentical: full.some(f => f.chrom === s.chrom && f.startPos >= s.startPos && f.endPos <= s.endPos)
            }))
        }
      })
  }

  async close(): Promise<void> {
    await this.index.close()
  }
}

/** spec 3.3/3.6/4: which health items a detection's product shows, locks or offers as an upgrade */
/** the items a detection shows; `sex` hides the items about the other sex (a mother's pregnancy for a man) */
export function gateHealth(results: HealthItemResult[], product: { type: string; supportSubmodules?: readonly string[] | null; isOnlineProduct?: boolean }, sex: 'male' | 'female' | null = null) {
  return gateReport(knowledgeBase(), results as ItemResult[], product, sex)
}

/** a stored kit with its layout, or null when the layout is unknown or the kit predates layouts (format v1) */
async function kitOnLayout(kitBytes: Uint8Array, layouts: LayoutBytesStore): Promise<{ kit: ReturnType<typeof deserializeKit>['kit']; layout: KitLayout } | null> {
  const { kit, version } = deserializeKit(kitBytes)
  if (version < 2) return null
  const bytes = await layouts.get(kit.panelId)
  return bytes ? { kit, layout: deserializeLayout(bytes) } : null
}

let lineageModels: { y: YTree; mt: MtTree; ancestry: AncestryReferencePanel } | null = null

async function lineageModelsOnce() {
  if (!lineageModels) {
    const ref = getReference()
    lineageModels = { y: await loadYTree(ref), mt: await loadMtTree(ref), ancestry: await loadAncestryPanel(ref) }
  }
  return lineageModels
}

export interface LineageEvidence {
  y: YHaplogroupCall | YNoCall | { status: 'not-applicable'; reason: string; message: EngineMessage }
  mt: MtHaplogroupCall | MtNoCall
  ancestry: AncestryEstimate | AncestryNoEstimate
}

/**
 * The Y and mt calls with their evidence (path, markers) and the composition with its intervals,
 * recomputed from a stored kit on its layout (the pipeline keeps only names and rounded shares).
 * Null when the kit cannot be read on a stored layout (it must be re-analysed from its upload).
 */
export async function lineageEvidence(kitBytes: Uint8Array, layouts: LayoutBytesStore, sex: 'male' | 'female' | null): Promise<LineageEvidence | null> {
  const k = await kitOnLayout(kitBytes, layouts)
  if (!k) return null
  const m = await lineageModelsOnce()
  const index = indexPanelFast(k.layout)
  const y: LineageEvidence['y'] =
    sex === 'female' ? { status: 'not-applicable', reason: '女性没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测', message: { code: 'y.female' } } : callYHaplogroup(k.kit, index, m.y)
  return { y, mt: callMtHaplogroup(k.kit, index, m.mt), ancestry: estimateAncestry(k.kit, index, m.ancestry) }
}

let lineageTrees: { y: YTree; mt: MtTree } | null = null
const pathCache = new Map<string, readonly string[] | null>()

/** the Y (ISOGG 2019) or mt (PhyloTree 17) tree's name and version, read once */
export function lineageTreeVersion(line: 'paternal' | 'maternal'): string {
  lineageTrees ??= { y: loadYTree(getReference()), mt: loadMtTree(getReference()) }
  return line === 'paternal' ? lineageTrees.y.version : lineageTrees.mt.version
}

/**
 * The clades from the root of the Y or mt tree down to a haplogroup (its ancestors, itself
 * last), or null when the tree does not know the name. Cached per name.
 */
export function lineagePath(line: 'paternal' | 'maternal', haplogroup: string): readonly string[] | null {
  const key = `${line}\0${haplogroup}`
  if (pathCache.has(key)) return pathCache.get(key)!
  lineageTrees ??= { y: loadYTree(getReference()), mt: loadMtTree(getReference()) }
  let out: string[] | null = null
  if (line === 'paternal') {
    const t = lineageTrees.y
    let i = t.byName.get(haplogroup.replace(/[~*]+$/, ''))
    if (i !== undefined) {
      out = []
      while (i !== undefined && i >= 0) {
        out.push(t.nodes[i].name)
        i = t.nodes[i].parent
      }
    }
  } else {
    const t = lineageTrees.mt
    let i = t.byName.get(haplogroup)
    if (i !== undefined) {
      out = []
      while (i >= 0) {
        out.push(t.haplogroups[i])
        i = t.parent[i]
      }
    }
  }
  const path = out ? out.reverse() : null
  pathCache.set(key, path)
  return path
}

/**
 * The haplogroup stories (issue 29) of the clades on a Y or mt path, root first, each statement
 * with the numbers of its sources; `sources[i - 1]` is source i's citation line.
 */
export function lineageStoriesOnPath(line: 'paternal' | 'maternal', path: readonly string[]): ReturnType<typeof lineageStories> {
  return lineageStories(line === 'paternal' ? 'y' : 'mt', path)
}

/** a file of the reference data directory (population tables shipped with the engine's references) */
export function referenceFile(...parts: string[]): string {
  return path.join(getReference().dir, ...parts)
}

/** lengths of the autosomes in cM on the genetic map the comparisons use */
export function autosomeLengths(): Array<{ chrom: number; cm: number }> {
  geneticMap ??= readGeneticMap(getReference())
  return [...geneticMap.entries()]
    .filter(([chrom]) => chrom >= 1 && chrom <= 22)
    .sort((a, b) => a[0] - b[0])
    .map(([chrom, m]) => ({ chrom, cm: Math.round((m.cM[m.cM.length - 1] ?? 0) * 10) / 10 }))
}

export interface PairSegments {
  status: 'compared' | 'too-few-shared-markers' | 'not-available'
  /** the engine's own sentence (Chinese) about what was compared */
  message: string
  comparedMarkers: number
  segments: Array<{ chrom: number; startCm: number; endCm: number; cm: number; startPos: number; endPos: number; fullyIdentical: boolean }>
}

/**
 * The counted half-identical segments two kits share, compared on the markers both layouts
 * carry (any two chips). Too few shared markers is said as such, with no segments.
 */
export async function pairSegments(a: Uint8Array, b: Uint8Array, layouts: LayoutBytesStore): Promise<PairSegments> {
  const ka = await kitOnLayout(a, layouts)
  const kb = await kitOnLayout(b, layouts)
  if (!ka || !kb) return { status: 'not-available', message: '其中一份数据由旧版本分析生成，需重新分析后才能比对', comparedMarkers: 0, segments: [] }
  geneticMap ??= readGeneticMap(getReference())
  const { result } = compareWithPanel(ka, kb, geneticMap)
  if (result.status !== 'compared' || !result.comparison) return { status: 'too-few-shared-markers', message: result.message ?? '两份数据共同检测的位点太少，无法比对', comparedMarkers: result.comparedMarkers, segments: [] }
  const r1 = (x: number) => Math.round(x * 10) / 10
  const all = result.comparison.segments
  const full = all.filter(s => s.kind === 'full')
  const segments = all
    .filter(s => s.kind === 'half' && s.counted)
    .map(s => ({
      chrom: s.chrom,
      startCm: r1(s.startCm),
      endCm: r1(s.endCm),
      cm: r1(s.cm),
      startPos: s.startPos,
      endPos: s.endPos,
      fullyIdentical: full.some(f => f.chrom === s.chrom && f.startPos >= s.startPos && f.endPos <= s.endPos)
    }))
  return { status: 'compared', message: result.message ?? '', comparedMarkers: result.comparedMarkers, segments }
}

/** the ISOGG Y tree, read once from the reference data */
let yTree: YTree | null = null

/** one typed Y-SNP site of a full-sequence file: GRCh37 position and the allele read there */
interface YSite {
  pos: number
  allele: string
  /** the other allele of the tree's SNP there (a two-allele marker for the caller) */
  other: string
}

export interface YFullCall {
  /** the file's kind: a chrY VCF or a list of named SNPs with +/- */
  format: 'vcf' | 'snp-list'
  haplogroup: string
  shortName: string
  majorClade: string
  posterior: number
  tentative: boolean
  /** root → call, with the derived / ancestral SNPs read on each node */
  path: { haplogroup: string; shortName: string; derived: number; ancestral: number }[]
  counts: { sites: number; typed: number; derived: number; ancestral: number; supporting: number; conflicting: number }
  tree: string
}

const BASES = /^[ACGT]$/

/** reads chrY VCF lines (GRCh37) one at a time: each record at a tree SNP position with a haploid or homozygous call */
class YVcfReader {
  readonly sites: YSite[] = []
  private sawY = false
  constructor(private readonly tree: YTree) {}

  line(line: string): void {
    const tree = this.tree
    if (line.startsWith('##')) {
      if (/^##(reference|contig|assembly)/i.test(line) && /(GRCh38|hg38)/i.test(line)) throw new GenomeFileRejected('yfull-build', '该 VCF 基于 GRCh38（hg38），请导出 GRCh37（hg19）坐标的 Y 染色体 VCF 后上传')
      return
    }
    if (!line || line.startsWith('#')) return
    const f = line.split('\t')
    if (f.length < 10) throw new GenomeFileRejected('yfull-format', 'VCF 文件缺少样本基因型列（需要 10 列及以上），请检查后重新上传')
    if (!/^(chr)?(Y|24)$/i.test(f[0])) return
    this.sawY = true
    const pos = Number(f[1])
    const at = Number.isInteger(pos) ? tree.snpsByPos.get(pos) : undefined
    if (!at) return
    const alleles = [f[3].toUpperCase(), ...f[4].toUpperCase().split(',')]
    const gt = (f[8].split(':').indexOf('GT') === -1 ? '' : f[9].split(':')[f[8].split(':').indexOf('GT')]).split(/[/|]/)
    if (!gt.length || gt.some(g => g === '.' || g === '') || new Set(gt).size !== 1) return
    const allele = alleles[Number(gt[0])]
    if (!allele || !BASES.test(allele)) return
    const snp = at.map(i => tree.snps[i]).find(s => s.ancestral === allele || s.derived === allele)
    if (!snp) return
    this.sites.push({ pos, allele, other: allele === snp.derived ? snp.ancestral : snp.derived })
  }

  end(): YSite[] {
    if (!this.sawY) throw new GenomeFileRejected('yfull-no-y', '该 VCF 中没有 Y 染色体（chrY）的记录，请上传 Y 染色体全序列检测导出的 VCF 文件')
    return this.sites
  }
}

/** a named Y-SNP list longer than this is not one (the ISOGG tree names about 70,000 SNPs) */
const Y_LIST_MAX_ROWS = 100_000

/** a chrY VCF or SNP list is far smaller than a chip file: tighter bounds on what it may expand to */
const YFULL_INPUT_LIMITS = { ...INPUT_LIMITS, maxTextBytes: 200 << 20, maxRatio: 30, ratioFloorBytes: 8 << 20 }

/** reads a list of named Y-SNPs one line at a time: 'M122+', 'M9 -', 'F1144,+', 'L1000\tderived' */
class YSnpListReader {
  readonly sites: YSite[] = []
  private unknown = 0
  private rows = 0
  constructor(private readonly tree: YTree) {}

  line(raw: string): void {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    if (++this.rows > Y_LIST_MAX_ROWS) throw new GenomeFileRejected('too-large', `SNP 列表过长（超过 ${Y_LIST_MAX_ROWS / 10000} 万条），不是 Y-SNP 列表，请检查后重新上传`)
    const m = /^([A-Za-z][\w.\-]*?)\s*[,;\t ]?\s*(\+|-|derived|ancestral|positive|negative)$/i.exec(line)
    if (!m) throw new GenomeFileRejected('yfull-format', `无法识别第 ${this.rows} 条记录“${line.slice(0, 40)}”：SNP 列表每行应为 SNP 名称加 + 或 -（如 M122+）`)
    const hits = this.tree.snpsByName.get(m[1].toUpperCase())
    const snp = hits?.map(i => this.tree.snps[i]).find(s => !s.indel && BASES.test(s.derived) && BASES.test(s.ancestral))
    if (!snp) {
      this.unknown++
      return
    }
    const derived = /^(\+|derived|positive)$/i.test(m[2])
    this.sites.push({ pos: snp.pos, allele: derived ? snp.derived : snp.ancestral, other: derived ? snp.ancestral : snp.derived })
  }

  end(): YSite[] {
    if (this.rows === 0) throw new GenomeFileRejected('empty', REJECTION_TEXT.empty)
    if (!this.sites.length) throw new GenomeFileRejected('yfull-unknown-snps', `列表中的 ${this.unknown} 个 SNP 都不在 ISOGG Y 染色体树中，无法判断单倍群`)
    return this.sites
  }
}

/** a file refused by the engine's input layer, in plain Chinese */
function rejected(err: unknown): unknown {
  return err instanceof GenotypeFileError ? new GenomeFileRejected(err.code, REJECTION_TEXT[err.code] ?? REJECTION_TEXT.unreadable) : err
}

/**
 * Y full-sequence import (spec 2.5 /import/yfull, 3.14): a chrY VCF (GRCh37) or a list of named
 * Y-SNPs with +/-, plain or gzip/zip (a path or bytes), read line by line through the engine's
 * input layer (its decompressed-size and line-length bounds) without storing anything, called
 * on the ISOGG tree by the engine's Y caller. Files that are neither, or whose calls support no
 * branch, throw GenomeFileRejected.
 */
export async function callYFull(input: Uint8Array | string, fileName: string): Promise<YFullCall> {
  if (typeof input !== 'string' && input.length === 0) throw new GenomeFileRejected('empty', REJECTION_TEXT.empty)
  const tree = (yTree ??= loadYTree(getReference()))
  let reader: YVcfReader | YSnpListReader | undefined
  const splitter = new LineSplitter((buf, s, e) => {
    const line = yLineDecoder.decode(buf.subarray(s, e))
    if (!reader) {
      if (line.trim() === '') return
      const isVcf = line.startsWith('##fileformat=VCF') || line.startsWith('#CHROM') || /\.vcf(\.gz)?$/i.test(fileName)
      reader = isVcf ? new YVcfReader(tree) : new YSnpListReader(tree)
    }
    reader.line(line)
  })
  try {
    await streamInput(input, chunk => splitter.push(chunk), YFULL_INPUT_LIMITS)
    splitter.end()
  } catch (err) {
    throw rejected(err)
  }
  if (!reader) throw new GenomeFileRejected('empty', REJECTION_TEXT.empty)
  const isVcf = reader instanceof YVcfReader
  const sites = reader.end()
  const unique = new Map<number, YSite>()
  for (const s of sites) if (!unique.has(s.pos)) unique.set(s.pos, s)
  const sorted = [...unique.values()].sort((a, b) => a.pos - b.pos)
  const n = sorted.length
  const panel: MarkerPanel = {
    id: `yfull-${n}`, checksum: `yfull-${n}`, size: n, rsid: sorted.map(() => ''), chrom: new Uint8Array(n).fill(CHROM_Y), pos: Int32Array.from(sorted.map(s => s.pos)),
    a1: sorted.map(s => s.allele), a2: sorted.map(s => s.other), source: new Uint8Array(n), sources: [fileName || 'yfull']
  }
  const kit = createPackedKit(panel)
  for (let i = 0; i < n; i++) setCall(kit, i, HOM_A1)
  const call = callYHaplogroup(kit, indexPanel(panel), tree)
  if (call.status !== 'called' || call.path.length < 2) {
    throw new GenomeFileRejected('yfull-no-branch', `文件中可判读的 Y 染色体 SNP 有 ${n} 个，但不足以支持任何 Y 单倍群分支，请上传包含更多 Y-SNP 的数据`)
  }
  const c = call.counts
  return {
    format: isVcf ? 'vcf' : 'snp-list',
    haplogroup: call.haplogroup,
    shortName: call.shortName,
    majorClade: call.majorClade,
    posterior: call.posterior,
    tentative: call.tentative,
    path: call.path.map(p => ({ haplogroup: p.haplogroup, shortName: p.shortName, derived: p.derived, ancestral: p.ancestral })),
    counts: { sites: n, typed: c.typed, derived: c.derived, ancestral: c.ancestral, supporting: c.supporting, conflicting: c.conflicting },
    tree: call.reference.tree
  }
}

const yLineDecoder = new TextDecoder('utf-8')

/**
 * spec 3.10 grade of one of the engine's relationship classes: the grade the engine gives the
 * class, the spec's text for it and the generations (meioses on the path between the two people)
 * the class's member relationships span: full siblings 2 (you, a parent, the sibling), a first
 * cousin 4. Null for a key the engine does not know.
 */
export function relationshipGrade(key: string): { grade: string; text: string; generations: string; degree: number; label: string } | null {
  const c = key === IDENTICAL_CLASS.key ? IDENTICAL_CLASS : RELATIONSHIP_CLASSES.find(x => x.key === key)
  if (!c) return null
  const meioses = c.key === 'identical' ? [0] : c.key === 'parent-child' ? [1] : c.members.map(m => m.topology.up1 + m.topology.up2)
  const lo = Math.min(...meioses)
  const hi = Math.max(...meioses)
  const g = { grade: c.grade, text: KIN_GRADES[c.grade].text, generations: lo === hi ? String(lo) : `${lo}-${hi}`, degree: c.degree }
  // the line a person reads (contracts: a parent is a first-degree relative, not "亲缘等级 2-3")
  return { ...g, label: kinDegreeLabel({ relationship: c.key, ...g }) }
}

/**
 * spec 3.10 origin of a link (0 mother, 1 father, 2 both) from the tested parents' own segments
 * with the relative (the engine's matchOrigin: a segment of child and relative lies within a
 * parent's segments with the relative). Pass undefined for a parent who is not tested.
 */
export function originFromParents(
  childWithX: PairSegments['segments'],
  motherWithX: PairSegments['segments'] | undefined,
  fatherWithX: PairSegments['segments'] | undefined
): { origin: 0 | 1 | 2 | null; maternalCm: number; paternalCm: number } {
  // matchOrigin reads kind, chrom and the cM bounds; the rest of a SharedSegment is not used there
  const half = (xs: PairSegments['segments']): SharedSegment[] =>
    xs.map(s => ({ kind: 'half', chrom: s.chrom, startIndex: 0, endIndex: 0, startPos: s.startPos, endPos: s.endPos, startCm: s.startCm, endCm: s.endCm, cm: s.cm, markers: 0, mismatches: 0, bothHeterozygous: 0, evidence: 0, counted: true }))
  const r = matchOrigin(half(childWithX), motherWithX ? half(motherWithX) : undefined, fatherWithX ? half(fatherWithX) : undefined)
  return { origin: r.origin, maternalCm: Math.round(r.maternalCm * 10) / 10, paternalCm: Math.round(r.paternalCm * 10) / 10 }
}

/**
 * The Y tree as the pages browse it (issue 16, /ancestry/ytree): the same tree object the caller
 * uses (loadYTree keeps one per reference file, so nothing is parsed twice), with the manifest
 * entries of its two files (version, source repository and commit, licence, checksum).
 */
export interface YTreeDatasetInfo {
  name: string
  file: string
  version: string
  repo: string
  commit: string
  path: string
  licence: string
  description: string
  sha256: string
}

export function yTreeForBrowsing(): { tree: YTree; datasets: YTreeDatasetInfo[] } {
  const ref = getReference()
  const tree = (yTree ??= loadYTree(ref))
  const datasets = ['y-snps', 'y-base-tree'].map(name => {
    const e = ref.entry(name)
    return { name, file: e.file, version: e.version, repo: e.source.repo, commit: e.source.commit, path: e.source.path, licence: e.licence, description: e.description, sha256: e.sha256 }
  })
  return { tree, datasets }
}

// the health report's calculators (health.ts) and the demo's 1000 Genomes file (demo.ts) come through here too
export { CalculatorInputError, calculatorById, calculatorFor, resolveLevelText, validateCalculatorInputs, type ItemDef } from '@xungen/genome/knowledge'
export { loadKnowledgeBase, type KnowledgeBase }
export { writeThousandGenomesFile, QC_THRESHOLDS } from '@xungen/genome'
export { findHaplogroup as findYNode, shortName as yShortName } from '@xungen/genome/lineage/y'
export type { YTree } from '@xungen/genome/lineage/y'
