import { MIN_GROUP_ACCURACY } from './resolution'

/**
 * Which reference populations make up which ancestry component. A reference panel is built
 * from genotypes, population labels and one of these configurations, so that a richer panel
 * (full 1000 Genomes, HGDP, Chinese minority cohorts) drops in as data: a JSON file of this
 * shape passed to `genome ref build --config`.
 *
 * Roles of a population:
 *  - 'reference': unadmixed on the scale of the report; its genotypes define its region's
 *    allele frequencies.
 *  - 'admixed': a recently admixed population (e.g. African Americans, Latin Americans). It
 *    does not define any frequencies directly. When its `sources` include a region that has
 *    no reference population (the Indigenous American component of 1000 Genomes), that
 *    region's frequencies are estimated from these people as a latent component while the
 *    other sources stay fixed at their reference frequencies (a semi-supervised ADMIXTURE
 *    model; Alexander, Novembre & Lange 2009, Genome Res 19:1655, supervised mode).
 *  - 'excluded': not used.
 *
 * `subregions` lists candidate finer groupings of a region. The build measures each one
 * (leave-one-out assignment of people of single origin) and keeps the finest that reaches
 * `minSubregionAccuracy`; otherwise the region is reported whole (see resolution.ts).
 */
export interface AncestryRegion {
  id: string
  label: string
  /** Chinese name shown in the app */
  labelZh: string
}

export interface AncestryPopulationRole {
  region: string
  role: 'reference' | 'admixed' | 'excluded'
  /** for 'admixed': the regions its people descend from */
  sources?: string[]
  description?: string
}

export interface SubregionCandidate {
  /** e.g. 'north-south' */
  name: string
  /** group name -> populations */
  groups: Record<string, string[]>
}

export interface AncestryConfig {
  name: string
  regions: AncestryRegion[]
  populations: Record<string, AncestryPopulationRole>
  subregions: Record<string, SubregionCandidate[]>
  /** leave-one-out accuracy a sub-regional grouping must reach to be reported */
  minSubregionAccuracy: number
}

/**
 * 1000 Genomes phase 3 (26 populations, 1000 Genomes Project Consortium 2015, Nature 526:68),
 * rolled up to five regions. ACB and ASW (African Caribbean, African American) are admixed
 * with European ancestry and are not used as African references; the four Latin American
 * populations carry the Indigenous American component, which no 1000 Genomes population
 * represents unadmixed, so it is estimated as a latent component from them.
 */
