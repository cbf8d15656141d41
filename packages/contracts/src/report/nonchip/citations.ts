/**
 * The published sources the non-chip result definitions rest on. Every reference range, cut-off,
 * genotype list and "when to see a doctor" rule of definitions.ts names one of these; a value the
 * sources do not give (an assay's own age bands, a kit's breath-test cut-off) is not written here:
 * the laboratory enters its own reported range with the result.
 */
export interface NonChipCitation {
  id: string
  /** authors or issuing body, title, journal or publisher, year */
  text: string
  url?: string
}

export const NONCHIP_CITATIONS = {
  iarc100b: {
    id: 'iarc100b',
    text: 'Bouvard V, et al. A review of human carcinogens—Part B: biological agents. Lancet Oncol. 2009;10(4):321-322（IARC 专著第 100B 卷摘要：HPV16/18/31/33/35/39/45/51/52/56/58/59 为 1 类致癌，HPV68 为 2A 类，HPV26/53/66/67/70/73/82 为 2B 类）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Bouvard+review+of+human+carcinogens+Part+B+biological+agents+2009'
  },
  who2021Cervical: {
    id: 'who2021Cervical',
    text: 'World Health Organization. WHO guideline for screening and treatment of cervical pre-cancer lesions for cervical cancer prevention, 2nd edition. Geneva: WHO; 2021',
    url: 'https://www.who.int/publications/i/item/9789240030824'
  },
  asccp2019: {
    id: 'asccp2019',
    text: 'Perkins RB, et al. 2019 ASCCP Risk-Based Management Consensus Guidelines for Abnormal Cervical Cancer Screening Tests and Cancer Precursors. J Low Genit Tract Dis. 2020;24(2):102-131',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=2019+ASCCP+Risk-Based+Management+Consensus+Guidelines'
  },
  maastrichtVI: {
    id: 'maastrichtVI',
    text: 'Malfertheiner P, et al. Management of Helicobacter pylori infection: the Maastricht VI/Florence consensus report. Gut. 2022;71:1724-1762',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Maastricht+VI%2FFlorence+consensus+report'
  },
  ubtChina2020: {
    id: 'ubtChina2020',
    text: '幽门螺杆菌-尿素呼气试验临床应用专家共识（2020年）. 中华健康管理学杂志. 2020;14(6):509-514（13C 尿素呼气试验以 DOB 值‰ 报告，14C 尿素呼气试验以 dpm/mmol CO₂ 报告，各有判定界值；14C 有放射性，孕妇不宜使用）',
    url: 'https://doi.org/10.3760/cma.j.cn115624-20201010-00734'
  },
  bologna2011: {
    id: 'bologna2011',
    text: 'Ferraretti AP, et al. ESHRE consensus on the definition of "poor response" to ovarian stimulation for in vitro fertilization: the Bologna criteria. Hum Reprod. 2011;26(7):1616-1624（卵巢储备检测异常：AMH 0.5–1.1 ng/mL 以下）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=ESHRE+consensus+poor+response+Bologna+criteria'
  },
  steiner2017: {
    id: 'steiner2017',
    text: 'Steiner AZ, et al. Association Between Biomarkers of Ovarian Reserve and Infertility Among Older Women of Reproductive Age. JAMA. 2017;318(14):1367-1376（AMH 低不预示自然受孕机会降低）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Association+Between+Biomarkers+of+Ovarian+Reserve+and+Infertility+Among+Older+Women'
  },
  endocrine2011VitD: {
    id: 'endocrine2011VitD',
    text: 'Holick MF, et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab. 2011;96(7):1911-1930（25-羟维生素 D <20 ng/mL 为缺乏）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/21646368/'
  },
  demay2024VitD: {
    id: 'demay2024VitD',
    text: 'Demay MB, et al. Vitamin D for the Prevention of Disease: An Endocrine Society Clinical Practice Guideline. J Clin Endocrinol Metab. 2024;109(8):1907-1947（取代 2011 指南；不再认可以 30 ng/mL 作为充足界值，也未给出新的“充足”或“不足”界值）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/38828931/'
  },
  whoRetinol2011: {
    id: 'whoRetinol2011',
    text: 'World Health Organization. Serum retinol concentrations for determining the prevalence of vitamin A deficiency in populations. VMNIS. Geneva: WHO; 2011（血清视黄醇 <0.70 μmol/L 为维生素 A 缺乏，<0.35 μmol/L 为严重缺乏）',
    url: 'https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.3'
  },
  iom2000VitE: {
    id: 'iom2000VitE',
    text: 'Institute of Medicine. Dietary Reference Intakes for Vitamin C, Vitamin E, Selenium, and Carotenoids. Washington, DC: National Academies Press; 2000（以血浆 α-生育酚 <12 μmol/L 作为维生素 E 不足的判定标准）',
    url: 'https://doi.org/10.17226/9810'
  },
  uspstf2021Crc: {
    id: 'uspstf2021Crc',
    text: 'US Preventive Services Task Force. Screening for Colorectal Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(19):1965-1977（45–75 岁筛查；多靶点粪便 DNA 检测每 1–3 年一次；粪便检测阳性须做结肠镜）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Screening+for+Colorectal+Cancer+USPSTF+Recommendation+Statement+2021'
  },
  chinaCrc2020: {
    id: 'chinaCrc2020',
    text: '国家癌症中心中国结直肠癌筛查与早诊早治指南制定专家组. 中国结直肠癌筛查与早诊早治指南（2020，北京）. 中华肿瘤杂志. 2021;43(1):16-38'
  },
  acmg2015: {
    id: 'acmg2015',
    text: 'Richards S, et al. Standards and guidelines for the interpretation of sequence variants: a joint consensus recommendation of the ACMG and AMP. Genet Med. 2015;17(5):405-424（五级分类：致病、可能致病、意义未明、可能良性、良性）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/25741868/'
  },
  nccnBop: {
    id: 'nccnBop',
    text: 'National Comprehensive Cancer Network. NCCN Clinical Practice Guidelines in Oncology: Genetic/Familial High-Risk Assessment: Breast, Ovarian, and Pancreatic (2024)',
    url: 'https://www.nccn.org/guidelines/category_2'
  },
  nccnCrc: {
    id: 'nccnCrc',
    text: 'National Comprehensive Cancer Network. NCCN Clinical Practice Guidelines in Oncology: Genetic/Familial High-Risk Assessment: Colorectal, Endometrial, and Gastric (2024)',
    url: 'https://www.nccn.org/guidelines/category_2'
  },
  acmgSf32: {
    id: 'acmgSf32',
    text: 'Miller DT, et al. ACMG SF v3.2 list for reporting of secondary findings in clinical exome and genome sequencing: a policy statement of the ACMG. Genet Med. 2023;25(8):100866（可干预的遗传性心血管病基因）',
    url: 'https://pubmed.ncbi.nlm.nih.gov/37347242/'
  }
} as const satisfies Record<string, NonChipCitation>

export type NonChipCitationId = keyof typeof NONCHIP_CITATIONS
