/**
 * The numbers behind the report's charts (docs/adr/0017-report-charts.md), shared by the pages
 * (src/components/Charts) and the electronic report drawn on the server: one arithmetic, so that
 * the PDF shows what the pages show.
 */

export interface GenotypeShare {
  genotype: string
  /** 0..1 */
  share: number
  mine: boolean
}

/**
 * Genotype shares in East Asians from the frequency of one allele, under Hardy-Weinberg
 * equilibrium (p², 2pq, q²). Only the allele frequency is data; the shares are derived and the
 * page says so.
 */
export function hweGenotypeShares(ref: string, alt: string, altFreq: number, mine: string | null): GenotypeShare[] {
  const q = Math.min(1, Math.max(0, altFreq))
  const p = 1 - q
  const sorted = (g: string) => g.split('').sort().join('')
  const mineKey = mine ? sorted(mine) : null
  return [
    { genotype: ref + ref, share: p * p },
    { genotype: ref + alt, share: 2 * p * q },
    { genotype: alt + alt, share: q * q }
  ].map(g => ({ ...g, mine: mineKey !== null && sorted(g.genotype) === mineKey }))
}

/**
 * The bands of a score chart: the rule's percentile cuts with the wording of each band's level
 * (from the item's levels); null when the report carries no bands or they do not fit the levels.
 */
export function scoreBands(bands: { cuts: number[]; levels: string[] } | undefined, levels: { key: string; label: string }[]): { cuts: number[]; bands: { key: string; label: string }[] } | null {
  if (!bands || bands.levels.length !== bands.cuts.length + 1) return null
  const out = bands.levels.map(key => ({ key, label: levels.find(l => l.key === key)?.label ?? '' }))
  if (out.some(b => !b.label)) return null
  return { cuts: bands.cuts, bands: out }
}

/** the population codes of 1000 Genomes in Chinese (the ones the reference tables use) */
export const POPULATION_ZH: Record<string, string> = {
  CHB: '北京汉族', CHS: '华南汉族', CDX: '西双版纳傣族', KHV: '越南京族', JPT: '日本东京', ACB: '巴巴多斯非裔', ASW: '美国西南部非裔',
  ESN: '尼日利亚伊桑人', GWD: '冈比亚人', LWK: '肯尼亚卢希亚人', MSL: '塞拉利昂门德人', YRI: '尼日利亚约鲁巴人', CEU: '美国犹他州北欧裔',
  FIN: '芬兰人', GBR: '英国人', IBS: '西班牙伊比利亚人', TSI: '意大利托斯卡纳人', CLM: '哥伦比亚麦德林', MXL: '洛杉矶墨西哥裔',
  PEL: '秘鲁利马', PUR: '波多黎各人', BEB: '孟加拉人', GIH: '休斯敦古吉拉特人', ITU: '英国泰卢固人', PJL: '巴基斯坦旁遮普人', STU: '英国斯里兰卡泰米尔人'
}
