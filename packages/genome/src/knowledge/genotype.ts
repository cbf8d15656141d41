import { complement, getCall, isStrandAmbiguous, NO_CALL, parseChrom } from '../core'
import type { PackedKit, PanelIndex } from '../core'
import type { MarkerDef } from './types'

/** A kit as the knowledge base reads it. */
export interface KitView {
  kit: PackedKit
  index: PanelIndex
  /**
   * Whether the chip that produced the kit assays a panel marker. When known (the parser knows
   * which markers the vendor file listed), a no-call on an assayed marker is a failed call that a
   * retest can fix, and a marker the chip does not assay is undetected. When not given, every
   * panel marker is taken as assayed (our own chip).
   */
  assayed?: (markerIndex: number) => boolean
  /** needed for X-linked rules (a male X call is hemizygous) */
  sex?: 'male' | 'female'
}

export type MarkerRead =
  /** alleles on the GRCh37 plus strand, in the knowledge base's orientation */
  | { state: 'called'; alleles: [string, string]; panelIndex: number }
  /** on the panel and assayed, but the call failed: a retest can fix it */
  | { state: 'nocall'; panelIndex: number }
  /** not on the panel, or not assayed by this chip: undetected */
  | { state: 'absent' }
  /** on the panel at this position but with other alleles: never guessed, treated as undetected */
  | { state: 'mismatch'; panelIndex: number }

/**
 * Reads one knowledge-base marker from a kit. The panel is looked up by rsID, then by GRCh37
 * position. The panel's alleles are on the plus strand (core/panel.ts); they must be the
 * marker's ref/alt set. A panel that carries the complementary pair (a source on the minus
 * strand) is flipped, except for strand-ambiguous A/T and C/G markers, where a complement
 * cannot be told from the same alleles: those are only read when the panel's alleles are
 * literally the marker's plus-strand alleles, which is how the panel stores them, and the
 * knowledge base states each such marker's effect allele on the plus strand.
 */
export function readMarker(view: KitView, m: MarkerDef): MarkerRead {
  const { index, kit } = view
  let i = index.byRsid(m.rsid)
  if (i < 0) i = index.byPosition(parseChrom(m.chrom), m.pos)
  if (i < 0) return { state: 'absent' }
  if (view.assayed && !view.assayed(i)) return { state: 'absent' }
  const p = index.panel
  const a1 = p.a1[i]
  const a2 = p.a2[i]
  let flip = false
  if ((a1 === m.ref && a2 === m.alt) || (a1 === m.alt && a2 === m.ref)) flip = false
  else if (!isStrandAmbiguous(m.ref, m.alt) && ((complement(a1) === m.ref && complement(a2) === m.alt) || (complement(a1) === m.alt && complement(a2) === m.ref))) flip = true
  else return { state: 'mismatch', panelIndex: i }
  const call = getCall(kit, i)
  if (call === NO_CALL) return { state: 'nocall', panelIndex: i }
  const b1 = flip ? complement(a1) : a1
  const b2 = flip ? complement(a2) : a2
  const alleles: [string, string] = call === 1 ? [b1, b1] : call === 2 ? [b1, b2] : [b2, b2]
  return { state: 'called', alleles, panelIndex: i }
}

export function countAllele(alleles: [string, string], allele: string): number {
  return (alleles[0] === allele ? 1 : 0) + (alleles[1] === allele ? 1 : 0)
}

/** 'AG' style genotype text, ref allele first (deletions 'D', insertions 'I') */
export function genotypeText(alleles: [string, string], m: MarkerDef): string {
  const order = (a: string) => (a === m.ref ? 0 : 1)
  const s = [...alleles].sort((x, y) => order(x) - order(y))
  return s.join('')
}
