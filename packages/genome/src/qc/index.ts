import { CHROM_MT, CHROM_X, CHROM_Y, isAutosome } from '../core/chromosome'
import { HET, NO_CALL } from '../core/genotype'
import { getCall, PackedKit } from '../core/packed'
import type { MarkerPanel } from '../core/panel'

/**
 * Quality control and genetic sex of one kit. Thresholds are named constants, documented in
 * README.md "QC and sex" and tested one by one.
 */
export const QC_THRESHOLDS = {
  /** share of the file's genotype lines that are calls: genotyping chips deliver ≥ 98-99 %
   * on good DNA; vendors re-run a sample below ~ 97 %; under 90 % calls are unreliable */
  callRateWarn: 0.97,
  callRateFail: 0.9,
  /** autosomal panel markers with a call: below the fail level no analysis is meaningful;
   * below the warn level relative matching and ancestry lose resolution (a consumer chip gives
   * 550,000-620,000 on a 640,000-marker panel; a foreign chip matched on real rsIDs far fewer) */
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
  /** the call rate judged: over the panel markers on autosomes and X the file reports
   * (Y is left out: a female file reports its Y probes as no-calls); the file's own call rate
   * when fewer than 1,000 such markers are present */
  callRate: number
  /** calls / (calls + no-calls) over all the file's genotype lines */
  fileCallRate: number
  autosomalCalled: number
  autosomalPanelMarkers: number
  /** autosomal panel markers called / autosomal panel markers */
  panelCoverage: number
  autosomalHeterozygosity: number
  xCalled: number
  xHeterozygosity: number
  /** 1 - xHeterozygosity / autosomalHeterozygosity */
  xF: number
  yPresent: number
  yCalled: number
  yCallRate: number
  mtCalled: number
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
  metrics: QcMetrics
  sex: SexCall
  thresholds: typeof QC_THRESHOLDS
}

export interface QcInput {
  panel: MarkerPanel
  kit: PackedKit
  /** 1 where the file reported the marker (from harmonisation) */
  present: Uint8Array
  /** the file's genotype lines: calls and no-calls (parse counts) */
  fileCalls: number
  fileNoCalls: number
  /** matched calls and allele mismatches (harmonisation counts) */
  matchedCalls: number
  alleleMismatches: number
}

