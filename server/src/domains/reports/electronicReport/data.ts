/**
 * What the electronic report prints, gathered from the same services as the pages (report home,
 * items and item details, the ancestry report) into one plain object: the worker thread that
 * draws the PDF gets this and nothing else (no database, no storage, no session).
 */
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import type { ANCESTRY } from '@xungen/contracts/endpoints'
import { HEALTH_AREAS, HEALTH_GUIDANCE, REPORT_ITEM_STATUS, citationAuthors, hweGenotypeShares, scoreBands, type HealthArea } from '@xungen/contracts'
import { AppError } from '../../../errors'
import type { ReportService, Viewer } from '../service'

export type AncestryReport = EndpointOutput<typeof ANCESTRY.report>

/** the ancestry report of a barcode as its page reads it (the ancestry domain provides it) */
export type AncestrySource = (viewer: Viewer, barcode: string) => Promise<AncestryReport>

export interface PdfCitation {
  id: string
  authors: string
  title: string
  journal: string
  year: number
  pmid?: string | null
  source?: string
}

export interface PdfMarker {
  gene: string
  rsid: string
  chrom: string
  pos: number
  genotype: string | null
  /** why there is no genotype: 'nocall' read but failed, otherwise not on the chip */
  missing: 'nocall' | 'untyped' | null
  effectAllele: string
  effectCount: number | null
  /** East Asian frequency of the alternative allele where the knowledge base states one */
  eas: { allele: string; frequency: number; source: string | null } | null
  /** genotype shares among East Asians under Hardy-Weinberg equilibrium, the reader's marked */
  shares: Array<{ genotype: string; share: number; mine: boolean }> | null
}

export interface PdfItem {
  id: string
  title: string
  detected: boolean
  attention: boolean
  levelLabel: string | null
  levelText: string | null
  /** why an item was not detected (spec 8.2 notes) */
  note: string | null
  confirmation: string | null
  score: {
    percentile: number
    relativeRisk: number
    markersUsed: number
    markersImputed: string[]
    bands: { cuts: number[]; bands: Array<{ key: string; label: string }> } | null
    mineBand: string | null
  } | null
  pgx: Array<{ gene: string; diplotypes: string[]; phenotype: string | null; activityScore: string | null }> | null
  markers: PdfMarker[]
  evidence: string
  /** numbers of the item's citations in the reference list */
  refs: number[]
}

export interface PdfArea {
  key: HealthArea
  name: string
  notMeaning: string
  seeDoctor: string
  counts: { total: number; detected: number; attention: number; undetected: number; locked: number }
  items: PdfItem[]
  /** titles of the items the product does not unlock */
  locked: string[]
}

export interface PdfAncestry {
  composition: { estimated: boolean; reason: string | null; regions: Array<{ id: string; name: string; proportion: number; low: number; high: number }>; markersUsed: number; sources: string[] }
  paternal: null | {
    haplogroup: string | null
    shortName: string | null
    reason: string | null
    posterior: number | null
    typed: number
    tree: string | null
    path: Array<{ name: string; derived: number; ancestral: number }>
    supporting: number
    conflicting: number
    populations: Array<{ name: string; men: number; inClade: number }>
    stories: PdfStories
  }
  maternal: {
    haplogroup: string | null
    reason: string | null
    tree: string | null
    path: string[]
    supporting: string[]
    missing: number
    stories: PdfStories
  }
}

/** the cited haplogroup stories of the clades on a path (issue 29); `refs` are numbers of the report's references */
export interface PdfStories {
  items: Array<{ name: string; statements: Array<{ text: string; refs: number[] }> }>
}

export interface ReportPdfData {
  sample: { label: string; source: string } | null
  person: { name: string; sex: 'male' | 'female' | null }
  barcode: string
  product: string
  versions: { engine: string; kb: string }
  publishedAt: number | null
  /** when this rendering was made (ms) */
  generatedAt: number
  qc: { verdict: string; callRate: number | null } | null
  areas: PdfArea[]
  ancestry: PdfAncestry | null
  citations: PdfCitation[]
}

// the order of the report's areas on the pages' side bar
const AREA_ORDER: HealthArea[] = ['disease', 'carrier', 'drug', 'traits', 'nutrition', 'fitness', 'skin']

const EVIDENCE_TEXT: Record<string, string> = {
  A: 'A 级证据：临床用药指南或公认的临床遗传学结论',
  B: 'B 级证据：经重复验证、包含东亚人群的研究',
  C: 'C 级证据：仅供参考的研究结果'
}