export const THOUSAND_GENOMES_CONFIG: AncestryConfig = {
  name: '1000 Genomes phase 3, five regions',
  regions: [
    { id: 'AFR', label: 'Sub-Saharan Africa', labelZh: '撒哈拉以南非洲' },
    { id: 'EUR', label: 'Europe', labelZh: '欧洲' },
    { id: 'EAS', label: 'East Asia', labelZh: '东亚' },
    { id: 'SAS', label: 'South Asia', labelZh: '南亚' },
    { id: 'AMR', label: 'Indigenous Americas', labelZh: '美洲原住民' }
  ],
  populations: {
    YRI: { region: 'AFR', role: 'reference', description: 'Yoruba in Ibadan, Nigeria' },
    LWK: { region: 'AFR', role: 'reference', description: 'Luhya in Webuye, Kenya' },
    GWD: { region: 'AFR', role: 'reference', description: 'Gambian in Western Division' },
    MSL: { region: 'AFR', role: 'reference', description: 'Mende in Sierra Leone' },
    ESN: { region: 'AFR', role: 'reference', description: 'Esan in Nigeria' },
    ACB: { region: 'AFR', role: 'admixed', sources: ['AFR', 'EUR'], description: 'African Caribbean in Barbados' },
    ASW: { region: 'AFR', role: 'admixed', sources: ['AFR', 'EUR'], description: 'African Ancestry in Southwest US' },
    CEU: { region: 'EUR', role: 'reference', description: 'Utah residents with Northern and Western European ancestry' },
    TSI: { region: 'EUR', role: 'reference', description: 'Toscani in Italy' },
    FIN: { region: 'EUR', role: 'reference', description: 'Finnish in Finland' },
    GBR: { region: 'EUR', role: 'reference', description: 'British in England and Scotland' },
    IBS: { region: 'EUR', role: 'reference', description: 'Iberian populations in Spain' },
    CHB: { region: 'EAS', role: 'reference', description: 'Han Chinese in Beijing' },
    CHS: { region: 'EAS', role: 'reference', description: 'Southern Han Chinese' },
    CDX: { region: 'EAS', role: 'reference', description: 'Chinese Dai in Xishuangbanna' },
    JPT: { region: 'EAS', role: 'reference', description: 'Japanese in Tokyo' },
    KHV: { region: 'EAS', role: 'reference', description: 'Kinh in Ho Chi Minh City, Vietnam' },
    GIH: { region: 'SAS', role: 'reference', description: 'Gujarati Indian in Houston' },
    PJL: { region: 'SAS', role: 'reference', description: 'Punjabi in Lahore, Pakistan' },
    BEB: { region: 'SAS', role: 'reference', description: 'Bengali in Bangladesh' },
    STU: { region: 'SAS', role: 'reference', description: 'Sri Lankan Tamil in the UK' },
    ITU: { region: 'SAS', role: 'reference', description: 'Indian Telugu in the UK' },
    CLM: { region: 'AMR', role: 'admixed', sources: ['AFR', 'EUR', 'AMR'], description: 'Colombian in Medellín' },
    MXL: { region: 'AMR', role: 'admixed', sources: ['AFR', 'EUR', 'AMR'], description: 'Mexican Ancestry in Los Angeles' },
    PEL: { region: 'AMR', role: 'admixed', sources: ['AFR', 'EUR', 'AMR'], description: 'Peruvian in Lima' },
    PUR: { region: 'AMR', role: 'admixed', sources: ['AFR', 'EUR', 'AMR'], description: 'Puerto Rican in Puerto Rico' }
  },
  subregions: {
    EAS: [
      { name: 'population', groups: { CHB: ['CHB'], CHS: ['CHS'], CDX: ['CDX'], JPT: ['JPT'], KHV: ['KHV'] } },
      { name: 'han-japanese-southeast', groups: { 'Han Chinese': ['CHB', 'CHS'], Japanese: ['JPT'], 'Dai and Kinh': ['CDX', 'KHV'] } },
      { name: 'north-south', groups: { 'Northern East Asia': ['CHB', 'JPT'], 'Southern East Asia': ['CHS', 'CDX', 'KHV'] } },
      { name: 'mainland-south', groups: { 'Han Chinese and Japanese': ['CHB', 'CHS', 'JPT'], 'Dai and Kinh': ['CDX', 'KHV'] } }
    ],
    EUR: [{ name: 'north-south-finland', groups: { Finnish: ['FIN'], 'North-western Europe': ['CEU', 'GBR'], 'Southern Europe': ['IBS', 'TSI'] } }],
    SAS: [{ name: 'population', groups: { GIH: ['GIH'], PJL: ['PJL'], BEB: ['BEB'], STU: ['STU'], ITU: ['ITU'] } }]
  },
  minSubregionAccuracy: MIN_GROUP_ACCURACY
}

/** Checks a configuration for references to unknown regions and for regions nobody defines. */
export function validateConfig(config: AncestryConfig): string[] {
  const problems: string[] = []
  const regions = new Set(config.regions.map(r => r.id))
  const defined = new Set<string>()
  for (const [pop, role] of Object.entries(config.populations)) {
    if (!regions.has(role.region)) problems.push(`${pop}: unknown region ${role.region}`)
    if (role.role === 'reference') defined.add(role.region)
    for (const s of role.sources ?? []) if (!regions.has(s)) problems.push(`${pop}: unknown source region ${s}`)
  }
  for (const r of regions) {
    if (defined.has(r)) continue
    const latent = Object.values(config.populations).some(p => p.role === 'admixed' && (p.sources ?? []).includes(r))
    if (!latent) problems.push(`region ${r} has neither reference nor admixed populations`)
  }
  for (const [region, candidates] of Object.entries(config.subregions)) {
    if (!regions.has(region)) problems.push(`subregions of unknown region ${region}`)
    for (const c of candidates) for (const pops of Object.values(c.groups)) for (const p of pops) {
      if (config.populations[p]?.region !== region || config.populations[p]?.role !== 'reference') problems.push(`subregion ${c.name}: ${p} is not a reference population of ${region}`)
    }
  }
  return problems
}
