import { MtProfile } from './classify'
import { applyAlignmentRules, MtAlignmentRule, MtVariant, parseMtVariant, vcfAlleleToMtVariants } from './variants'

/**
 * Per-sample mtDNA profiles from a multi-sample chrMT VCF on rCRS coordinates (the 1000
 * Genomes phase 1 chrMT calls of the reference data): every position is covered except where
 * a sample's genotype is missing or heterozygous (heteroplasmy); ALT alleles become variants
 * in PhyloTree notation, indels aligned with haplogrep's rules. For the evaluation and tests.
 */
export interface MtVcfSample {
  sample: string
  profile: MtProfile
}

export function readMtVcfProfiles(text: string, rules: readonly MtAlignmentRule[], length = 16569): MtVcfSample[] {
  let samples: string[] = []
  let variants: MtVariant[][] = []
  let typed: Uint8Array[] = []
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '')
    if (!line || line.startsWith('##')) continue
    const f = line.split('\t')
    if (line.startsWith('#')) {
      samples = f.slice(9)
      variants = samples.map(() => [])
      typed = samples.map(() => {
        const t = new Uint8Array(length + 1).fill(1)
        t[0] = 0
        return t
      })
      continue
    }
    const pos = Number(f[1])
    const ref = f[3]
    const alts = f[4].split(',')
    const gtIndex = f[8].split(':').indexOf('GT')
    if (gtIndex < 0) continue
    for (let s = 0; s < samples.length; s++) {
      const gt = f[9 + s].split(':')[gtIndex]
      const alleles = gt.split(/[/|]/)
      const first = alleles[0]
      if (first === '.' || alleles.some(a => a !== first)) {
        for (let p = pos; p < pos + ref.length && p <= length; p++) typed[s][p] = 0
        continue
      }
      const k = Number(first)
      if (k > 0 && alts[k - 1]) for (const v of vcfAlleleToMtVariants(pos, ref, alts[k - 1])) variants[s].push(v)
    }
  }
  return samples.map((sample, s) => ({
    sample,
    profile: { variants: applyAlignmentRules(variants[s].map(v => v.label), rules).map(parseMtVariant), typed: typed[s], snvOnly: false }
  }))
}
