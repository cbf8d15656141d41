/**
 * The genes of the two sequencing panels (spec 3.6 NGS: hereditary tumour; CVD: hereditary
 * cardiovascular) and what each gene is known to be linked to. The gene–cancer links are those
 * the NCCN genetic/familial high-risk guidelines list for each gene (nccnBop, nccnCrc); the
 * gene–condition links of the cardiovascular panel are the conditions of the ACMG secondary
 * findings list v3.2 (acmgSf32) and the well-established cardiomyopathy, channelopathy and
 * aortopathy genes. Only these links are claimed: the pages name no risk figure.
 */
import type { NonChipCitationId } from './citations'

/** the tumour items of /report/tumor/detail/:id: the cancers the tumour panel looks at */
export const TUMOR_ITEMS = {
  breast: { title: '乳腺癌', summary: '遗传性乳腺癌相关基因' },
  ovarian: { title: '卵巢癌', summary: '遗传性卵巢癌相关基因' },
  colorectal: { title: '结直肠癌', summary: '林奇综合征、家族性腺瘤性息肉病等相关基因' },
  endometrial: { title: '子宫内膜癌', summary: '林奇综合征、考登综合征相关基因' },
  gastric: { title: '胃癌', summary: '遗传性弥漫性胃癌、林奇综合征相关基因' },
  pancreatic: { title: '胰腺癌', summary: '遗传性胰腺癌相关基因' },
  prostate: { title: '前列腺癌', summary: '遗传性前列腺癌相关基因' }
} as const
export type TumorItem = keyof typeof TUMOR_ITEMS

export interface PanelGene {
  gene: string
  /** what the gene does / the syndrome it names, in Chinese */
  about: string
  /** tumour panel: the cancers; cardiovascular panel: the conditions */
  links: readonly string[]
  citation: NonChipCitationId
  /** autosomal recessive: the links hold only when both copies carry a (likely) pathogenic variant */
  recessive?: true
}

export const TUMOR_PANEL: readonly PanelGene[] = [
  { gene: 'BRCA1', about: 'DNA 损伤修复基因，致病变异导致遗传性乳腺癌-卵巢癌综合征', links: ['breast', 'ovarian', 'pancreatic', 'prostate'], citation: 'nccnBop' },
  { gene: 'BRCA2', about: 'DNA 损伤修复基因，致病变异导致遗传性乳腺癌-卵巢癌综合征', links: ['breast', 'ovarian', 'pancreatic', 'prostate'], citation: 'nccnBop' },
  { gene: 'PALB2', about: '与 BRCA2 协同修复 DNA 的基因', links: ['breast', 'ovarian', 'pancreatic'], citation: 'nccnBop' },
  { gene: 'TP53', about: '抑癌基因，致病变异导致李-佛美尼综合征（多种肿瘤）', links: ['breast'], citation: 'nccnBop' },
  { gene: 'PTEN', about: '抑癌基因，致病变异导致考登综合征', links: ['breast', 'endometrial'], citation: 'nccnBop' },
  { gene: 'CDH1', about: '细胞黏附基因，致病变异导致遗传性弥漫性胃癌', links: ['gastric', 'breast'], citation: 'nccnBop' },
  { gene: 'STK11', about: '致病变异导致黑斑息肉综合征（Peutz-Jeghers 综合征）', links: ['breast', 'colorectal', 'pancreatic'], citation: 'nccnBop' },
  { gene: 'ATM', about: 'DNA 损伤应答基因', links: ['breast', 'pancreatic', 'prostate'], citation: 'nccnBop' },
  { gene: 'CHEK2', about: 'DNA 损伤应答基因', links: ['breast'], citation: 'nccnBop' },
  { gene: 'BRIP1', about: 'DNA 修复基因', links: ['ovarian'], citation: 'nccnBop' },
  { gene: 'RAD51C', about: 'DNA 同源重组修复基因', links: ['ovarian', 'breast'], citation: 'nccnBop' },
  { gene: 'RAD51D', about: 'DNA 同源重组修复基因', links: ['ovarian', 'breast'], citation: 'nccnBop' },
  { gene: 'MLH1', about: 'DNA 错配修复基因，致病变异导致林奇综合征', links: ['colorectal', 'endometrial', 'ovarian', 'gastric'], citation: 'nccnCrc' },
  { gene: 'MSH2', about: 'DNA 错配修复基因，致病变异导致林奇综合征', links: ['colorectal', 'endometrial', 'ovarian', 'gastric'], citation: 'nccnCrc' },
  { gene: 'MSH6', about: 'DNA 错配修复基因，致病变异导致林奇综合征', links: ['colorectal', 'endometrial'], citation: 'nccnCrc' },
  { gene: 'PMS2', about: 'DNA 错配修复基因，致病变异导致林奇综合征', links: ['colorectal', 'endometrial'], citation: 'nccnCrc' },
  { gene: 'EPCAM', about: '其末端缺失可使 MSH2 失活，导致林奇综合征', links: ['colorectal', 'endometrial'], citation: 'nccnCrc' },
  { gene: 'APC', about: '抑癌基因，致病变异导致家族性腺瘤性息肉病', links: ['colorectal'], citation: 'nccnCrc' },
  { gene: 'MUTYH', about: 'DNA 碱基切除修复基因，两个拷贝都有致病变异时导致 MUTYH 相关息肉病', links: ['colorectal'], citation: 'nccnCrc', recessive: true },
  { gene: 'HOXB13', about: '前列腺发育相关转录因子基因', links: ['prostate'], citation: 'nccnBop' }
]

