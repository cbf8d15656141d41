/**
 * /report/fitness/lock-plan/slim (spec 2.9, 减脂计划): the report's weight-related items and a plan
 * built only from what is established for everyone. Genes change the odds a little; they do not
 * pick a diet: in the DIETFITS trial a genotype pattern did not predict who lost more weight on a
 * low-fat or a low-carbohydrate diet. The page therefore never tailors the plan to genotypes.
 */
import type { Citation, ReportListItem } from './api'

/** the knowledge base items that speak of body weight, in the order the page shows them */
export const SLIM_ITEM_IDS = ['weight_gain_tendency', 'exercise_weight_benefit', 'body_mass_index_klf9', 'lifestyle_liver_fat_response', 'sugar_liver_fat'] as const

export function slimItems(list: ReportListItem[]): ReportListItem[] {
  const order = new Map<string, number>(SLIM_ITEM_IDS.map((id, i) => [id, i]))
  return list.filter(i => order.has(i.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!)
}

/** 成人体重判定 WS/T 428-2013 (国家卫生和计划生育委员会): BMI in kg/m² */
export const BMI_BANDS = [
  { max: 18.5, label: '体重过低' },
  { max: 24, label: '体重正常' },
  { max: 28, label: '超重' },
  { max: Infinity, label: '肥胖' }
] as const

/** BMI from height in cm and weight in kg, one decimal; null when the numbers are not plausible */
export function bmi(heightCm: number, weightKg: number): number | null {
  if (!Number.isFinite(heightCm) || !Number.isFinite(weightKg) || heightCm < 100 || heightCm > 250 || weightKg < 25 || weightKg > 300) return null
  const m = heightCm / 100
  return Math.round((weightKg / (m * m)) * 10) / 10
}

export function bmiBand(value: number): string {
  return BMI_BANDS.find(b => value < b.max)!.label
}

export const SLIM_CITATIONS: Citation[] = [
  {
    id: 'ws_t_428_2013',
    authors: '中华人民共和国国家卫生和计划生育委员会',
    title: '成人体重判定（WS/T 428-2013）',
    journal: '中华人民共和国卫生行业标准',
    year: 2013
  },
  {
    id: 'who_2020_physical_activity',
    authors: 'World Health Organization',
    title: 'WHO guidelines on physical activity and sedentary behaviour',
    journal: 'Geneva: World Health Organization',
    year: 2020
  },
  {
    id: 'gardner2018_dietfits',
    authors: 'Gardner CD, Trepanowski JF, Del Gobbo LC, et al.',
    title: 'Effect of low-fat vs low-carbohydrate diet on 12-month weight loss in overweight adults and the association with genotype pattern or insulin secretion: the DIETFITS randomized clinical trial',
    journal: 'JAMA 319(7):667-679',
    year: 2018
  },
  {
    id: 'kilpelainen2011_fto_activity',
    url: 'https://doi.org/10.1371/journal.pmed.1001116',
    authors: 'Kilpeläinen TO, Qi L, Brage S, et al.',
    title: 'Physical activity attenuates the influence of FTO variants on obesity risk: a meta-analysis of 218,166 adults and 19,268 children',
    journal: 'PLoS Med 8(11):e1001116',
    year: 2011
  }
]
