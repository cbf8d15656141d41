/**
 * Accuracy of ancestry composition on real 1000 Genomes genotypes (the 169 Kidd/Seldin AIMs of
 * the reference data). Part of `npm run eval`; alone: node --import tsx scripts/eval-ancestry.ts
 *
 *  1. Leave-one-out over the 2,504 phase 3 samples: each person is estimated against a panel
 *     built without them (their alleles out of their population's counts; the latent
 *     Indigenous American component refitted without them when they are Latin American).
 *     Continental assignment (largest region = label) is scored on the African, European, East
 *     and South Asian samples (ACB and ASW included, as African). The four Latin American
 *     populations are admixed by history: no single region is "right" for them, so they are
 *     scored for consistency instead (at least 90 % from the three source regions of the
 *     Americas, AFR + EUR + AMR, and some Indigenous American ancestry), and their mean
 *     composition per population is printed.
 *  2. The East Asian question: the leave-one-out confusion between CHB, CHS, CDX, JPT and KHV
 *     and the accuracy of each candidate grouping, as measured by the panel build.
 *  3. Simulated two- and three-way admixed people, made from the real genotypes of held-out
 *     people (20 % of every unadmixed reference population, never in the reference), with
 *     proportions drawn uniformly (Dirichlet(1)). Mean absolute error over the five regions
 *     against the realised shares, next to the Cramér-Rao floor of an oracle that knows which
 *     regions are present; and the coverage of the 95 % bootstrap intervals.
 */
import { buildAncestryReference, componentModel, estimateFromDosages, readThousandGenomesAims } from '../src/ancestry'
import { leaveOneOutModel, oracleMae, simulateAdmixedDosages } from '../src/ancestry/evaluation'
import { Rng } from '../src/core/random'
import { getReference } from '../src/reference'
import { EvalSection } from './eval-report'

export interface AncestryEvalOptions {
  seed?: string
  /** simulated people per design (2-way, 3-way) */
  simulated?: number
  /** of those, how many get bootstrap intervals (coverage) */
  withIntervals?: number
  bootstrap?: number
}

const pct = (x: number, d = 1) => `${(100 * x).toFixed(d)} %`
const UNADMIXED_REGIONS = ['AFR', 'EUR', 'EAS', 'SAS']

