/**
 * The one place the server calls the genome engine (@xungen/genome). Everything the pipeline,
 * the relatives index and the demo report need from the engine goes through the functions
 * below, so that a change of the engine's API (layout-based kits, GRCh38 lift-over) is a change
 * of this file only. Nothing here touches HTTP or the database.
 */
import {
  analyzeGenotypeFile,
  createComparator,
  createMatchPanel,
  createRelationshipPredictor,
  DEFAULT_SEGMENT_PARAMS,
  deserializeKit,
  ENGINE_VERSION,
  GenotypeFileError,
  getReference,
  isPackedFor,
  loadPanel,
  planesFromPackedKit,
  readKit,
  readGeneticMap,
  serializeKit,
  type LoadedPanel,
  type MatchPanel,
  type PackedKit
} from '@xungen/genome/src'
import { computeReport, gateReport, loadKnowledgeBase, type ItemResult, type KnowledgeBase } from '@xungen/genome/src/knowledge'

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
  unreadable: '无法读取该文件'
}

/** the stages of one analysis, in order (the pipeline reports each one) */
export const ANALYSIS_STAGES = ['parse', 'qc', 'sex', 'y', 'mt', 'ancestry', 'health'] as const
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number]

export interface GenomeAnalysis {
  engineVersion: string
  kbVersion: string
  panelId: string
  panelChecksum: string
  qc: { verdict: string; callRate: number | null; reasons: Array<{ level: string; code: string; message: string }> }
  format: { vendor: string | null; build: string | null; calls: number }
  sex: GeneticSex
  y: { haplogroup: string; short: string; majorClade: string | null } | null
  /** why Y was not called (female, too few Y markers, ...) */
  yReason: string | null
  mt: { haplogroup: string; majorClade: string | null } | null
  mtReason: string | null
  ancestry: AncestryShare[]
  ancestryReason: string | null
  health: HealthItemResult[]
  /** the packed kit for the relatives index */
  kit: Uint8Array
  /** ms per stage; parse, qc and sex come from the engine's own timings */
  timings: Record<string, number>
}

export type HealthItemResult = Pick<ItemResult, 'itemId' | 'category' | 'title' | 'summary' | 'status' | 'level' | 'levelLabel' | 'levelText' | 'note' | 'genotypes' | 'evidence' | 'attention'> & {
  score?: ItemResult['score']
  pgx?: ItemResult['pgx']
  confirmation?: ItemResult['confirmation']
}

let panelPromise: Promise<LoadedPanel> | null = null
let kb: KnowledgeBase | null = null
let matchPanel: MatchPanel | null = null

/** the engine's marker panel, loaded once per process */
export function enginePanel(): Promise<LoadedPanel> {
  panelPromise ??= loadPanel({ ref: getReference() }).catch(err => {
    panelPromise = null
    throw err
  })
  return panelPromise
}

function knowledgeBase(): KnowledgeBase {
  kb ??= loadKnowledgeBase()
  return kb
}

export function engineVersions(): { engine: string; kb: string } {
  return { engine: ENGINE_VERSION, kb: knowledgeBase().version }
}

interface PartLike {
  status: string
  reason?: string
  result?: unknown
}

/**
 * Analyses one raw genotype file (bytes, already decrypted): format, QC, genetic sex, Y, mt,
 * ancestry and every health item. `onStage` is awaited after each stage (progress, tests).
 * A file the engine refuses throws GenomeFileRejected with a Chinese message.
 */
export async function analyzeRawFile(bytes: Uint8Array, fileName: string, onStage?: (stage: AnalysisStage) => Promise<void> | void): Promise<GenomeAnalysis> {
  const loaded = await enginePanel()
  let out: Awaited<ReturnType<typeof analyzeGenotypeFile>>
  try {
    out = await analyzeGenotypeFile(bytes, { panel: loaded, fileName })
  } catch (err) {
    if (err instanceof GenotypeFileError) throw new GenomeFileRejected(err.code, REJECTION_TEXT[err.code] ?? REJECTION_TEXT.unreadable)
    throw err
  }
  const { report, kit } = out
  for (const stage of ['parse', 'qc', 'sex', 'y', 'mt', 'ancestry'] as const) await onStage?.(stage)
  const sex = report.qc.sex.sex as GeneticSex
  const t = performance.now()
  const health = computeReport({ kit, index: loaded.index, sex: sex === 'undetermined' ? undefined : sex } as never, { kb: knowledgeBase() })
  const healthMs = performance.now() - t
  await onStage?.('health')

  const y = report.y as PartLike
  const mt = report.mt as PartLike
  const an = report.ancestry as PartLike
  const yr = y.status === 'called' ? (y.result as { haplogroup: string; shortName: string; majorClade?: string }) : null
  const mr = mt.status === 'called' ? (mt.result as { haplogroup: string; majorClade?: string }) : null
  const comps = an.status === 'called' ? ((an.result as { components?: Array<{ label: string; labelZh: string; proportion: number }> }).components ?? []) : []
  const ancestry = comps
    .filter(c => c.proportion > 0)
    .map(c => ({ region: c.label, regionZh: c.labelZh, percent: Math.round(c.proportion * 1000) / 10 }))
    .sort((a, b) => b.percent - a.percent)
  return {
    engineVersion: report.engine.version,
    kbVersion: knowledgeBase().version,
    panelId: report.engine.panelId,
    panelChecksum: report.engine.panelChecksum,
    qc: {
      verdict: report.qc.verdict,
      callRate: (report.qc.metrics as { callRate?: number }).callRate ?? null,
      reasons: report.qc.reasons.map(r => ({ level: r.level, code: r.code, message: r.message }))
    },
    format: { vendor: (report.format as { vendor?: string }).vendor ?? null, build: (report.build as { build?: string }).build ?? null, calls: report.parse.counts.calls },
    sex,
    y: yr ? { haplogroup: yr.haplogroup, short: yr.shortName, majorClade: yr.majorClade ?? null } : null,
    yReason: yr ? null : y.reason ?? null,
    mt: mr ? { haplogroup: mr.haplogroup, majorClade: mr.majorClade ?? null } : null,
    mtReason: mr ? null : mt.reason ?? null,
    ancestry,
    ancestryReason: an.status === 'called' ? null : an.reason ?? null,
    health: health.map(slimItem),
    kit: serializeKit(kit, { engineVersion: report.engine.version }),
    timings: {
      parse: report.timings.parseAndPackMs,
      qc: report.timings.qcMs,
      y: report.timings.yMs,
      mt: report.timings.mtMs,
      ancestry: report.timings.ancestryMs,
      health: Math.round(healthMs * 10) / 10
    }
  }
}