export interface PdfSources {
  reports: ReportService
  /** levels of an item with their wording (the knowledge base) */
  levels(itemId: string): Array<{ key: string; label: string }>
  /** East Asian frequency of a marker's alternative allele where the base states one */
  frequency(rsid: string): { allele: string; frequency: number; source: unknown } | null
  ancestry?: AncestrySource
}

/** CPIC's phenotype terms (PharmCAT tables) in Chinese; a term not listed is printed as it is */
const PHENOTYPE_ZH: Record<string, string> = {
  'Normal Metabolizer': '正常代谢型',
  'Intermediate Metabolizer': '中间代谢型',
  'Possible Intermediate Metabolizer': '可能为中间代谢型',
  'Likely Intermediate Metabolizer': '很可能为中间代谢型',
  'Poor Metabolizer': '慢代谢型',
  'Likely Poor Metabolizer': '很可能为慢代谢型',
  'Rapid Metabolizer': '快代谢型',
  'Ultrarapid Metabolizer': '超快代谢型',
  'Normal Function': '功能正常',
  'Decreased Function': '功能降低',
  'Possible Decreased Function': '可能功能降低',
  'Poor Function': '功能缺失',
  'Increased Function': '功能增强',
  Indeterminate: '无法确定',
  'normal risk of aminoglycoside-induced hearing loss': '氨基糖苷类药物致聋风险一般',
  'increased risk of aminoglycoside-induced hearing loss': '氨基糖苷类药物致聋风险升高',
  'uncertain risk of aminoglycoside-induced hearing loss': '氨基糖苷类药物致聋风险不确定'
}

export function phenotypeZh(term: string): string {
  return PHENOTYPE_ZH[term] ?? term
}

const sexOf = (s: string | null | undefined): 'male' | 'female' | null => (s === 'male' || s === 'female' ? s : null)

function sourceText(source: unknown): string | null {
  if (source && typeof source === 'object' && 'authors' in source) {
    const c = source as { authors: string; title?: string; year: number }
    return `${citationAuthors(c) ?? '已发表研究'}，${c.year}`
  }
  return null
}

