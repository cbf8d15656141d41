/**
 * npm run eval -w @xungen/genome (and the root `npm run eval`): the accuracy evaluation of
 * issue 4, on the reference data: ancestry composition (leave-one-out on 1000 Genomes,
 * simulated admixture), Y haplogroups (simulated men weighted like the 1000 Genomes labels)
 * and mtDNA haplogroups (1000 Genomes chrMT, chip positions against all positions). Prints
 * every figure, then each target of the issue as MET or MISSED; exits 1 when one is missed.
 *
 *   --only ancestry|subregions|y|mt   one part
 *   --write                (subregions) rewrite reference/east-asia-resolution.json
 *   --quick                fewer simulated people (a smoke run, about a third of the time)
 *
 * Single-threaded and deterministic (fixed seeds). About 2-3 minutes of one core.
 */
import { parseArgs } from 'util'
import { evaluateAncestry } from './eval-ancestry'
import { EvalSection, formatTargets } from './eval-report'
import { evaluateMt } from './eval-mt'
import { evaluateY } from './eval-y'
import { evaluateSubregions } from './eval-subregions'

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean' }, write: { type: 'boolean' } } })
  const quick = Boolean(values.quick)
  const parts: [string, () => Promise<EvalSection> | EvalSection][] = [
    ['ancestry', () => evaluateAncestry(quick ? { simulated: 100, withIntervals: 20, bootstrap: 100 } : {})],
    ['subregions', () => evaluateSubregions({ write: Boolean(values.write) })],
    ['y', () => evaluateY(quick ? { replicates: 1 } : {})],
    ['mt', () => evaluateMt()]
  ]
  const sections: EvalSection[] = []
  const t0 = Date.now()
  const cpu0 = process.cpuUsage()
  for (const [name, run] of parts) {
    if (values.only && values.only !== name) continue
    const s = await run()
    sections.push(s)
    console.log(`\n=== ${s.title}\n${s.lines.join('\n')}`)
  }
  const cpu = process.cpuUsage(cpu0)
  console.log('\n=== targets')
  for (const line of formatTargets(sections)) console.log(line)
  console.log(`\n${((Date.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`)
  return sections.some(s => s.targets.some(t => !t.met)) ? 1 : 0
}

main().then(
  code => (process.exitCode = code),
  e => {
    console.error(e)
    process.exitCode = 2
  }
)
