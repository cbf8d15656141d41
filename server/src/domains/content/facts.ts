/**
 * The figures pages state about the product (issue 26 item 4), computed rather than typed:
 *  - a white paper's counts and citations, from the health knowledge base the reports use (the
 *    items of the paper's areas, their distinct markers and genes, evidence levels, and every
 *    citation those items name); computed once per process (the base is read-only);
 *  - the laboratory's turnaround per stage, measured from the sample timeline (sample_events) of
 *    kits over the last TURNAROUND_WINDOW_DAYS: median and 90th percentile per stage, null
 *    below TURNAROUND_MIN_SAMPLES samples (the page then says no figure exists yet). Cached for
 *    ten minutes: 1,000 visitors at once cost one query.
 */
import type { Kysely } from 'kysely'
import {
  HEALTH_AREAS,
  SAMPLE_STATES,
  TURNAROUND_MIN_SAMPLES,
  TURNAROUND_WINDOW_DAYS,
  WHITE_PAPERS,
  quantile,
  type HealthArea,
  type TurnaroundData,
  type WhitePaper,
  type WhitePaperCitation,
  type WhitePaperFacts
} from '@xungen/contracts'
import type { Database } from '../../db'
import { loadKnowledgeBase, QC_THRESHOLDS, type KnowledgeBase } from '../analysis'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
const TURNAROUND_CACHE_MS = 10 * 60_000
/** the most sample events read for one measurement (a busy laboratory's half year is far below) */
const TURNAROUND_MAX_EVENTS = 200_000

export const TURNAROUND_STAGES = [
  { from: SAMPLE_STATES.RECEIVED, to: SAMPLE_STATES.QC_PASSED, label: '样本签收到 DNA 质检通过' },
  { from: SAMPLE_STATES.QC_PASSED, to: SAMPLE_STATES.GENOTYPED, label: 'DNA 质检到芯片检测完成' },
  { from: SAMPLE_STATES.GENOTYPED, to: SAMPLE_STATES.PUBLISHED, label: '芯片检测完成到报告发布' },
  { from: SAMPLE_STATES.RECEIVED, to: SAMPLE_STATES.PUBLISHED, label: '样本签收到报告发布（合计）' }
] as const

export function whitePaperFacts(kb: KnowledgeBase, paper: WhitePaper): WhitePaperFacts {
  const areas = WHITE_PAPERS[paper].areas as readonly HealthArea[]
  const items = kb.items.filter(i => areas.includes(i.category))
  const markers = new Set(items.flatMap(i => i.markers.map(m => m.rsid)))
  const genes = new Set(items.flatMap(i => i.genes))
  const evidence = { A: 0, B: 0, C: 0 }
  for (const i of items) evidence[i.evidence] += 1
  const citationIds = [...new Set(items.flatMap(i => i.citations))]
  const citations: WhitePaperCitation[] = citationIds
    .map(id => kb.citations.get(id))
    .filter((c): c is NonNullable<typeof c> => Boolean(c))
    .map(c => ({ authors: c.authors, title: c.title, journal: c.journal, year: c.year, pmid: c.pmid ?? null, url: c.url ?? null, source: c.source ?? null }))
    .sort((a, b) => b.year - a.year || a.authors.localeCompare(b.authors))
  return {
    paper,
    knowledgeVersion: kb.version,
    genomeBuild: 'GRCh37',
    areas: areas.map(area => ({ area, name: HEALTH_AREAS[area].name, items: items.filter(i => i.category === area).length })),
    items: items.length,
    markers: markers.size,
    genes: genes.size,
    evidence,
    titles: items.map(i => kb.texts.get(i.id)?.title ?? i.id),
    citations,
    qc:
      paper === 'chip'
        ? { callRateWarn: QC_THRESHOLDS.callRateWarn, callRateFail: QC_THRESHOLDS.callRateFail, autosomalCalledFail: QC_THRESHOLDS.autosomalCalledFail, autosomalCalledWarn: QC_THRESHOLDS.autosomalCalledWarn }
        : null
  }
}

/** turnaround of each stage from per-sample first times of each state */
export function turnaroundOf(firstTimes: ReadonlyMap<number, ReadonlyMap<string, number>>, now: number): TurnaroundData {
  const stages = TURNAROUND_STAGES.map(stage => {
    const hours: number[] = []
    for (const times of firstTimes.values()) {
      const from = times.get(stage.from)
      const to = times.get(stage.to)
      if (from !== undefined && to !== undefined && to >= from) hours.push((to - from) / HOUR_MS)
    }
    hours.sort((a, b) => a - b)
    const enough = hours.length >= TURNAROUND_MIN_SAMPLES
    const round = (h: number) => Math.round(h * 10) / 10
    return { ...stage, samples: hours.length, medianHours: enough ? round(quantile(hours, 0.5)) : null, p90Hours: enough ? round(quantile(hours, 0.9)) : null }
  })
  return { windowDays: TURNAROUND_WINDOW_DAYS, stages, measuredAt: now }
}

export class ContentFacts {
  private kb: KnowledgeBase | null = null
  private readonly papers = new Map<WhitePaper, WhitePaperFacts>()
  private turnaroundCache: { at: number; data: Promise<TurnaroundData> } | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  whitePaper(paper: WhitePaper): WhitePaperFacts {
    let facts = this.papers.get(paper)
    if (!facts) {
      this.kb ??= loadKnowledgeBase()
      facts = whitePaperFacts(this.kb, paper)
      this.papers.set(paper, facts)
    }
    return facts
  }

  turnaround(): Promise<TurnaroundData> {
    const now = this.clock()
    if (!this.turnaroundCache || now - this.turnaroundCache.at > TURNAROUND_CACHE_MS) {
      const data = this.measure(now)
      this.turnaroundCache = { at: now, data }
      data.catch(() => (this.turnaroundCache = null))
    }
    return this.turnaroundCache.data
  }

  /** forget the cached measurement (tests, after they add samples) */
  refresh(): void {
    this.turnaroundCache = null
  }

  private async measure(now: number): Promise<TurnaroundData> {
    const states = [...new Set(TURNAROUND_STAGES.flatMap(s => [s.from, s.to]))]
    const rows = await this.db
      .selectFrom('sample_events as e')
      .innerJoin('detections as d', 'd.id', 'e.detection_id')
      .select(['e.sample_id', 'e.state'])
      .select(eb => eb.fn.min('e.created_at').as('at'))
      .where('d.source', '=', 'kit')
      .where('e.sample_id', 'is not', null)
      .where('e.state', 'in', states)
      .where('e.created_at', '>=', now - TURNAROUND_WINDOW_DAYS * DAY_MS)
      .groupBy(['e.sample_id', 'e.state'])
      .limit(TURNAROUND_MAX_EVENTS)
      .execute()
    const firstTimes = new Map<number, Map<string, number>>()
    for (const r of rows) {
      const id = Number(r.sample_id)
      if (!firstTimes.has(id)) firstTimes.set(id, new Map())
      firstTimes.get(id)!.set(r.state, Number(r.at))
    }
    return turnaroundOf(firstTimes, now)
  }
}
