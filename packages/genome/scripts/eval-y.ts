/**
 * Accuracy of Y haplogroup calls on the engine's panel. Part of `npm run eval`; alone:
 * node --import tsx scripts/eval-y.ts
 *
 * There are no individual Y genotypes in the reference data, so men are simulated: one per
 * 1000 Genomes male haplogroup label (1,233 men of 26 populations, so clades are weighted as
 * in real populations), carrying the derived allele at every SNP of their path, on the
 * panel's Y markers, with chip noise (3 % no-calls, 0.5 % of calls flipped to the other
 * allele). A call is scored against:
 *  - the major clade of the label (the letters: O, C, R1 is R, ...): must always be right;
 *  - the full haplogroup the kit can support: the deepest node of the true path with at least
 *    one typed SNP (resolvableYHaplogroup): target 95 %;
 * and the labels themselves are compared with what the chip can reach at all.
 */
import * as fs from 'fs'
import { CHROM_Y } from '../src/core/chromosome'
import { Rng } from '../src/core/random'
import { callYHaplogroup, findHaplogroup, loadYTree, majorClade, pathTo, resolvableYHaplogroup, simulateYKit } from '../src/lineage/y'
import { loadUniverse } from '../src/catalogue'
import { getReference } from '../src/reference'
import { EvalSection } from './eval-report'

const pct = (x: number, d = 1) => `${(100 * x).toFixed(d)} %`
const EAST_ASIAN = new Set(['CHB', 'CHS', 'CDX', 'JPT', 'KHV'])

export async function evaluateY(options: { seed?: string; replicates?: number; noCallRate?: number; errorRate?: number } = {}): Promise<EvalSection> {
  const t0 = Date.now()
  const seed = options.seed ?? 'eval-y-1'
  const reps = options.replicates ?? 2
  const noise = { noCallRate: options.noCallRate ?? 0.03, errorRate: options.errorRate ?? 0.005 }
  const ref = getReference()
  const tree = loadYTree(ref)
  const { panel, index } = await loadUniverse({ ref })
  const [ys, ye] = index.chromRange(CHROM_Y)
  const labels = fs.readFileSync(ref.path('y-1000g-male-haplogroups'), 'utf8').trim().split('\n').slice(1).map(l => l.split('\t'))
  const pops = new Map(fs.readFileSync(ref.path('y-1000g-male-populations'), 'utf8').trim().split('\n').slice(1).map(l => l.split('\t')).map(f => [f[0], f[1]]))
  const out: string[] = [`tree: ${tree.version}, ${tree.nodes.length} nodes, ${tree.snps.length} SNPs; panel ${panel.id}: ${ye - ys} Y markers`]

  // what the chip can reach for the real labels (no noise)
  const onPanel = new Set<number>()
  for (let i = ys; i < ye; i++) onPanel.add(panel.pos[i])
  let exact = 0
  let levelsShort = 0
  let eaExact = 0
  let eaN = 0
  for (const [sample, hg] of labels) {
    const node = findHaplogroup(tree, hg)
    const path = pathTo(tree, node)
    let deepest = 0
    path.forEach((n, d) => {
      if (tree.nodes[n].snps.some(s => !tree.snps[s].indel && onPanel.has(tree.snps[s].pos))) deepest = d
    })
    if (deepest === path.length - 1) exact++
    levelsShort += path.length - 1 - deepest
    if (EAST_ASIAN.has(pops.get(sample) ?? '')) {
      eaN++
      if (deepest === path.length - 1) eaExact++
    }
  }
  out.push(`1000 Genomes labels (${labels.length} men, ISOGG 2019 names) whose own node has a SNP on the panel: ${pct(exact / labels.length)} (East Asians ${pct(eaExact / eaN)} of ${eaN}); on average ${(levelsShort / labels.length).toFixed(2)} tree levels between a label and the deepest node of its path the panel can test`)
  out.push(`  (the labels were assigned by Y-LineageTracker from its representative "key" SNPs, which the panel carries; so the labels say what a chip can reach, and the simulation below measures robustness to no-calls and errors)`)

  const rng = new Rng(seed)
  let n = 0
  let major = 0
  let full = 0
  let onTruePath = 0
  let tooDeep = 0
  let tooShallow = 0
  let noCall = 0
  const byClade = new Map<string, { n: number; major: number; full: number }>()
  let eaFull = 0
  let eaCalls = 0
  const misses: string[] = []
  const tc = Date.now()
  for (let r = 0; r < reps; r++) {
    for (const [sample, hg] of labels) {
      const { kit } = simulateYKit(index, tree, hg, noise, rng)
      const call = callYHaplogroup(kit, index, tree)
      n++
      const clade = majorClade(hg)
      const c = byClade.get(clade) ?? { n: 0, major: 0, full: 0 }
      byClade.set(clade, c)
      c.n++
      if (call.status !== 'called') {
        noCall++
        continue
      }
      const expected = resolvableYHaplogroup(index, tree, hg, kit)
      const truth = new Set(pathTo(tree, findHaplogroup(tree, hg)))
      const got = findHaplogroup(tree, call.haplogroup)
      if (call.majorClade === clade) {
        major++
        c.major++
      }
      const ea = EAST_ASIAN.has(pops.get(sample) ?? '')
      if (ea) eaCalls++
      if (call.haplogroup === expected) {
        full++
        c.full++
        if (ea) eaFull++
      } else {
        const gotPath = new Set(pathTo(tree, got))
        if (gotPath.has(findHaplogroup(tree, expected))) tooDeep++
        else if (truth.has(got)) tooShallow++
        if (misses.length < 8) misses.push(`${hg}: expected ${expected}, called ${call.haplogroup} (posterior ${call.posterior})`)
      }
      if (truth.has(got)) onTruePath++
    }
  }
  const perCall = (Date.now() - tc) / n
  out.push(`simulated men: ${n} (${reps} per label), ${pct(noise.noCallRate)} no-calls, ${pct(noise.errorRate)} errors; ${noCall} no-calls`)
  out.push(`  major clade right: ${major}/${n} = ${pct(major / n, 2)}`)
  out.push(`  full haplogroup (deepest node the kit supports) right: ${full}/${n} = ${pct(full / n, 2)}; East Asians ${pct(eaFull / eaCalls, 2)} of ${eaCalls}`)
  out.push(`  call on the true path (right or an ancestor): ${pct(onTruePath / n, 2)}; too deep ${tooDeep}, too shallow ${tooShallow}, other ${n - full - tooDeep - tooShallow - noCall}`)
  out.push(`  by major clade: ${[...byClade].sort((a, b) => b[1].n - a[1].n).map(([k, v]) => `${k} ${v.full}/${v.n}`).join(', ')}`)
  if (misses.length) out.push(`  examples of misses: ${misses.join('; ')}`)
  out.push(`  ${perCall.toFixed(1)} ms a call (simulation included); ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return {
    title: 'Y haplogroups',
    lines: out,
    targets: [
      { name: 'Y: major clade always right', value: major / n, target: 1, met: major === n },
      { name: 'Y: full haplogroup >= 95 %', value: full / n, target: 0.95, met: full / n >= 0.95 }
    ]
  }
}

if (require.main === module) {
  evaluateY().then(s => console.log(s.lines.join('\n')))
}
