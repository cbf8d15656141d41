import type { EngineMessage } from '@xungen/contracts'
import type { AncestryConfig, SubregionCandidate } from './config'
import type { GenotypeMatrix } from './genotype-sources'
import * as path from 'path'
import { frequencyFromCounts } from './model'
import { genomePackageDir } from '../reference/package-paths'

/**
 * The rule of issue 29: a sub-continental group is shown only where people of single origin
 * are assigned to it, leave-one-out, at least this often. Every group of a grouping must reach
 * it (a grouping whose overall accuracy passes because one large group is easy would show its
 * small groups below the bar).
 */
export const MIN_GROUP_ACCURACY = 0.9

/** The within-East-Asia table `npm run eval -- --only subregions --write` derives (provenance inside). */
export const EAST_ASIA_RESOLUTION_FILE = path.join(genomePackageDir(), 'reference', 'east-asia-resolution.json')

/** true when the grouping's overall accuracy and every one of its groups reach `threshold` */
export function isReportableGrouping(m: Pick<GroupingMeasurement, 'accuracy' | 'perGroup'>, threshold = MIN_GROUP_ACCURACY): boolean {
  const per = Object.values(m.perGroup)
  return per.length > 1 && m.accuracy >= threshold && per.every(a => a >= threshold)
}

/**
 * How finely a region can be reported, measured rather than assumed. For each candidate
 * grouping of a region's reference populations (config.subregions), every person of those
 * populations is assigned, leave-one-out, to the group under which their genotypes are most
 * likely (group allele frequencies pooled from the group's other members, markers
 * independent). A grouping is reported only if people of single origin land in their own
 * group at least `minSubregionAccuracy` of the time, overall and in every group
 * (isReportableGrouping); the finest such grouping wins. An
 * ancestry percentage for a sub-region the markers cannot tell apart would be noise
 * presented as a finding.
 */

export interface GroupingMeasurement {
  name: string
  groups: Record<string, string[]>
  /** share of people assigned to their own group */
  accuracy: number
  /** per group: share of its people assigned to it */
  perGroup: Record<string, number>
  /** confusion[true group][assigned group] = people */
  confusion: Record<string, Record<string, number>>
  people: number
}

export interface RegionResolution {
  region: string
  /** the grouping reported, or null when the region is reported whole */
  chosen: string | null
  threshold: number
  candidates: GroupingMeasurement[]
  /** English, for logs and the CLI; pages word `message` in Chinese */
  reason: string
  message: EngineMessage
}

export function measureGrouping(matrix: GenotypeMatrix, labels: Map<string, string>, candidate: SubregionCandidate): GroupingMeasurement {
  const M = matrix.markers.length
  const groupNames = Object.keys(candidate.groups)
  const groupOfPop = new Map<string, number>()
  groupNames.forEach((g, gi) => candidate.groups[g].forEach(p => groupOfPop.set(p, gi)))
  const G = groupNames.length
  const alt = new Float64Array(G * M)
  const tot = new Float64Array(G * M)
  const members: { row: number; group: number }[] = []
  matrix.samples.forEach((s, row) => {
    const g = groupOfPop.get(labels.get(s) ?? '')
    if (g === undefined) return
    members.push({ row, group: g })
    for (let m = 0; m < M; m++) {
      const d = matrix.dosages[row * M + m]
      if (d < 0) continue
      alt[g * M + m] += d
      tot[g * M + m] += 2
    }
  })
  const confusion: Record<string, Record<string, number>> = Object.fromEntries(groupNames.map(a => [a, Object.fromEntries(groupNames.map(b => [b, 0]))]))
  let right = 0
  for (const { row, group } of members) {
    let best = -1
    let bestLl = -Infinity
    for (let g = 0; g < G; g++) {
      let ll = 0
      for (let m = 0; m < M; m++) {
        const d = matrix.dosages[row * M + m]
        if (d < 0) continue
        const own = g === group
        const f = frequencyFromCounts(alt[g * M + m] - (own ? d : 0), tot[g * M + m] - (own ? 2 : 0))
        ll += d * Math.log(f) + (2 - d) * Math.log(1 - f)
      }
      if (ll > bestLl) {
        bestLl = ll
        best = g
      }
    }
    confusion[groupNames[group]][groupNames[best]]++
    if (best === group) right++
  }
  const perGroup = Object.fromEntries(groupNames.map(g => {
    const row = confusion[g]
    const n = Object.values(row).reduce((a, b) => a + b, 0)
    return [g, n ? row[g] / n : NaN]
  }))
  return { name: candidate.name, groups: candidate.groups, accuracy: members.length ? right / members.length : NaN, perGroup, confusion, people: members.length }
}

export function measureResolution(matrix: GenotypeMatrix, labels: Map<string, string>, config: AncestryConfig): RegionResolution[] {
  const out: RegionResolution[] = []
  for (const region of config.regions) {
    const candidates = (config.subregions[region.id] ?? []).map(c => measureGrouping(matrix, labels, c))
    // finest = most groups; among equals, the more accurate
    const passing = candidates.filter(c => isReportableGrouping(c, config.minSubregionAccuracy)).sort((a, b) => Object.keys(b.groups).length - Object.keys(a.groups).length || b.accuracy - a.accuracy)
    const best = [...candidates].sort((a, b) => b.accuracy - a.accuracy)[0]
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`
    const num = (x: number) => (100 * x).toFixed(1)
    const message: EngineMessage = !candidates.length
      ? { code: 'resolution.no-candidate' }
      : passing[0]
        ? { code: 'resolution.chosen', params: { grouping: passing[0].name, accuracy: num(passing[0].accuracy), threshold: num(config.minSubregionAccuracy) } }
        : { code: 'resolution.none-passes', params: { threshold: num(config.minSubregionAccuracy), best: best.name, accuracy: num(best.accuracy) } }
    out.push({
      message,
      region: region.id,
      chosen: passing[0]?.name ?? null,
      threshold: config.minSubregionAccuracy,
      candidates,
      reason: !candidates.length
        ? 'no finer grouping proposed'
        : passing[0]
          ? `'${passing[0].name}' assigns ${pct(passing[0].accuracy)} of people of single origin to their own group (threshold ${pct(config.minSubregionAccuracy)})`
          : `no grouping reaches ${pct(config.minSubregionAccuracy)} leave-one-out accuracy (best: '${best.name}', ${pct(best.accuracy)}): reported as one region`
    })
  }
  return out
}