/** the conditions of the cardiovascular panel (/report/ngs/overview for CVD) */
export const CVD_CONDITIONS = {
  hcm: { title: '肥厚型心肌病' },
  dcm: { title: '扩张型心肌病' },
  acm: { title: '致心律失常性心肌病' },
  lqts: { title: '长 QT 综合征' },
  cpvt: { title: '儿茶酚胺敏感性多形性室速' },
  fh: { title: '家族性高胆固醇血症' },
  aorta: { title: '遗传性主动脉疾病（含马方综合征）' }
} as const
export type CvdCondition = keyof typeof CVD_CONDITIONS

export const CVD_PANEL: readonly PanelGene[] = [
  ...['MYH7', 'MYBPC3', 'TNNT2', 'TNNI3', 'TPM1', 'MYL2', 'MYL3', 'ACTC1', 'PRKAG2'].map(gene => ({ gene, about: '心肌肌节或能量代谢相关基因', links: ['hcm'], citation: 'acmgSf32' as const })),
  ...['LMNA', 'FLNC', 'TTN', 'BAG3', 'DES', 'RBM20', 'TNNC1'].map(gene => ({ gene, about: '心肌结构或剪接调控相关基因', links: ['dcm'], citation: 'acmgSf32' as const })),
  ...['PKP2', 'DSP', 'DSG2', 'DSC2', 'TMEM43'].map(gene => ({ gene, about: '心肌细胞桥粒相关基因', links: ['acm'], citation: 'acmgSf32' as const })),
  ...['KCNQ1', 'KCNH2', 'SCN5A'].map(gene => ({ gene, about: '心肌离子通道基因', links: ['lqts'], citation: 'acmgSf32' as const })),
  { gene: 'RYR2', about: '心肌钙释放通道基因', links: ['cpvt'], citation: 'acmgSf32' },
  ...['LDLR', 'APOB', 'PCSK9'].map(gene => ({ gene, about: '低密度脂蛋白胆固醇代谢基因', links: ['fh'], citation: 'acmgSf32' as const })),
  ...['FBN1', 'TGFBR1', 'TGFBR2', 'SMAD3', 'ACTA2', 'MYH11'].map(gene => ({ gene, about: '主动脉壁结构或信号通路基因', links: ['aorta'], citation: 'acmgSf32' as const }))
]

export function panelOf(type: 'NGS' | 'CVD'): readonly PanelGene[] {
  return type === 'NGS' ? TUMOR_PANEL : CVD_PANEL
}

/**
 * What a reported variant means for its bearer, by the gene's inheritance and the zygosity:
 * 'risk' (a pathogenic / likely pathogenic variant of a dominant gene, or both copies of a
 * recessive gene), 'carrier' (one copy of a recessive gene: not reported as a raised risk) or
 * 'uncertain' (VUS). Two different P/LP variants of a recessive gene count as both copies; the
 * text says their phase needs the parents' test.
 */
export type PanelVariantRole = 'risk' | 'carrier' | 'uncertain'
export interface PanelVariantLike { gene: string; zygosity: 'het' | 'hom' | 'hemi'; classification: 'P' | 'LP' | 'VUS' }

export function panelVariantRole(type: 'NGS' | 'CVD', all: readonly PanelVariantLike[], v: PanelVariantLike): PanelVariantRole {
  if (v.classification === 'VUS') return 'uncertain'
  const gene = panelOf(type).find(g => g.gene === v.gene)
  if (!gene?.recessive) return 'risk'
  if (v.zygosity === 'hom') return 'risk'
  const inGene = all.filter(x => x.gene === v.gene && x.classification !== 'VUS')
  return inGene.length >= 2 ? 'risk' : 'carrier'
}

export function linkTitle(type: 'NGS' | 'CVD', link: string): string {
  return type === 'NGS' ? TUMOR_ITEMS[link as TumorItem]?.title ?? link : CVD_CONDITIONS[link as CvdCondition]?.title ?? link
}