function slimItem(r: ItemResult): HealthItemResult {
  const { itemId, category, title, summary, status, level, levelLabel, levelText, note, genotypes, evidence, attention, score, pgx, confirmation } = r
  return { itemId, category, title, summary, status, level, levelLabel, levelText, note, genotypes, evidence, attention, ...(score ? { score } : {}), ...(pgx ? { pgx } : {}), ...(confirmation ? { confirmation } : {}) }
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

/**
 * One kit against many (the relatives index): every other kit that shares counted segments,
 * with the likely relationship. Kits packed on another panel are skipped.
 */
export async function matchOneAgainstAll<Id>(kitBytes: Uint8Array, others: Iterable<{ id: Id; kit: Uint8Array }>): Promise<KinMatch<Id>[]> {
  const loaded = await enginePanel()
  matchPanel ??= createMatchPanel(loaded.panel, readGeneticMap(getReference()))
  const compare = createComparator(matchPanel)
  const predict = createRelationshipPredictor({ genomeCm: matchPanel.genomeCm, chromosomes: matchPanel.autosomes.length, minCm: DEFAULT_SEGMENT_PARAMS.minCm })
  const mine = planesOf(kitBytes, loaded)
  if (!mine) return []
  const out: KinMatch<Id>[] = []
  for (const other of others) {
    const planes = planesOf(other.kit, loaded)
    if (!planes) continue
    const r = compare(mine, planes)
    if (r.segmentCount === 0) continue
    const p = predict(r)
    if (!p) continue
    out.push({ id: other.id, totalCm: Math.round(r.totalCm * 10) / 10, segments: r.segmentCount, largestCm: Math.round(r.largestCm * 10) / 10, relationship: p.key, label: p.label, grade: p.grade ?? null })
  }
  return out
}

function planesOf(bytes: Uint8Array, loaded: LoadedPanel) {
  const { kit } = deserializeKit(bytes)
  if (!isPackedFor(kit as PackedKit, loaded.panel)) return null
  return planesFromPackedKit(kit)
}

/** spec 3.3/3.6/4: which health items a detection's product shows, locks or offers as an upgrade */
export function gateHealth(results: HealthItemResult[], product: { type: string; supportSubmodules?: readonly string[] | null; isOnlineProduct?: boolean }) {
  return gateReport(knowledgeBase(), results as ItemResult[], product)
}

/** DECISION: an imported file must give at least this many calls on the engine's markers to be analysed */
export const MIN_IMPORT_CALLS = 1000

const BUILD_TEXT: Record<number, string> = { 36: 'NCBI36 (hg18)', 38: 'GRCh38 (hg38)' }

/**
 * Reads a raw file without analysing it (spec 3.14 gene data upload): a file the engine refuses,
 * a file of another genome build, or one with too few markers throws GenomeFileRejected in plain
 * Chinese, before anything is stored.
 */
export async function inspectRawFile(bytes: Uint8Array, fileName: string): Promise<{ vendor: string; build: number | null; calls: number; panelCalls: number }> {
  const loaded = await enginePanel()
  let read: Awaited<ReturnType<typeof readKit>>
  try {
    read = await readKit(bytes, { panel: loaded })
  } catch (err) {
    if (err instanceof GenotypeFileError) throw new GenomeFileRejected(err.code, REJECTION_TEXT[err.code] ?? REJECTION_TEXT.unreadable)
    throw err
  }
  const build = read.parse.build.build ?? null
  if (build !== null && build !== 37) throw new GenomeFileRejected('build', `该文件基于 ${BUILD_TEXT[build] ?? build} 参考基因组，暂不支持，请导出 GRCh37（hg19）版本的原始数据`)
  if (read.counts.called < MIN_IMPORT_CALLS) throw new GenomeFileRejected('too-few-markers', `文件中可用于分析的位点只有 ${read.counts.called} 个，不足以生成报告（至少需要 ${MIN_IMPORT_CALLS} 个）`)
  void fileName
  return { vendor: String(read.parse.format.vendor), build, calls: read.parse.counts.calls, panelCalls: read.counts.called }
}
