/**
 * The non-chip report pages' rules (issue 15 item 3): which barcode a page shows, the tumour items
 * of a sequencing result with their spec 3.6 statuses, the findings of a gene, and the
 * examination suggestions. Everything reads the published result and the contracts' definitions
 * and panels; no figure is made here.
 */
import {
  CVD_CONDITIONS,
  NONCHIP_CITATIONS,
  REPORT_ITEM_STATUS,
  TUMOR_ITEMS,
  TUMOR_PANEL,
  CVD_PANEL,
  SAMPLE_REPORT_BARCODE,
  panelVariantRole,
  reportBarcodeOf,
  type DetectionForReport,
  type NonChipCitationId,
  type NonChipType,
  type NonChipVariant,
  type TumorItem
} from '@xungen/contracts'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import type { NONCHIP_ENDPOINTS } from '@xungen/contracts/endpoints'

export type NonChipResult = EndpointOutput<typeof NONCHIP_ENDPOINTS.result>

/** the demo report's barcode (server nonchip/demo.ts answers it with the demo of a type, 示例) */
export const NONCHIP_SAMPLE_BARCODE = SAMPLE_REPORT_BARCODE

/** spec 4 "Choosing a barcode" for a non-chip page: the caller's published report of that type (own before shared), else the demo */
export function nonChipBarcodeOf(list: readonly DetectionForReport[], types: readonly NonChipType[]): string {
  return reportBarcodeOf(list, suit => (types as readonly string[]).includes(suit))
}

export function variantsOf(result: Pick<NonChipResult, 'values'>): NonChipVariant[] {
  const v = result.values.variants
  return Array.isArray(v) ? (v as NonChipVariant[]) : []
}
export function genesTestedOf(result: Pick<NonChipResult, 'values'>): string[] {
  const v = result.values.genesTested
  return Array.isArray(v) ? (v as string[]) : []
}

export interface TumorItemView {
  id: TumorItem
  title: string
  summary: string
  /** spec 3.6: normal 0 (the tumour panel was tested), upgrade 3 (another product: buy the tumour panel) */
  status: number
  genes: string[]
  /** pathogenic / likely pathogenic variants in the item's genes that raise its risk (a dominant gene's, or both copies of a recessive gene) */
  findings: NonChipVariant[]
  /** one copy of a recessive gene's pathogenic variant: a carrier, not a raised risk */
  carriers: NonChipVariant[]
  /** uncertain-significance variants in the item's genes */
  uncertain: NonChipVariant[]
}

/** the tumour items of a result: every cancer of the tumour panel, with the person's variants in its genes */
export function tumorItemsOf(result: Pick<NonChipResult, 'productType' | 'values'> | null): TumorItemView[] {
  const tested = result && result.productType === 'NGS' ? genesTestedOf(result) : []
  const vs = result && result.productType === 'NGS' ? variantsOf(result) : []
  return (Object.keys(TUMOR_ITEMS) as TumorItem[]).map(id => {
    const genes = TUMOR_PANEL.filter(g => g.links.includes(id)).map(g => g.gene)
    const inItem = vs.filter(v => genes.includes(v.gene))
    return {
      id,
      title: TUMOR_ITEMS[id].title,
      summary: TUMOR_ITEMS[id].summary,
      status: result?.productType === 'NGS' ? REPORT_ITEM_STATUS.NORMAL : REPORT_ITEM_STATUS.UPGRADE,
      genes: result?.productType === 'NGS' ? genes.filter(g => tested.includes(g)) : genes,
      findings: inItem.filter(v => panelVariantRole('NGS', vs, v) === 'risk'),
      carriers: inItem.filter(v => panelVariantRole('NGS', vs, v) === 'carrier'),
      uncertain: inItem.filter(v => v.classification === 'VUS')
    }
  })
}

export interface ConditionView {
  id: string
  title: string
  genes: string[]
  findings: NonChipVariant[]
}

/** the cardiovascular panel's conditions with the person's P/LP variants */
export function cvdConditionsOf(result: Pick<NonChipResult, 'values'>): ConditionView[] {
  const vs = variantsOf(result).filter(v => v.classification !== 'VUS')
  return Object.entries(CVD_CONDITIONS).map(([id, c]) => {
    const genes = CVD_PANEL.filter(g => g.links.includes(id)).map(g => g.gene)
    return { id, title: c.title, genes, findings: vs.filter(v => genes.includes(v.gene)) }
  })
}