export function evaluateAncestry(options: AncestryEvalOptions = {}): EvalSection {
  const seed = options.seed ?? 'eval-ancestry-1'
  const nSim = options.simulated ?? 300
  const nCi = options.withIntervals ?? 100
  const t0 = Date.now()
  const out: string[] = []
  const targets: EvalSection['targets'] = []
  const ref = getReference()
  const mx = readThousandGenomesAims(ref)
  const labels = mx.labels
  const M = mx.markers.length
  const { panel, latentFits } = buildAncestryReference({ genotypes: mx, labels })
  const regionIds = panel.config.regions.map(r => r.id)
  const superOf = (pop: string) => panel.config.populations[pop]?.region ?? '?'
  out.push(`reference: ${M} AIMs (Kidd 55 + Seldin 128 in 1000 Genomes phase 3), ${mx.samples.length} people, 26 populations; regions ${regionIds.join(', ')}`)

  // --- 1. leave-one-out ------------------------------------------------------------------------
  const perRegion: Record<string, { n: number; right: number; mean: number[] }> = {}
  const amrByPop: Record<string, { n: number; sum: number[]; consistent: number }> = {}
  const misassigned: string[] = []
  for (let row = 0; row < mx.samples.length; row++) {
    const sample = mx.samples[row]
    const pop = labels.get(sample) as string
    const region = superOf(pop)
    const model = leaveOneOutModel(panel, latentFits, mx, row, labels)
    const est = estimateFromDosages(mx.dosages.subarray(row * M, row * M + M), panel, { model, bootstrap: 0, evidenceMarkers: 0 })
    if (est.status !== 'estimated') throw new Error(`${sample}: ${est.reason}`)
    const q = regionIds.map(r => est.regions.find(x => x.id === r)?.proportion ?? 0)
    if (region === 'AMR') {
      const a = (amrByPop[pop] ??= { n: 0, sum: regionIds.map(() => 0), consistent: 0 })
      a.n++
      q.forEach((v, k) => (a.sum[k] += v))
      const americas = q[regionIds.indexOf('AFR')] + q[regionIds.indexOf('EUR')] + q[regionIds.indexOf('AMR')]
      if (americas >= 0.9 && q[regionIds.indexOf('AMR')] >= 0.02) a.consistent++
      continue
    }
    const r = (perRegion[region] ??= { n: 0, right: 0, mean: regionIds.map(() => 0) })
    r.n++
    q.forEach((v, k) => (r.mean[k] += v))
    const top = regionIds[q.indexOf(Math.max(...q))]
    if (top === region) r.right++
    else misassigned.push(`${sample} (${pop}) -> ${top} ${pct(Math.max(...q), 0)}`)
  }
  const total = Object.values(perRegion).reduce((a, r) => a + r.n, 0)
  const right = Object.values(perRegion).reduce((a, r) => a + r.right, 0)
  out.push('', `1. leave-one-out, continental assignment (largest region = label), ${total} AFR/EUR/EAS/SAS people:`)
  for (const region of UNADMIXED_REGIONS) {
    const r = perRegion[region]
    out.push(`   ${region}: ${r.right}/${r.n} = ${pct(r.right / r.n)}; mean estimate ${regionIds.map((id, k) => `${id} ${pct(r.mean[k] / r.n)}`).join(', ')}`)
  }
  out.push(`   overall ${right}/${total} = ${pct(right / total, 2)}`)
  if (misassigned.length) out.push(`   misassigned: ${misassigned.join('; ')}`)
  targets.push({ name: 'ancestry: leave-one-out continental assignment >= 98 %', value: right / total, target: 0.98, met: right / total >= 0.98 })
  const amrN = Object.values(amrByPop).reduce((a, r) => a + r.n, 0)
  const amrOk = Object.values(amrByPop).reduce((a, r) => a + r.consistent, 0)
  out.push(`   Latin American (admixed) people, ${amrN}: consistent with admixture in the Americas (AFR+EUR+AMR >= 90 % and AMR >= 2 %): ${amrOk}/${amrN} = ${pct(amrOk / amrN)}`)
  for (const [pop, a] of Object.entries(amrByPop)) out.push(`     ${pop} (${a.n}): mean ${regionIds.map((id, k) => `${id} ${pct(a.sum[k] / a.n)}`).join(', ')}`)
  out.push(`   (1000 Genomes Project Consortium 2015 report the same order of Indigenous American ancestry: PEL > MXL > CLM > PUR, and the most African ancestry in PUR)`)
  out.push(`   all ${mx.samples.length} people, Latin Americans scored by consistency: ${pct((right + amrOk) / (total + amrN), 2)}`)

  // --- 2. East Asia -----------------------------------------------------------------------------
  const eas = panel.resolution.find(r => r.region === 'EAS')
  if (eas) {
    out.push('', '2. East Asian populations, leave-one-out assignment of people of single origin (rows: true population):')
    const popLevel = eas.candidates.find(c => c.name === 'population')
    if (popLevel) {
      const names = Object.keys(popLevel.groups)
      out.push(`        ${names.map(n => n.padStart(5)).join('')}   correct`)
      for (const t of names) out.push(`   ${t.padEnd(5)}${names.map(a => String(popLevel.confusion[t][a]).padStart(5)).join('')}   ${pct(popLevel.perGroup[t])}`)
    }
    for (const c of eas.candidates) out.push(`   grouping '${c.name}' (${Object.entries(c.groups).map(([g, p]) => `${g}: ${p.join('+')}`).join(' | ')}): ${pct(c.accuracy)}`)
    out.push(`   -> ${eas.chosen ? `reported as ${eas.chosen}` : 'reported as one region, East Asia (东亚)'}: ${eas.reason}`)
    for (const r of panel.resolution) if (r.region !== 'EAS' && r.candidates.length) out.push(`   (${r.region}: ${r.reason})`)
  }

  // --- 3. simulated admixture ------------------------------------------------------------------
  const rng = new Rng(seed)
  const heldOut = new Set<string>()
  const heldByRegion: Record<string, number[]> = Object.fromEntries(UNADMIXED_REGIONS.map(r => [r, []]))
  for (const [pop, role] of Object.entries(panel.config.populations)) {
    if (role.role !== 'reference') continue
    const rows = mx.samples.map((s, i) => (labels.get(s) === pop ? i : -1)).filter(i => i >= 0)
    for (let i = rows.length - 1; i > 0; i--) {
      const j = rng.int(i + 1)
      ;[rows[i], rows[j]] = [rows[j], rows[i]]
    }
    for (const r of rows.slice(0, Math.round(rows.length * 0.2))) {
      heldOut.add(mx.samples[r])
      heldByRegion[role.region].push(r)
    }
  }
  const trainLabels = new Map([...labels].filter(([s]) => !heldOut.has(s)))
  const train = buildAncestryReference({ genotypes: mx, labels: trainLabels }).panel
  const model = componentModel(train)
  out.push('', `3. simulated admixed people from ${heldOut.size} held-out people (20 % of each unadmixed population, not in the reference):`)
  const designs: { name: string; k: number }[] = [
    { name: 'two-way', k: 2 },
    { name: 'three-way', k: 3 }
  ]
  let covered = 0
  let intervals = 0
  for (const design of designs) {
    let mae = 0
    let maePresent = 0
    let floor = 0
    const byCombo: Record<string, { n: number; mae: number }> = {}
    for (let s = 0; s < nSim; s++) {
      const regions = [...UNADMIXED_REGIONS]
      for (let i = regions.length - 1; i > 0; i--) {
        const j = rng.int(i + 1)
        ;[regions[i], regions[j]] = [regions[j], regions[i]]
      }
      const chosen = regions.slice(0, design.k)
      const gam = chosen.map(() => -Math.log(1 - rng.next()))
      const props = gam.map(x => x / gam.reduce((a, b) => a + b, 0))
      const sources = chosen.map(r => {
        const rows = heldByRegion[r]
        const row = rows[rng.int(rows.length)]
        return mx.dosages.subarray(row * M, row * M + M)
      })
      const sim = simulateAdmixedDosages(sources, props, rng)
      const truth = regionIds.map(id => {
        const k = chosen.indexOf(id)
        return k >= 0 ? sim.realised[k] : 0
      })
      const withCi = s < nCi
      const est = estimateFromDosages(sim.dosages, train, { bootstrap: withCi ? options.bootstrap ?? 200 : 0, evidenceMarkers: 0, seed: `${seed}:${design.name}:${s}` })
      if (est.status !== 'estimated') throw new Error(est.reason)
      const q = regionIds.map(id => est.regions.find(r => r.id === id)?.proportion ?? 0)
      const err = q.reduce((a, v, k) => a + Math.abs(v - truth[k]), 0) / regionIds.length
      mae += err
      maePresent += chosen.reduce((a, id) => a + Math.abs(q[regionIds.indexOf(id)] - truth[regionIds.indexOf(id)]), 0) / chosen.length
      floor += oracleMae(truth, model, chosen.map(id => regionIds.indexOf(id)), sim.dosages)
      const combo = [...chosen].sort().join('+')
      const c = (byCombo[combo] ??= { n: 0, mae: 0 })
      c.n++
      c.mae += err
      if (withCi) {
        for (const r of est.regions) {
          const t = truth[regionIds.indexOf(r.id)]
          intervals++
          if (t >= r.ci95[0] - 1e-9 && t <= r.ci95[1] + 1e-9) covered++
        }
      }
    }
    mae /= nSim
    out.push(`   ${design.name} (${nSim} people, proportions uniform): MAE over the 5 regions ${mae.toFixed(4)}; over the regions present ${(maePresent / nSim).toFixed(4)}; oracle Cramér-Rao floor ${(floor / nSim).toFixed(4)}`)
    out.push(`     by combination: ${Object.entries(byCombo).sort().map(([k, v]) => `${k} ${(v.mae / v.n).toFixed(3)}`).join(', ')}`)
    targets.push({ name: `ancestry: ${design.name} admixture MAE <= 0.05 (continental)`, value: mae, target: 0.05, met: mae <= 0.05, lowerIsBetter: true, note: `oracle floor with these ${M} markers ${(floor / nSim).toFixed(4)}` })
  }
  if (intervals) out.push(`   95 % block-bootstrap intervals (${options.bootstrap ?? 200} replicates, ${nCi} people per design) cover the realised share in ${pct(covered / intervals)} of ${intervals} region intervals`)
  out.push(`   (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
  return { title: 'Ancestry composition', lines: out, targets }
}

if (require.main === module) {
  const section = evaluateAncestry()
  console.log(section.lines.join('\n'))
}