/** everything the electronic report of one barcode prints, read with the viewer's rights */
export async function reportPdfData(src: PdfSources, viewer: Viewer, barcode: string, now: number): Promise<ReportPdfData> {
  const home = await src.reports.home(viewer, barcode)
  const { list } = await src.reports.items(viewer, barcode)
  const citations: PdfCitation[] = []
  const citationIndex = new Map<string, number>()
  const cite = (c: PdfCitation) => {
    let n = citationIndex.get(c.id)
    if (!n) {
      citations.push({ id: c.id, authors: c.authors, title: c.title, journal: c.journal, year: c.year, pmid: c.pmid ?? null, ...(c.source ? { source: c.source } : {}) })
      n = citations.length
      citationIndex.set(c.id, n)
    }
    return n
  }

  const areas: PdfArea[] = []
  for (const key of AREA_ORDER) {
    const rows = list.filter(i => i.category === key)
    if (!rows.length) continue
    const items: PdfItem[] = []
    const locked: string[] = []
    for (const row of rows) {
      if (row.status !== REPORT_ITEM_STATUS.NORMAL) {
        locked.push(row.title)
        continue
      }
      const { item } = await src.reports.item(viewer, barcode, row.id)
      const r = item.result
      const detected = r.status === 'normal'
      const levels = src.levels(item.itemId)
      items.push({
        id: item.itemId,
        title: item.title,
        detected,
        attention: detected && r.attention,
        levelLabel: detected ? r.levelLabel : null,
        levelText: detected ? r.levelText : null,
        note: detected ? null : r.note,
        confirmation: r.confirmation?.text ?? null,
        score:
          detected && r.score
            ? { percentile: r.score.percentile, relativeRisk: r.score.relativeRisk, markersUsed: r.score.markersUsed, markersImputed: r.score.markersImputed, bands: scoreBands(r.score.bands, levels), mineBand: r.level }
            : null,
        pgx: detected && r.pgx ? r.pgx.calls.map(c => ({ gene: c.gene, diplotypes: Array.isArray(c.diplotypes) ? c.diplotypes.map(String) : [], phenotype: c.phenotype ? phenotypeZh(String(c.phenotype)) : null, activityScore: c.activityScore ? String(c.activityScore) : null })) : null,
        markers: r.genotypes.map(g => {
          const eas = src.frequency(g.rsid)
          return {
            gene: g.gene,
            rsid: g.rsid,
            chrom: g.chrom,
            pos: g.pos,
            genotype: g.genotype,
            missing: g.genotype ? null : g.state === 'nocall' ? 'nocall' : 'untyped',
            effectAllele: g.effectAllele,
            effectCount: g.effectCount,
            eas: eas ? { allele: eas.allele, frequency: eas.frequency, source: sourceText(eas.source) } : null,
            shares: eas && g.genotype ? hweGenotypeShares(g.ref, g.alt, eas.allele === g.alt ? eas.frequency : 1 - eas.frequency, g.genotype) : null
          }
        }),
        evidence: EVIDENCE_TEXT[r.evidence.level] ?? r.evidence.level,
        refs: r.evidence.citations.map(c => cite(c))
      })
    }
    areas.push({
      key,
      name: HEALTH_AREAS[key].name,
      notMeaning: HEALTH_GUIDANCE[key].notMeaning,
      seeDoctor: HEALTH_GUIDANCE[key].seeDoctor,
      counts: {
        total: rows.length,
        detected: items.filter(i => i.detected).length,
        attention: items.filter(i => i.attention).length,
        undetected: items.filter(i => !i.detected).length,
        locked: locked.length
      },
      items,
      locked
    })
  }

  const sex = sexOf(home.person.sex)
  let ancestry: PdfAncestry | null = null
  if (home.homeData.ancestry && src.ancestry) {
    try {
      ancestry = ancestryOf(await src.ancestry(viewer, barcode), sex, cite)
    } catch (err) {
      // the product has no ancestry part (2700) or the report cannot show it: the PDF has none either
      if (!(err instanceof AppError)) throw err
    }
  }
  const health = 'health' in home.homeData ? home.homeData.health : null
  return {
    sample: home.sample ? { label: home.sampleLabel ?? '示例', source: home.sampleSource ?? '' } : null,
    person: { name: home.person.name, sex },
    barcode: home.barcode,
    product: home.product.name ?? home.product.type,
    versions: home.versions,
    publishedAt: home.publishedAt,
    generatedAt: now,
    qc: health?.qc ?? null,
    areas,
    ancestry,
    citations
  }
}

/** the ancestry page's data as the PDF prints it; a woman's report has no paternal line (no Y) */
export function ancestryOf(r: AncestryReport, sex: 'male' | 'female' | null, cite: (c: PdfCitation) => number = () => 0): PdfAncestry {
  const stories = (st: AncestryReport['paternal']['stories']): PdfStories => {
    const refs = st.sources.map(c => cite({ id: `lineage:${c.doi ?? c.pmid ?? c.url ?? c.title}`, authors: c.authors, title: c.title, journal: c.journal, year: c.year, pmid: c.pmid, ...(c.doi ? { source: `doi:${c.doi}` } : c.url ? { source: c.url } : {}) }))
    return { items: st.items.map(i => ({ name: i.name, statements: i.statements.map(x => ({ text: x.text, refs: x.sources.map(n => refs[n - 1]) })) })) }
  }
  const c = r.composition
  const y = r.paternal
  const mt = r.maternal
  return {
    composition: {
      estimated: c.status === 'estimated',
      reason: c.status === 'estimated' ? null : c.reason,
      regions: c.regions.map(g => ({ id: g.id, name: g.labelZh, proportion: g.proportion, low: g.low, high: g.high })),
      markersUsed: c.markersUsed,
      sources: c.sources
    },
    paternal:
      sex === 'female'
        ? null
        : {
            haplogroup: y.haplogroup,
            shortName: y.shortName,
            reason: y.haplogroup ? null : y.reason,
            posterior: y.posterior,
            typed: y.typed,
            tree: y.tree,
            path: y.path.map(p => ({ name: p.shortName, derived: p.derived, ancestral: p.ancestral })),
            supporting: y.supporting.length,
            conflicting: y.conflicting.length,
            populations: y.populations.map(p => ({ name: p.population, men: p.men, inClade: p.inClade })),
            stories: stories(y.stories)
          },
    maternal: { haplogroup: mt.haplogroup, reason: mt.haplogroup ? null : mt.reason, tree: mt.tree, path: mt.path, supporting: mt.supporting, missing: mt.missing.length, stories: stories(mt.stories) }
  }
}