export function panelGene(type: 'NGS' | 'CVD', gene: string) {
  return (type === 'NGS' ? TUMOR_PANEL : CVD_PANEL).find(g => g.gene === gene.toUpperCase()) ?? null
}

export interface ExamSuggestion {
  title: string
  text: string
  citation: NonChipCitationId
}

/**
 * What to do next, by finding. A pathogenic variant: counselling and the surveillance that the
 * NCCN guideline of its gene sets (the pages name the guideline, not a schedule of their own).
 * Without one: the general screening the cited guidelines recommend.
 */
export function examSuggestions(result: Pick<NonChipResult, 'productType' | 'values'>): ExamSuggestion[] {
  const all = variantsOf(result)
  const actionable = all.filter(v => panelVariantRole(result.productType === 'CVD' ? 'CVD' : 'NGS', all, v) === 'risk')
  const carriers = [...new Set(all.filter(v => panelVariantRole(result.productType === 'CVD' ? 'CVD' : 'NGS', all, v) === 'carrier').map(v => v.gene))]
  const carrierSuggestions: ExamSuggestion[] = carriers.map(gene => ({
    title: `${gene} 携带者（隐性遗传）`,
    text: `只检出 ${gene} 一个拷贝的致病/可能致病变异。${gene} 相关疾病为隐性遗传，这一结果不按患病风险明显升高解读。请做遗传咨询，由医生结合家族史判断筛查安排；计划生育时，配偶可考虑检测同一基因。`,
    citation: panelGene('NGS', gene)?.citation ?? 'nccnCrc'
  }))
  if (result.productType === 'CVD') {
    return actionable.length
      ? [...new Set(actionable.map(v => v.gene))].map(gene => ({
          title: `${gene} 携带者`,
          text: `请到心内科就诊并做遗传咨询。${gene} 所在的疾病（${(panelGene('CVD', gene)?.links ?? []).map(l => CVD_CONDITIONS[l as keyof typeof CVD_CONDITIONS]?.title ?? l).join('、')}）属于 ACMG 认为有明确医疗干预手段的遗传病，医生通常会安排心电图、心脏超声或血脂等检查，并建议一级亲属做针对性检测。`,
          citation: 'acmgSf32' as const
        }))
      : [{ title: '常规体检', text: '未发现致病或可能致病变异：按年龄定期体检（血压、血脂、心电图）；出现不明原因晕厥、心悸或家族中有人年轻时猝死时，请到心内科就诊。', citation: 'acmgSf32' }]
  }
  if (actionable.length) {
    return [...[...new Set(actionable.map(v => v.gene))].map(gene => {
      const g = panelGene('NGS', gene)
      const cancers = (g?.links ?? []).map(l => TUMOR_ITEMS[l as TumorItem]?.title ?? l).join('、')
      return {
        title: `${gene} 携带者：${cancers}`,
        text: `请先做遗传咨询，再到相应专科（乳腺外科、妇科肿瘤、消化科或泌尿外科）就诊。NCCN 指南为 ${gene} 致病变异携带者规定了比一般人群更早、更频繁的筛查（例如影像学检查或内镜检查），并讨论预防性措施；具体从几岁开始、多久一次，由医生按指南和你的家族史决定。`,
        citation: g?.citation ?? 'nccnBop'
      }
    }), ...carrierSuggestions]
  }
  return [
    ...carrierSuggestions,
    { title: '结直肠癌筛查', text: '未发现致病或可能致病变异：45–75 岁的一般人群应定期做结直肠癌筛查（粪便检测或结肠镜，按所选方法的间隔进行）。', citation: 'uspstf2021Crc' },
    { title: '宫颈癌筛查（女性）', text: '30 岁起以 HPV 检测做宫颈癌筛查，每 5–10 年一次。', citation: 'who2021Cervical' },
    { title: '家族史有变化时', text: '家人新诊断癌症（尤其年轻时患癌，或患卵巢癌、胰腺癌、男性乳腺癌）时，请重新评估并考虑遗传咨询。', citation: 'nccnBop' }
  ]
}

export function citationText(id: string): { text: string; url?: string } | null {
  return (NONCHIP_CITATIONS as Record<string, { text: string; url?: string }>)[id] ?? null
}
