/**
 * Drugs whose main pharmacogenetic risk the chip cannot test (issue 15, item 7): HLA-B*15:02
 * (carbamazepine, oxcarbazepine) and HLA-B*58:01 (allopurinol). No tag SNP with a published
 * accuracy against HLA typing in Han Chinese was found (docs/adr/0003, sixth pass), so the
 * report has no result for them and the drug pages say so, with the CPIC guidelines' advice.
 */
import type { Citation } from './api'

export interface UntestedDrug {
  key: string
  drugs: string
  allele: string
  /** what the guideline says, in plain Chinese */
  advice: string
  citation: Citation
}

export const UNTESTED_HLA_DRUGS: readonly UntestedDrug[] = [
  {
    key: 'hla-b-1502',
    drugs: '卡马西平、奥卡西平',
    allele: 'HLA-B*15:02',
    advice: '携带HLA-B*15:02的人使用卡马西平或奥卡西平，发生史蒂文斯-约翰逊综合征/中毒性表皮坏死松解症（SJS/TEN）等严重皮肤不良反应的风险明显升高。CPIC指南建议：携带者若从未用过这两种药，不要使用。',
    citation: {
      id: 'cpic-carbamazepine-2017',
      pmid: '29392710',
      authors: 'Phillips EJ, Sukasem C, Whirl-Carrillo M, et al.',
      title: 'Clinical Pharmacogenetics Implementation Consortium Guideline for HLA Genotype and Use of Carbamazepine and Oxcarbazepine: 2017 Update',
      journal: 'Clin Pharmacol Ther 103(4):574-581',
      year: 2018
    }
  },
  {
    key: 'hla-b-5801',
    drugs: '别嘌醇',
    allele: 'HLA-B*58:01',
    advice: '携带HLA-B*58:01的人使用别嘌醇（常用的降尿酸药），发生严重皮肤不良反应（SJS/TEN、药物超敏综合征）的风险明显升高。CPIC指南建议：携带者不应使用别嘌醇。',
    citation: {
      id: 'cpic-allopurinol-2013',
      pmid: '23232549',
      authors: 'Hershfield MS, Callaghan JT, Tassaneeyakul W, et al.',
      title: 'Clinical Pharmacogenetics Implementation Consortium guidelines for human leukocyte antigen-B genotype and allopurinol dosing',
      journal: 'Clin Pharmacol Ther 93(2):153-158 (reaffirmed by the 2015 update)',
      year: 2013
    }
  }
]

export const UNTESTED_HLA_SUMMARY =
  '这两个HLA等位基因在汉族人群中较常见。HLA分型需要专门的检测，本芯片不能检测它们，目前也没有在汉族人群中公开验证过准确性的芯片替代位点，所以报告中没有这几种药的结果。医生开这些药之前，请先询问是否需要做HLA-B基因分型。'
