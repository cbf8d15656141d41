import type { EngineMessage } from '@xungen/contracts'
import { CHROM_MT } from '../../core/chromosome'
import { HOM_A1, HOM_A2 } from '../../core/genotype'
import type { PackedKit } from '../../core/packed'
import { getCall, isPackedFor } from '../../core/packed'
import type { PanelIndex } from '../../core/panel'
import { classifyMtProfile, MtHaplogroupCall } from './classify'
import type { MtTree } from './tree'
import { parseMtVariant, MtVariant } from './variants'

export interface MtNoCall {
  status: 'no-call'
  /** English, for logs and the CLI; pages word `message` in Chinese */
  reason: string
  message: EngineMessage
  counts: { panelMarkers: number; typed: number; noCall: number; heteroplasmic: number }
}

export const MT_MIN_TYPED_POSITIONS = 20

/**
 * Calls the mtDNA haplogroup of a packed kit from the MT markers of its panel (rCRS
 * positions). A marker typed with a base other than the rCRS base is a variant; heterozygous
 * calls (heteroplasmy or a failed probe) are left out of the range, like no-calls.
 */
export function callMtHaplogroup(kit: PackedKit, index: PanelIndex, tree: MtTree, options: { minTypedPositions?: number } = {}): MtHaplogroupCall | MtNoCall {
  const panel = index.panel
  if (!isPackedFor(kit, panel)) throw new Error(`kit packed for panel ${kit.panelId} cannot be read with panel ${panel.id}`)
  const [start, end] = index.chromRange(CHROM_MT)
  const typed = new Uint8Array(tree.rcrs.length + 1)
  const variants: MtVariant[] = []
  let nTyped = 0
  let noCall = 0
  let het = 0
  for (let i = start; i < end; i++) {
    const pos = panel.pos[i]
    if (pos < 1 || pos > tree.rcrs.length) continue
    const code = getCall(kit, i)
    if (code !== HOM_A1 && code !== HOM_A2) {
      if (code === 0) noCall++
      else het++
      continue
    }
    const allele = code === HOM_A1 ? panel.a1[i] : panel.a2[i]
    if (allele.length !== 1 || !'ACGT'.includes(allele)) continue
    typed[pos] = 1
    nTyped++
    if (allele !== tree.rcrs[pos - 1]) variants.push(parseMtVariant(`${pos}${allele}`))
  }
  const counts = { panelMarkers: end - start, typed: nTyped, noCall, heteroplasmic: het }
  const min = options.minTypedPositions ?? MT_MIN_TYPED_POSITIONS
  if (nTyped < min) return { status: 'no-call', reason: `only ${nTyped} mtDNA positions typed (at least ${min} needed)`, message: { code: 'mt.too-few-positions', params: { typed: nTyped, min } }, counts }
  return classifyMtProfile(tree, { variants, typed, snvOnly: true })
}
