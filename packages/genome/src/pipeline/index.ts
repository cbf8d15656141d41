import { estimateAncestry, loadAncestryPanel } from '../ancestry'
import type { AncestryEstimate, AncestryNoEstimate } from '../ancestry'
import { CHROM_Y } from '../core/chromosome'
import type { PackedKit } from '../core/packed'
import { computeReport, ItemResult } from '../knowledge'
import type { KitLayout } from '../layout/layout'
import type { FileKit } from '../layout/read'
import { callMtHaplogroup, loadMtTree } from '../lineage/mt'
import type { MtHaplogroupCall, MtNoCall } from '../lineage/mt'
import { callYHaplogroup, loadYTree } from '../lineage/y'
import type { YHaplogroupCall, YNoCall } from '../lineage/y'
import { FastPanelIndex, indexPanelFast } from '../panel/lookup'
import type { QcReport, SexCall } from '../qc'
import { getReference, Reference } from '../reference'
import { GenomeInput, packFile, PackFileOptions, PackReport } from './pack'

import type { EngineMessage } from '@xungen/contracts'

export * from './pack'

/** Where a part of the analysis stands; `result` carries the caller's own evidence. */
export type PartStatus<T = unknown> =
  | { status: 'called'; result: T; millis: number }
  /** the caller ran and declined to call (too few markers, ...): its reason and counts */
  | { status: 'no-call'; reason: string; message?: EngineMessage; result: T; millis: number }
  | { status: 'not-applicable'; reason: string; message?: EngineMessage }
  | { status: 'failed'; reason: string; message?: EngineMessage }

export interface AnalysisReport extends PackReport {
  y: PartStatus<YHaplogroupCall | YNoCall>
  mt: PartStatus<MtHaplogroupCall | MtNoCall>
  ancestry: PartStatus<AncestryEstimate | AncestryNoEstimate>
}

export interface AnalyzeFileOptions extends PackFileOptions {
  /** compute the health knowledge-base items (default true) */
  health?: boolean
}

/** Everything one raw file gives: its kit and layout, QC and sex, Y, mt, ancestry and health. */
export interface FileAnalysis {
  /** 2-bit calls on `layout` (kit.panelId = layout.id); store with serializeKit */
  kit: PackedKit
  /** the file's marker layout; store it (serializeLayout) when `layoutStatus` is not 'known' */
  layout: KitLayout
  layoutStatus: FileKit['layoutStatus']
  qc: QcReport
  sex: SexCall
  y: AnalysisReport['y']
  mt: AnalysisReport['mt']
  ancestry: AnalysisReport['ancestry']
  /** knowledge-base items (spec 8.2 statuses); empty when options.health is false */
  health: ItemResult[]
  /** the full evidence: format, build, counts, lift-over, timings */
  report: AnalysisReport
}

interface Models {
  y: ReturnType<typeof loadYTree>
  mt: ReturnType<typeof loadMtTree>
  ancestry: ReturnType<typeof loadAncestryPanel>
}
const models = new Map<string, Partial<Models>>()

function model<K extends keyof Models>(ref: Reference, key: K, load: () => Models[K]): Models[K] {
  let m = models.get(ref.dir)
  if (!m) models.set(ref.dir, (m = {}))
  return (m[key] ??= load()) as Models[K]
}

async function runPart<T>(run: () => T | Promise<T>): Promise<PartStatus<T>> {
  const t = performance.now()
  try {
    const result = await run()
    const millis = performance.now() - t
    const r = result as { status?: string; reason?: string; message?: EngineMessage } | undefined
    // the callers say 'no-call' (Y, mt) or 'insufficient-data' (ancestry) with a reason and its code
    if (r && (r.status === 'no-call' || r.status === 'insufficient-data')) return { status: 'no-call', reason: String(r.reason ?? 'no call'), message: r.message, result, millis }
    return { status: 'called', result, millis }
  } catch (e) {
    return { status: 'failed', reason: (e as Error).message, message: { code: 'lineage.failed' } }
  }
}

const round = (x: number) => Math.round(x * 10) / 10

/**
 * The whole analysis of one raw file (path or bytes; plain, gzip or zip). The file is parsed
 * once, becomes its own kit on its own layout (GRCh38 lifted to GRCh37), then QC and sex, Y
 * (unless female), mt, ancestry and the health items run on the markers the file has.
 * A file that cannot be read at all throws GenotypeFileError (code and plain reason).
 */
export async function analyzeFile(source: GenomeInput, options: AnalyzeFileOptions = {}): Promise<FileAnalysis> {
  const ref = options.ref ?? getReference()
  const packed = await packFile(source, { ...options, ref })
  const t2 = performance.now()
  const { kit, layout, qc } = packed
  const index: FastPanelIndex = indexPanelFast(layout)
  let y: AnalysisReport['y']
  if (qc.sex.sex === 'female') y = { status: 'not-applicable', reason: 'genetic sex is female: there is no Y chromosome', message: { code: 'y.female' } }
  else {
    const yr = index.chromRange(CHROM_Y)
    if (yr[1] <= yr[0]) y = { status: 'not-applicable', reason: 'the file has no Y-chromosome markers', message: { code: 'y.no-markers' } }
    else {
      y = await runPart(() => callYHaplogroup(kit, index, model(ref, 'y', () => loadYTree(ref))))
      if (qc.sex.sex === 'undetermined' && y.status === 'called') qc.reasons.push({ level: 'warn', code: 'y-without-sex', message: 'a Y haplogroup was called although genetic sex is undetermined' })
    }
  }
  const t3 = performance.now()
  const mt: AnalysisReport['mt'] = await runPart(async () => callMtHaplogroup(kit, index, await model(ref, 'mt', () => loadMtTree(ref))))
  const t4 = performance.now()
  // the ancestry caller judges its own markers (the AIMs the kit carries): a small file typed at
  // the AIMs supports an estimate (with wider intervals) even when QC fails it for matching
  const ancestry: AnalysisReport['ancestry'] = await runPart(async () => estimateAncestry(kit, index, await model(ref, 'ancestry', () => loadAncestryPanel(ref))))
  const t5 = performance.now()
  const sex = qc.sex.sex === 'male' || qc.sex.sex === 'female' ? qc.sex.sex : undefined
  const health = options.health === false ? [] : computeReport({ kit, index, sex }, { reference: ref })
  const t6 = performance.now()
  const p = packed.report
  const { totalMs, ...packTimings } = p.timings
  const report: AnalysisReport = {
    engine: p.engine,
    file: p.file,
    format: p.format,
    build: p.build,
    parse: p.parse,
    layout: p.layout,
    liftover: p.liftover,
    wholeGenome: p.wholeGenome,
    qc,
    y,
    mt,
    ancestry,
    warnings: p.warnings,
    timings: {
      ...packTimings,
      yMs: round(t3 - t2),
      mtMs: round(t4 - t3),
      ancestryMs: round(t5 - t4),
      healthMs: round(t6 - t5),
      totalMs: round(totalMs + t6 - t2)
    }
  }
  return { kit, layout, layoutStatus: packed.layoutStatus, qc, sex: qc.sex, y, mt, ancestry, health, report }
}
