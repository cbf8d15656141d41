import { CHROM_MT, CHROM_X, CHROM_Y, isAutosome } from '../core/chromosome'
import { HET, NO_CALL } from '../core/genotype'
import { countCalls, PackedKit } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import type { LayoutCounts, WholeGenomeFill } from '../layout/read'
import { thousands } from '../core/thousands'

/**
 * Quality control and genetic sex of one kit. Thresholds are named constants, documented in
 * README.md "QC and sex" and tested one by one.
 */
export const QC_THRESHOLDS = {
  /** share of the file's genotype lines that are calls: genotyping chips deliver ≥ 98-99 %
   * on good DNA; vendors re-run a sample below ~ 97 %; under 90 % calls are unreliable */
  callRateWarn: 0.97,
  callRateFail: 0.9,
  /** autosomal markers of the file with a call: below the fail level no genome-wide analysis
   * is meaningful; below the warn level (legacy 20,000-90,000 marker chips) relative matching
   * loses resolution. Consumer chips give 550,000-700,000, sequencing VCFs millions */
  autosomalCalledFail: 1_000,
  autosomalCalledWarn: 100_000,
  /** autosomal heterozygosity (het / called): ~ 0.2-0.35 on consumer chips whatever the
   * population; very low means a failed or degraded sample, very high a mixture of two DNAs */
  hetLowWarn: 0.1,
  hetHighWarn: 0.45,
  hetLowFail: 0.03,
  hetHighFail: 0.6,
  /** share of matched calls whose alleles are not the panel's: a few per mille are normal
   * (assay design differences), more suggests the wrong build or strand */
  alleleMismatchWarn: 0.01,
  alleleMismatchFail: 0.1,
  /** calls at reference markers needed to judge the mismatch rate */
  minReferenceChecked: 200,
  /** sex from X: F_X = 1 - het(X) / het(autosomes), with PLINK's --check-sex defaults
   * (male F > 0.8, female F < 0.2; https://www.cog-genomics.org/plink/1.9/basic_stats#check_sex) */
  xFMale: 0.8,
  xFFemale: 0.2,
  /** called non-PAR X markers needed to use X at all */
  xMinCalled: 100,
  /** sex from Y: share of Y markers in the file that are called. Male chips call ~ 99 %;
   * female samples leave Y as no-calls except a few cross-hybridising probes */
  yMaleCallRate: 0.6,
  yFemaleCallRate: 0.3,
  /** Y markers the file must report to use the Y call rate */
  yMinPresent: 20
} as const

export type Sex = 'male' | 'female' | 'undetermined'
export type Verdict = 'pass' | 'warn' | 'fail'

export interface QcReason {
  level: 'warn' | 'fail'
  code: string
  message: string
}

export interface QcMetrics {
  /** the call rate judged: over the file's markers on autosomes and X (Y is left out: a
   * female file reports its Y probes as no-calls); the file's own call rate when it has fewer
   * than 1,000 such markers */
  callRate: number
  /** calls / (calls + no-calls) over all the file's genotype lines */
  fileCallRate: number
  autosomalCalled: number
  /** autosomal markers the file has */
  autosomalMarkers: number
  xMarkers: number
  autosomalHeterozygosity: number
  xCalled: number
  xHeterozygosity: number
  /** 1 - xHeterozygosity / autosomalHeterozygosity */
  xF: number
  yPresent: number
  yCalled: number
  yCallRate: number
  mtPresent: number
  mtCalled: number
  /** calls at markers whose alleles a reference source states (the catalogue) */
  referenceChecked: number
  alleleMismatchRate: number
}

export interface SexCall {
  sex: Sex
  /** how each source voted and why, readable as the report's evidence */
  evidence: string[]
  fromX: Sex
  fromY: Sex
}

export interface QcReport {
  verdict: Verdict
  reasons: QcReason[]
  /** what the verdict was computed on, in one sentence with the numbers */
  counted: string
  /** checks that were not applicable to this file, and why */
  notes: string[]
  metrics: QcMetrics
  sex: SexCall
  thresholds: typeof QC_THRESHOLDS
}

export interface QcInput {
  /** the kit's own layout: every marker of it is a marker the file reported */
  layout: MarkerPanel
  kit: PackedKit
  /** the layout reader's counts (reference-checked calls and allele mismatches) */
  counts: Pick<LayoutCounts, 'referenceChecked' | 'alleleMismatch'>
  /** the file's genotype lines: calls and no-calls (parse counts) */
  fileCalls: number
  fileNoCalls: number
  /**
   * a VCF: sequencing VCFs often list only the sites where the person differs from the
   * reference, so heterozygosity over its lines is not the genome's and is not judged
   */
  variantOnly?: boolean
  /** a VCF: whether its absent sites were read as homozygous reference (layout/read.ts) */
  wholeGenome?: Pick<WholeGenomeFill, 'filled' | 'basis' | 'reasons' | 'filledSites' | 'leftMissing' | 'variantOnly'>
}