export function computeQc(input: QcInput): QcReport {
  const { panel, kit, present } = input
  const T = QC_THRESHOLDS
  let autoPanel = 0
  let autoXPresent = 0
  let autoXCalled = 0
  let autoCalled = 0
  let autoHet = 0
  let xCalled = 0
  let xHet = 0
  let yPresent = 0
  let yCalled = 0
  let mtCalled = 0
  for (let i = 0; i < panel.size; i++) {
    const chrom = panel.chrom[i]
    const code = getCall(kit, i)
    if ((isAutosome(chrom) || chrom === CHROM_X) && present[i]) {
      autoXPresent++
      if (code !== NO_CALL) autoXCalled++
    }
    if (isAutosome(chrom)) {
      autoPanel++
      if (code !== NO_CALL) {
        autoCalled++
        if (code === HET) autoHet++
      }
    } else if (chrom === CHROM_X) {
      if (code !== NO_CALL) {
        xCalled++
        if (code === HET) xHet++
      }
    } else if (chrom === CHROM_Y) {
      if (present[i]) yPresent++
      if (code !== NO_CALL) yCalled++
    } else if (chrom === CHROM_MT && code !== NO_CALL) mtCalled++
  }
  const lines = input.fileCalls + input.fileNoCalls
  const hetAuto = autoCalled ? autoHet / autoCalled : NaN
  const hetX = xCalled ? xHet / xCalled : NaN
  const fileCallRate = lines ? input.fileCalls / lines : 0
  const metrics: QcMetrics = {
    callRate: autoXPresent >= 1000 ? autoXCalled / autoXPresent : fileCallRate,
    fileCallRate,
    autosomalCalled: autoCalled,
    autosomalPanelMarkers: autoPanel,
    panelCoverage: autoPanel ? autoCalled / autoPanel : 0,
    autosomalHeterozygosity: hetAuto,
    xCalled,
    xHeterozygosity: hetX,
    xF: hetAuto > 0 && xCalled ? 1 - hetX / hetAuto : NaN,
    yPresent,
    yCalled,
    yCallRate: yPresent ? yCalled / yPresent : NaN,
    mtCalled,
    alleleMismatchRate: input.matchedCalls + input.alleleMismatches ? input.alleleMismatches / (input.matchedCalls + input.alleleMismatches) : 0
  }
  const reasons: QcReason[] = []
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`
  const add = (level: 'warn' | 'fail', code: string, message: string) => reasons.push({ level, code, message })

  if (autoCalled < T.autosomalCalledFail) {
    add('fail', 'too-few-markers', `only ${autoCalled} autosomal markers of the panel have a call (at least ${T.autosomalCalledFail} are needed for any analysis)`)
  } else if (autoCalled < T.autosomalCalledWarn) {
    add('warn', 'few-markers', `${autoCalled} autosomal markers of the panel have a call (${pct(metrics.panelCoverage)} of the panel): relative matching and ancestry have less resolution than with a full chip`)
  }
  if (metrics.callRate < T.callRateFail) add('fail', 'call-rate', `call rate ${pct(metrics.callRate)} is below ${pct(T.callRateFail)}`)
  else if (metrics.callRate < T.callRateWarn) add('warn', 'call-rate', `call rate ${pct(metrics.callRate)} is below ${pct(T.callRateWarn)}`)
  if (autoCalled >= T.autosomalCalledFail) {
    if (hetAuto < T.hetLowFail || hetAuto > T.hetHighFail) add('fail', 'heterozygosity', `autosomal heterozygosity ${pct(hetAuto)} is outside ${pct(T.hetLowFail)}-${pct(T.hetHighFail)}: a failed sample or a mixture of two people's DNA`)
    else if (hetAuto < T.hetLowWarn || hetAuto > T.hetHighWarn) add('warn', 'heterozygosity', `autosomal heterozygosity ${pct(hetAuto)} is outside the usual ${pct(T.hetLowWarn)}-${pct(T.hetHighWarn)}`)
  }
  if (metrics.alleleMismatchRate > T.alleleMismatchFail) add('fail', 'allele-mismatch', `${pct(metrics.alleleMismatchRate)} of matched calls have alleles the panel does not know: wrong genome build or strand`)
  else if (metrics.alleleMismatchRate > T.alleleMismatchWarn) add('warn', 'allele-mismatch', `${pct(metrics.alleleMismatchRate)} of matched calls have alleles the panel does not know`)

  const sex = callSex(metrics)
  if (sex.sex === 'undetermined' && (sex.fromX !== 'undetermined' || sex.fromY !== 'undetermined')) {
    add('warn', 'sex-conflict', `X and Y disagree on sex (${sex.evidence.join('; ')}): a sex-chromosome variation, a sample mix-up or a contaminated sample`)
  }
  const verdict: Verdict = reasons.some(r => r.level === 'fail') ? 'fail' : reasons.length ? 'warn' : 'pass'
  return { verdict, reasons, metrics, sex, thresholds: T }
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
  } else evidence.push(`Y: ${m.yPresent} panel markers in the file, fewer than ${T.yMinPresent}: not used`)
  let sex: Sex
  if (fromX !== 'undetermined' && fromY !== 'undetermined') sex = fromX === fromY ? fromX : 'undetermined'
  else if (fromX !== 'undetermined' && m.yPresent < T.yMinPresent) sex = fromX
  else if (fromY !== 'undetermined' && m.xCalled < T.xMinCalled) sex = fromY
  else sex = 'undetermined'
  return { sex, evidence, fromX, fromY }
}
