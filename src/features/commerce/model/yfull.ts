/**
 * The Y full-sequence purchase path (spec 2.4): /shop/yfull needs a selected tested person with
 * sex set and a detection of type genetic or health-ancestry v3; otherwise it redirects to
 * /shop/yfull-noreport. The comparison of the Y tests the shop sells (/shop/yfull-compare).
 */
import type { PersonView } from '@/services/api/persons'

/** spec 2.4: the detection types that qualify */
export const YFULL_QUALIFYING_TYPES: readonly string[] = ['GENETIC', 'HEALTH_ANCESTRY_V3']

export type YfullEligibility = { ok: true; person: Pick<PersonView, 'id' | 'name' | 'basic'>; female: boolean } | { ok: false; reason: 'no-person' | 'no-sex' | 'no-type' }

export function yfullEligibility(person: Pick<PersonView, 'id' | 'name' | 'basic' | 'detections'> | null): YfullEligibility {
  if (!person) return { ok: false, reason: 'no-person' }
  const sex = person.basic.sex
  if (sex !== 'male' && sex !== 'female') return { ok: false, reason: 'no-sex' }
  if (!person.detections.some(d => YFULL_QUALIFYING_TYPES.includes(d.product.type))) return { ok: false, reason: 'no-type' }
  return { ok: true, person, female: sex === 'female' }
}

export const YFULL_NOREPORT_REASONS: Record<Exclude<YfullEligibility, { ok: true }>['reason'], string> = {
  'no-person': '请先选择一位已绑定样本的检测人。',
  'no-sex': '当前检测人还没有填写性别，请先在检测人资料中补充。',
  'no-type': '当前检测人还没有基因检测（芯片）样本；Y 染色体全序列检测需要与芯片报告中的父系单倍群对照。'
}

/** the Y tests side by side: how each reads the paternal line (no figures the product cannot back) */
export const YFULL_COMPARISON: ReadonlyArray<{ alias: string; method: string; depth: string; relatives: string; sample: string }> = [
  {
    alias: 'y-ances',
    method: 'PCR 检测一组选定的 Y-SNP 位点',
    depth: '给出主要父系单倍群分支，只能判断所测位点',
    relatives: '不参与基因亲人匹配',
    sample: '唾液，限男性'
  },
  {
    alias: 'STANDARD_ANCESTRY',
    method: '基因分型芯片检测全基因组数十万个位点，其中包含芯片上的 Y-SNP',
    depth: '父系单倍群的深度取决于芯片覆盖的 Y-SNP，同时给出母系单倍群与祖源构成',
    relatives: '常染色体片段用于基因亲人匹配',
    sample: '唾液，男女均可（女性没有 Y 染色体，无父系结果）'
  },
  {
    alias: 'yfull',
    method: '对 Y 染色体可测序区域测序',
    depth: '可发现芯片与 PCR 不检测的新变异，定位到更新、更细的父系分支',
    relatives: '适合同姓宗亲按父系分支比对',
    sample: '唾液，限男性（女性可为父亲或兄弟购买）'
  }
]