export function computeQc(input: QcInput): QcReport {
  const { layout, kit } = input
  const T = QC_THRESHOLDS
  let autoMarkers = 0
  let xMarkers = 0
  let autoXCalled = 0
  let autoCalled = 0
  let autoHet = 0
  let xCalled = 0
  let xHet = 0
  let yPresent = 0
  let yCalled = 0
  let mtPresent = 0
  let mtCalled = 0
  // by runs of one chromosome (a layout lists each chromosome's markers together), the calls of
  // a run counted four at a time (countCalls)
  const chromOf = layout.chrom
  for (let i = 0; i < layout.size; ) {
    const chrom = chromOf[i]
    let j = i + 1
    while (j < layout.size && chromOf[j] === chrom) j++
    const counts = countCalls(kit, i, j)
    const markers = j - i
    const called = markers - counts[NO_CALL]
    const het = counts[HET]
    if (isAutosome(chrom)) {
      autoMarkers += markers
      autoCalled += called
      autoXCalled += called
      autoHet += het
    } else if (chrom === CHROM_X) {
      xMarkers += markers
      autoXCalled += called
      xCalled += called
      xHet += het
    } else if (chrom === CHROM_Y) {
      yPresent += markers
      yCalled += called
    } else if (chrom === CHROM_MT) {
      mtPresent += markers
      mtCalled += called
    }
    i = j
  }
  const lines = input.fileCalls + input.fileNoCalls
  const hetAuto = autoCalled ? autoHet / autoCalled : NaN
  const hetX = xCalled ? xHet / xCalled : NaN
  const fileCallRate = lines ? input.fileCalls / lines : 0
  const autoX = autoMarkers + xMarkers
  const checked = input.counts.referenceChecked
  const metrics: QcMetrics = {
    callRate: autoX >= 1000 ? autoXCalled / autoX : fileCallRate,
    fileCallRate,
    autosomalCalled: autoCalled,
    autosomalMarkers: autoMarkers,
    xMarkers,
    autosomalHeterozygosity: hetAuto,
    xCalled,
    xHeterozygosity: hetX,
    xF: hetAuto > 0 && xCalled ? 1 - hetX / hetAuto : NaN,
    yPresent,
    yCalled,
    yCallRate: yPresent ? yCalled / yPresent : NaN,
    mtPresent,
    mtCalled,
    referenceChecked: checked,
    alleleMismatchRate: checked ? input.counts.alleleMismatch / checked : 0
  }
  const reasons: QcReason[] = []
  const notes: string[] = []
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`
  const n = thousands
  const add = (level: 'warn' | 'fail', code: string, message: string) => reasons.push({ level, code, message })

  if (autoCalled < T.autosomalCalledFail) {
    add('fail', 'too-few-markers', `only ${n(autoCalled)} autosomal markers of the file have a call (at least ${n(T.autosomalCalledFail)} are needed for any genome-wide analysis)`)
  } else if (autoCalled < T.autosomalCalledWarn) {
    add('warn', 'few-markers', `${n(autoCalled)} autosomal markers have a call (a legacy or small chip): relative matching finds fewer and shorter segments than with a ${n(T.autosomalCalledWarn)}+ marker chip`)
  }
  if (metrics.callRate < T.callRateFail) add('fail', 'call-rate', `call rate ${pct(metrics.callRate)} is below ${pct(T.callRateFail)}`)
  else if (metrics.callRate < T.callRateWarn) add('warn', 'call-rate', `call rate ${pct(metrics.callRate)} is below ${pct(T.callRateWarn)}`)
  const wg = input.wholeGenome
  // a VCF that lists reference calls (0/0) itself is read like a chip: what it leaves out is untyped
  if (wg && !wg.filled && wg.variantOnly) {
    add('warn', 'variant-only-missing', `a VCF that lists variant sites only (no 0/0 calls), not read as a whole genome (${wg.reasons.join('; ')}): panel sites it does not list are missing calls, not taken as the reference, so Y, mt, ancestry, health and relatives use the listed sites only`)
  } else if (wg && wg.filled) {
    notes.push(`a whole-genome VCF listing variant sites only (${wg.basis === 'header' ? 'declared by its header' : 'confirmed on upload'}): ${n(wg.filledSites.autosomal + wg.filledSites.x + wg.filledSites.y)} absent panel sites read as homozygous reference (${n(wg.filledSites.autosomal)} autosomal, ${n(wg.filledSites.x)} X, ${n(wg.filledSites.y)} Y); left missing: ${n(wg.leftMissing.mt)} mtDNA, ${n(wg.leftMissing.sexChromosomes)} X/Y (sex not male), ${n(wg.leftMissing.noReferenceBase)} with no known reference base`)
  }
  if (input.variantOnly) {
    notes.push(`heterozygosity ${pct(hetAuto)} not judged: a VCF may list only the sites that differ from the reference, so its lines are not a sample of the genome`)
  } else if (autoCalled >= T.autosomalCalledFail) {
    if (hetAuto < T.hetLowFail || hetAuto > T.hetHighFail) add('fail', 'heterozygosity', `autosomal heterozygosity ${pct(hetAuto)} is outside ${pct(T.hetLowFail)}-${pct(T.hetHighFail)}: a failed sample or a mixture of two people's DNA`)
    else if (hetAuto < T.hetLowWarn || hetAuto > T.hetHighWarn) add('warn', 'heterozygosity', `autosomal heterozygosity ${pct(hetAuto)} is outside the usual ${pct(T.hetLowWarn)}-${pct(T.hetHighWarn)}`)
  }
  if (checked < T.minReferenceChecked) notes.push(`allele check not judged: only ${n(checked)} calls fall on markers whose alleles the reference states`)
  else if (metrics.alleleMismatchRate > T.alleleMismatchFail) add('fail', 'allele-mismatch', `${pct(metrics.alleleMismatchRate)} of ${n(checked)} calls at reference markers have alleles the reference does not know: wrong genome build or strand`)
  else if (metrics.alleleMismatchRate > T.alleleMismatchWarn) add('warn', 'allele-mismatch', `${pct(metrics.alleleMismatchRate)} of ${n(checked)} calls at reference markers have alleles the reference does not know`)

  const sex = callSex(metrics)
  if (sex.sex === 'undetermined' && (sex.fromX !== 'undetermined' || sex.fromY !== 'undetermined')) {
    add('warn', 'sex-conflict', `X and Y disagree on sex (${sex.evidence.join('; ')}): a sex-chromosome variation, a sample mix-up or a contaminated sample`)
  }
  const verdict: Verdict = reasons.some(r => r.level === 'fail') ? 'fail' : reasons.length ? 'warn' : 'pass'
  const counted =
    `judged on the file's own ${n(layout.size)} markers: ${n(autoMarkers)} autosomal (${n(autoCalled)} called), ${n(xMarkers)} X (${n(xCalled)} called), ` +
    `${n(yPresent)} Y (${n(yCalled)} called), ${n(mtPresent)} MT (${n(mtCalled)} called); call rate over autosomes and X ${pct(metrics.callRate)}, ` +
    `heterozygosity over ${n(autoCalled)} autosomal calls, alleles checked at ${n(checked)} reference markers`
  return { verdict, reasons, counted, notes, metrics, sex, thresholds: T }
}

