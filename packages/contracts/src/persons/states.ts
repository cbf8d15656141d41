import { isNonChipType } from '../report/nonchip/types'

/**
 * Sample states in the laboratory (issue "From kit to report" item 4), in the order a sample
 * moves through them. Every change is a timeline entry on /user/persons/detection-status and a
 * notification record. A failed DNA QC ends that sample; the person sends a new one, which
 * starts again at `received` under the same barcode.
 */
export const SAMPLE_STATES = {
  /** the kit is bound; the saliva has not reached the laboratory */
  BOUND: 'bound',
  RECEIVED: 'received',
  QC_PASSED: 'qcPassed',
  /** DNA QC failed: the person is asked for a new sample */
  QC_FAILED: 'qcFailed',
  /** the chip's raw file is uploaded (stored encrypted) */
  GENOTYPED: 'genotyped',
  ANALYSING: 'analysing',
  /** analysis finished but the report is held: the genetic sex differs from the declared one; staff look at it */
  HELD: 'held',
  /** analysis failed after its retries; staff look at it */
  ANALYSIS_FAILED: 'analysisFailed',
  PUBLISHED: 'published'
} as const
export type SampleState = (typeof SAMPLE_STATES)[keyof typeof SAMPLE_STATES]

/** how the detection-status timeline says each state */
export const SAMPLE_STATE_LABELS: Readonly<Record<SampleState, { title: string; content: string }>> = {
  bound: { title: '已绑定', content: '采样盒已绑定检测人，请按说明采集唾液并寄回实验室' },
  received: { title: '样本已签收', content: '实验室已收到您的样本，即将进行 DNA 质检' },
  qcPassed: { title: 'DNA 质检通过', content: '样本 DNA 质量合格，已进入芯片检测' },
  qcFailed: { title: 'DNA 质检未通过', content: '样本 DNA 含量或质量不足，无法完成检测，请重新采集唾液样本寄回，我们会尽快为您重新检测' },
  genotyped: { title: '芯片检测完成', content: '芯片检测已完成，正在准备分析' },
  analysing: { title: '数据分析中', content: '正在分析您的基因数据并生成报告' },
  held: { title: '报告复核中', content: '为确保报告准确，您的报告正在由实验室人工复核，请耐心等待' },
  analysisFailed: { title: '报告复核中', content: '报告生成遇到问题，实验室正在处理，请耐心等待' },
  published: { title: '报告已发布', content: '您的基因检测报告已出，快去查看吧' }
}

/**
 * How the states read for a non-chip test (HPV, HP, AMH, …: issue 15 item 3): no DNA, no chip;
 * the other states read as for a chip kit.
 */
export const NONCHIP_SAMPLE_STATE_LABELS: Readonly<Partial<Record<SampleState, { title: string; content: string }>>> = {
  bound: { title: '已绑定', content: '采样盒已绑定检测人，请按采样说明采集样本并寄回实验室' },
  received: { title: '样本已签收', content: '实验室已收到您的样本，即将进行样本质检' },
  qcPassed: { title: '样本质检通过', content: '样本合格，已进入检测' },
  qcFailed: { title: '样本质检未通过', content: '样本量不足或样本不合格，无法完成检测，请按采样说明重新采样寄回，我们会尽快为您重新检测' },
  published: { title: '报告已发布', content: '您的检测报告已出，快去查看吧' }
}

/**
 * How the states read for raw data a person imported (source 'import'): no kit went through our
 * chip, the file was read and stored; the other states read as for a kit.
 */
export const IMPORTED_SAMPLE_STATE_LABELS: Readonly<Partial<Record<SampleState, { title: string; content: string }>>> = {
  genotyped: { title: '数据已导入', content: '导入的原始数据已通过格式校验并加密保存，正在准备分析' },
  analysing: { title: '数据分析中', content: '正在分析您导入的基因数据并生成报告，通常需要几分钟' },
  published: { title: '报告已发布', content: '根据您导入的数据生成的报告已出，快去查看吧' }
}

/** the wording of a state for a detection of this product type and source (non-chip tests and imported data have their own) */
export function sampleStateLabel(state: SampleState, productType?: string | null, source?: string | null): { title: string; content: string } {
  if (source === 'import') return IMPORTED_SAMPLE_STATE_LABELS[state] ?? SAMPLE_STATE_LABELS[state]
  return (productType && isNonChipType(productType) ? NONCHIP_SAMPLE_STATE_LABELS[state] : undefined) ?? SAMPLE_STATE_LABELS[state]
}

/** the states the laboratory moves a sample from, per action (the lab service enforces them) */
export const LAB_TRANSITIONS = {
  receive: ['bound', 'qcFailed'],
  qcPass: ['received'],
  qcFail: ['received'],
  uploadGenotype: ['qcPassed'],
  release: ['held'],
  retry: ['analysisFailed'],
  /** non-chip tests: the laboratory enters the structured result after QC, then publishes it */
  enterResult: ['qcPassed'],
  publishResult: ['qcPassed']
} as const satisfies Record<string, readonly SampleState[]>

/** notification types of this area (spec 3.7 type), one per state change */
export const SAMPLE_NOTIFICATION_TYPE = 'DETECTION_STATUS'
/** a notification to staff (held report, failed analysis) */
export const LAB_NOTIFICATION_TYPE = 'LAB_ATTENTION'

/** the staff role that may use the laboratory calls and /ops/lab */
export const LAB_ROLE = 'lab'

/** privacy switches of a tested person (2.11 /privacy/gene-origin and /privacy/gene-relatives) */
export const PRIVACY_FEATURES = ['geneRelatives', 'geneOrigin'] as const
export type PrivacyFeature = (typeof PRIVACY_FEATURES)[number]

/**
 * The laboratory's conclusion when it releases a report held for a sex mismatch (the genetic sex
 * differs from the declared one), and what the owner reads about it on the timeline and in the
 * notification. `genetic`: the declared sex was wrong and the person's sex becomes the genetic one;
 * `declared`: the sample is the person's and the declared sex stays (a reading the lab explains).
 * Either way the owner is told the conclusion and the laboratory's reason.
 */
export const SEX_REVIEW_CONCLUSIONS = ['genetic', 'declared'] as const
export type SexReviewConclusion = (typeof SEX_REVIEW_CONCLUSIONS)[number]

const SEX_WORD: Record<string, string> = { male: '男', female: '女' }

export const SEX_REVIEW_MESSAGES = {
  conclusionRequired: '该报告因性别不一致暂缓发布，请选择复核结论',
  reasonRequired: '请填写复核原因（用户可见）'
} as const

export function sexReviewOwnerNote(conclusion: SexReviewConclusion, sexes: { declared: string; genetic: string }, reason: string): string {
  const declared = SEX_WORD[sexes.declared] ?? sexes.declared
  const genetic = SEX_WORD[sexes.genetic] ?? sexes.genetic
  const head =
    conclusion === 'genetic'
      ? `实验室复核结论：登记的性别「${declared}」有误，检测人的性别已按基因检测结果更正为「${genetic}」。`
      : `实验室复核结论：样本确属该检测人，登记的性别「${declared}」保持不变（基因检测读到的性别为「${genetic}」）。`
  return `${head}原因：${reason}`
}
