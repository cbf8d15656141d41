import { createPackedKit, indexPanel, setCall } from '../../core'
import type { CallCode, PackedKit, PanelIndex } from '../../core'
import { loadKnowledgeBase } from '../load'
import { knowledgeOnlyPanel } from '../sample'

export const kb = loadKnowledgeBase()
export const index: PanelIndex = indexPanel(knowledgeOnlyPanel(kb))

/** A kit with the given plus-strand genotypes ('AG'; 'A' for haploid MT), every other knowledge marker hom-ref, listed markers in `missing` no-called. */
export function kitWith(genotypes: Record<string, string>, missing: string[] = []): PackedKit {
  const kit = createPackedKit(index.panel)
  for (let i = 0; i < index.panel.size; i++) setCall(kit, i, 1)
  for (const [rsid, gt] of Object.entries(genotypes)) {
    const i = index.byRsid(rsid)
    if (i < 0) throw new Error(`test: ${rsid} not on the knowledge panel`)
    const a1 = index.panel.a1[i]
    const a2 = index.panel.a2[i]
    const letters = gt.length === 1 ? [gt, gt] : gt.split('')
    for (const l of letters) if (l !== a1 && l !== a2) throw new Error(`test: ${rsid} has no allele ${l}`)
    const n2 = letters.filter(l => l === a2).length
    setCall(kit, i, (1 + n2) as CallCode)
  }
  for (const rsid of missing) setCall(kit, index.byRsid(rsid), 0)
  return kit
}

/** Plus-strand genotype text with `k` copies (0-2) of `effect` at a biallelic marker of the base. */
export function genotypeWith(rsid: string, effect: string, k: number): string {
  const m = kb.markers.get(rsid)!
  const other = effect === m.alt ? m.ref : m.alt
  return other.repeat(2 - k) + effect.repeat(k)
}
