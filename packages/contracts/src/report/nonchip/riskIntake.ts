/**
 * The NGS risk test (spec 2.9 /report/ngs/risk-test/first-step, second-step, result): a structured
 * personal and family cancer history. It computes NO risk score: no published scoring model is
 * implemented here. It only points out the answers that the NCCN genetic/familial high-risk
 * guidelines (nccnBop, nccnCrc) list among the reasons to be referred for genetic counselling or
 * testing, and recommends counselling; the answers are stored so the counsellor can read them.
 */
import type { NonChipCitationId } from './citations'

export const RISK_CANCERS = {
  breast: '乳腺癌',
  ovarian: '卵巢癌（含输卵管癌、原发性腹膜癌）',
  pancreatic: '胰腺癌',
  prostate: '前列腺癌',
  colorectal: '结直肠癌',
  endometrial: '子宫内膜癌',
  gastric: '胃癌',
  other: '其他癌症'
} as const
export type RiskCancer = keyof typeof RISK_CANCERS

/** first-degree (1) and second-degree (2) relatives; the side matters for counselling, not for the flags */
export const RISK_RELATIVES = {
  father: { label: '父亲', degree: 1, sex: 'male' },
  mother: { label: '母亲', degree: 1, sex: 'female' },
  brother: { label: '兄弟', degree: 1, sex: 'male' },
  sister: { label: '姐妹', degree: 1, sex: 'female' },
  son: { label: '儿子', degree: 1, sex: 'male' },
  daughter: { label: '女儿', degree: 1, sex: 'female' },
  paternalGrandfather: { label: '祖父', degree: 2, sex: 'male' },
  paternalGrandmother: { label: '祖母', degree: 2, sex: 'female' },
  maternalGrandfather: { label: '外祖父', degree: 2, sex: 'male' },
  maternalGrandmother: { label: '外祖母', degree: 2, sex: 'female' },
  paternalUncleAunt: { label: '伯伯/叔叔/姑姑', degree: 2, sex: null },
  maternalUncleAunt: { label: '舅舅/姨妈', degree: 2, sex: null }
} as const
export type RiskRelative = keyof typeof RISK_RELATIVES

export interface RiskIntakeSelf {
  sex: 'male' | 'female'
  age: number
  /** cancers the person was diagnosed with (empty: none) */
  cancers: RiskCancer[]
  /** age at the first diagnosis, when there was one */
  firstDiagnosisAge?: number
}
export interface RiskIntakeRelative {
  relative: RiskRelative
  cancer: RiskCancer
  /** age at diagnosis when known */
  age?: number
}
export interface RiskIntakeAnswers {
  self: RiskIntakeSelf
  relatives: RiskIntakeRelative[]
  /** a relative has a known pathogenic variant in a cancer gene */
  knownFamilyVariant: 'yes' | 'no' | 'unknown'
}

export interface RiskIntakeFlag {
  key: string
  text: string
  citation: NonChipCitationId
}

export const RISK_INTAKE_LIMITS = { minAge: 18, maxAge: 120, maxRelatives: 20 } as const

/**
 * The answers that NCCN lists among the reasons for genetic counselling/testing (no score).
 * Personal: breast cancer at 50 or younger, ovarian or pancreatic cancer at any age, breast
 * cancer in a man, colorectal or endometrial cancer before 50. Family: a known pathogenic
 * variant; a first- or second-degree relative with breast cancer at 50 or younger, ovarian or
 * pancreatic cancer, or male breast cancer; a first-degree relative with colorectal or
 * endometrial cancer before 50.
 */
export function riskIntakeFlags(a: RiskIntakeAnswers): RiskIntakeFlag[] {
  const flags: RiskIntakeFlag[] = []
  const s = a.self
  const young = (age: number | undefined, limit: number, inclusive: boolean) => age !== undefined && (inclusive ? age <= limit : age < limit)
  if (a.knownFamilyVariant === 'yes') flags.push({ key: 'familyVariant', text: '家人已检出肿瘤相关基因的致病变异', citation: 'nccnBop' })
  if (s.cancers.includes('breast') && s.sex === 'male') flags.push({ key: 'selfMaleBreast', text: '本人（男性）患乳腺癌', citation: 'nccnBop' })
  if (s.cancers.includes('breast') && s.sex === 'female' && young(s.firstDiagnosisAge, 50, true)) flags.push({ key: 'selfBreast50', text: '本人 50 岁或更早诊断乳腺癌', citation: 'nccnBop' })
  if (s.cancers.includes('ovarian')) flags.push({ key: 'selfOvarian', text: '本人患卵巢癌', citation: 'nccnBop' })
  if (s.cancers.includes('pancreatic')) flags.push({ key: 'selfPancreatic', text: '本人患胰腺癌', citation: 'nccnBop' })
  if ((s.cancers.includes('colorectal') || s.cancers.includes('endometrial')) && young(s.firstDiagnosisAge, 50, false)) flags.push({ key: 'selfLynch50', text: '本人 50 岁前诊断结直肠癌或子宫内膜癌', citation: 'nccnCrc' })
  for (const r of a.relatives) {
    const rel = RISK_RELATIVES[r.relative]
    const who = rel.label
    if (r.cancer === 'breast' && rel.sex === 'male') flags.push({ key: `${r.relative}:maleBreast`, text: `${who}（男性）患乳腺癌`, citation: 'nccnBop' })
    else if (r.cancer === 'breast' && young(r.age, 50, true)) flags.push({ key: `${r.relative}:breast50`, text: `${who} 50 岁或更早诊断乳腺癌`, citation: 'nccnBop' })
    if (r.cancer === 'ovarian') flags.push({ key: `${r.relative}:ovarian`, text: `${who}患卵巢癌`, citation: 'nccnBop' })
    if (r.cancer === 'pancreatic') flags.push({ key: `${r.relative}:pancreatic`, text: `${who}患胰腺癌`, citation: 'nccnBop' })
    if (rel.degree === 1 && (r.cancer === 'colorectal' || r.cancer === 'endometrial') && young(r.age, 50, false)) flags.push({ key: `${r.relative}:lynch50`, text: `${who} 50 岁前诊断${RISK_CANCERS[r.cancer]}`, citation: 'nccnCrc' })
  }
  const seen = new Set<string>()
  return flags.filter(f => (seen.has(f.key) ? false : (seen.add(f.key), true)))
}

/** the result page's wording: counselling is always offered; a flag makes it a recommendation */
export function riskIntakeAdvice(flags: RiskIntakeFlag[]): { tone: 'normal' | 'attention'; label: string; text: string } {
  if (flags.length) {
    return {
      tone: 'attention',
      label: '建议做遗传咨询',
      text: '你的回答中有上面列出的情况，NCCN 指南把它们列为考虑遗传咨询和基因检测的理由。这不是风险评分，也不说明你一定携带致病变异；遗传咨询师会结合完整家族史判断是否需要检测、检测哪些基因。'
    }
  }
  return {
    tone: 'normal',
    label: '未发现指南列出的提示情况',
    text: '你的回答中没有 NCCN 指南列出的需要转诊遗传咨询的典型情况。这不是风险评分：家族史可能不完整（如家人较少、不了解亲属病史），如有疑虑仍可预约遗传咨询；请继续参加与年龄相符的常规癌症筛查。'
  }
}