export function callSex(m: Pick<QcMetrics, 'xCalled' | 'xF' | 'xHeterozygosity' | 'yPresent' | 'yCallRate' | 'yCalled'>): SexCall {
  const T = QC_THRESHOLDS
  const evidence: string[] = []
  let fromX: Sex = 'undetermined'
  if (m.xCalled >= T.xMinCalled && Number.isFinite(m.xF)) {
    fromX = m.xF > T.xFMale ? 'male' : m.xF < T.xFFemale ? 'female' : 'undetermined'
    evidence.push(`X: ${m.xCalled} calls, heterozygosity ${(100 * m.xHeterozygosity).toFixed(2)} %, F = ${m.xF.toFixed(2)} (male > ${T.xFMale}, female < ${T.xFFemale}) -> ${fromX}`)
  } else evidence.push(`X: ${m.xCalled} calls, fewer than ${T.xMinCalled}: not used`)
  let fromY: Sex = 'undetermined'
  if (m.yPresent >= T.yMinPresent) {
    fromY = m.yCallRate >= T.yMaleCallRate ? 'male' : m.yCallRate <= T.yFemaleCallRate ? 'female' : 'undetermined'
    evidence.push(`Y: ${m.yCalled} of ${m.yPresent} markers called (${(100 * m.yCallRate).toFixed(1)} %; male ≥ ${100 * T.yMaleCallRate} %, female ≤ ${100 * T.yFemaleCallRate} %) -> ${fromY}`)
  } else evidence.push(`Y: ${m.yPresent} Y markers in the file, fewer than ${T.yMinPresent}: not used`)
  let sex: Sex
  if (fromX !== 'undetermined' && fromY !== 'undetermined') sex = fromX === fromY ? fromX : 'undetermined'
  else if (fromX !== 'undetermined' && m.yPresent < T.yMinPresent) sex = fromX
  else if (fromY !== 'undetermined' && m.xCalled < T.xMinCalled) sex = fromY
  else sex = 'undetermined'
  return { sex, evidence, fromX, fromY }
}
