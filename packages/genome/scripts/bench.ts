/**
 * npm run bench -w @xungen/genome (root: npm run bench)
 *
 * Measures the compiled engine (dist/, built by the npm script first) on generated full-size
 * files at real GRCh37 positions, one per simulated chip (src/generate/chips.ts: three partly
 * overlapping layouts, rsIDs on two, vendor-internal ids only on the third):
 *   1. parse rate: lines per second of the streaming parser alone (no-op sink), best of 3;
 *   2. parse + layout + kit rate (readFileKit), best of 3;
 *   3. analyze end to end: `genome analyze FILE --json` in a fresh process, wall time and peak
 *      RSS, best of 3 (QC, sex, Y, mt, ancestry and the health items);
 *   4. kit size (`genome convert`), and per 640,000 calls; layout file size (stored once a chip);
 *   5. every health knowledge item computed for that kit, best of 5 after a warm-up.
 * Targets: >= 1,000,000 lines/s; analyze < 2 s; kit < 200 KB per 640,000 calls; health < 50 ms.
 * The machine is shared: the load average is printed with the figures.
 */
import { spawnSync } from 'child_process'
import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const dist = (m: string) => require(path.join(__dirname, '..', 'dist', m))
const { parseGenotypes } = dist('parsers')
const { loadUniverse, loadCatalogue } = dist('catalogue')
const { readFileKit } = dist('layout/read')
const { generateRawFile } = dist('generate')
const { computeReport } = dist('knowledge/compute')
const { loadKnowledgeBase } = dist('knowledge/load')
const { indexPanelFast } = dist('panel/lookup')
const { getReference } = dist('reference')

const TARGET_RATE = 1_000_000
const TARGET_ANALYZE_MS = 2000
const TARGET_KIT_BYTES = 200 * 1024
const TARGET_KNOWLEDGE_MS = 50

const CASES = [
  { chip: 'chip-a', vendor: '23andme' },
  { chip: 'chip-b', vendor: 'wegene' },
  { chip: 'chip-c', vendor: 'ancestrydna' }
] as const

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-'))
  const bin = path.join(__dirname, '..', 'bin', 'genome.js')
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, load average ${os.loadavg().map(x => x.toFixed(2)).join(' ')}`)
  const ref = getReference()
  const universe = await loadUniverse({ ref })
  const catalogue = await loadCatalogue(ref)
  console.log(`generator universe: ${universe.panel.size.toLocaleString('en-US')} real GRCh37 positions; reference catalogue ${catalogue.panel.size.toLocaleString('en-US')} markers`)
  const best = async (runs: number, f: () => Promise<void>) => {
    let b = Infinity
    for (let k = 0; k < runs; k++) {
      const s = performance.now()
      await f()
      b = Math.min(b, performance.now() - s)
    }
    return b
  }
  const row = (name: string, value: string, ok: boolean, target: string) => console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(40)} ${value.padStart(22)}   target ${target}`)
  let failed = false
  for (const c of CASES) {
    const file = path.join(dir, `bench_${c.chip}_${c.vendor}.txt`)
    let t = performance.now()
    const g = await generateRawFile({ vendor: c.vendor, chip: c.chip, population: 'CHB', sex: 'male', seed: `bench-${c.chip}`, out: file, panel: universe, ref, yHaplogroup: 'O2a2b1a1', mtHaplogroup: 'D4a1' })
    console.log(`\n${c.chip} (${c.vendor} format): ${g.lines.toLocaleString('en-US')} lines, ${(g.bytes / 2 ** 20).toFixed(1)} MB generated in ${(performance.now() - t).toFixed(0)} ms`)
    let lines = 0
    const parseMs = await best(3, async () => {
      const r = await parseGenotypes(file, { sink: () => undefined })
      lines = r.counts.lines
    })
    let fk: { kit: unknown; layout: { size: number } } | undefined
    const packMs = await best(3, async () => {
      fk = await readFileKit(file, { ref, catalogue })
    })
    const rate = lines / (parseMs / 1000)
    const packRate = lines / (packMs / 1000)
    const view = { kit: fk!.kit, index: indexPanelFast(fk!.layout) }
    const kb = loadKnowledgeBase()
    const results = computeReport(view, { kb, reference: ref })
    const knowledgeMs = await best(5, async () => {
      computeReport(view, { kb, reference: ref })
    })
    let analyzeMs = Infinity
    let peakRss = 0
    let verdict = ''
    const wrapper = `require('tsx/cjs/api').register();const m=require(${JSON.stringify(path.join(__dirname, '..', 'dist', 'cli', 'main.js'))});` +
      `let out='';const io={stdout:{write:s=>out+=s},stderr:process.stderr,cwd:process.cwd(),env:process.env};` +
      `m.main(['analyze',${JSON.stringify(file)},'--json'],io).then(c=>{process.stdout.write(JSON.stringify({code:c,maxRSSKiB:process.resourceUsage().maxRSS,report:JSON.parse(out)}));process.exitCode=c})`
    for (let k = 0; k < 3; k++) {
      t = performance.now()
      const r = spawnSync(process.execPath, ['-e', wrapper], { encoding: 'utf8', maxBuffer: 1 << 28 })
      const ms = performance.now() - t
      if (r.status !== 0) throw new Error(`analyze failed: ${r.stderr}`)
      const o = JSON.parse(r.stdout)
      if (ms < analyzeMs) {
        analyzeMs = ms
        peakRss = o.maxRSSKiB * 1024
        const tm = o.report.timings
        const name = (p: { status: string; result?: { haplogroup?: string; regions?: { label: string; proportion: number }[] } }) => (p.status === 'called' && p.result?.haplogroup ? p.result.haplogroup : p.status)
        const anc = o.report.ancestry.status === 'called' ? [...o.report.ancestry.result.regions].sort((x: { proportion: number }, y: { proportion: number }) => y.proportion - x.proportion)[0] : undefined
        verdict = `QC ${o.report.qc.verdict}, sex ${o.report.qc.sex.sex}, Y ${name(o.report.y)}, mt ${name(o.report.mt)}, ancestry ${anc ? `${anc.label} ${(100 * anc.proportion).toFixed(0)} %` : o.report.ancestry.status}; layout ${o.report.layout.id} ${o.report.layout.markers} markers; in process ${tm.totalMs} ms (catalogue ${tm.catalogueMs}, parse ${tm.parseMs}, layout ${tm.layoutMs}, QC ${tm.qcMs}, Y ${tm.yMs}, mt ${tm.mtMs}, ancestry ${tm.ancestryMs}, health ${tm.healthMs})`
      }
    }
    const kitFile = path.join(dir, `${c.chip}.xgk`)
    const conv = spawnSync(process.execPath, [bin, 'convert', file, '--out', kitFile, '--layouts', dir], { encoding: 'utf8' })
    if (conv.status !== 0) throw new Error(conv.stderr)
    const kitBytes = fs.statSync(kitFile).size
    const layoutFile = fs.readdirSync(dir).filter(f => f.endsWith('.xgl')).map(f => path.join(dir, f)).sort((x, y) => fs.statSync(y).mtimeMs - fs.statSync(x).mtimeMs)[0]
    const layoutBytes = fs.statSync(layoutFile).size
    const per640k = ((kitBytes - 200) / fk!.layout.size) * 640_000 + 200
    row('parse rate (parser alone)', `${Math.round(rate).toLocaleString('en-US')} lines/s`, rate >= TARGET_RATE, '>= 1,000,000 lines/s')
    row('parse + layout + kit rate', `${Math.round(packRate).toLocaleString('en-US')} lines/s`, packRate >= TARGET_RATE, '>= 1,000,000 lines/s')
    row('analyze end to end (fresh process)', `${analyzeMs.toFixed(0)} ms`, analyzeMs < TARGET_ANALYZE_MS, '< 2,000 ms')
    row('peak memory of analyze (max RSS)', `${(peakRss / 2 ** 20).toFixed(0)} MiB`, true, '(reported)')
    row(`kit size (${fk!.layout.size.toLocaleString('en-US')} calls)`, `${kitBytes.toLocaleString('en-US')} bytes`, kitBytes < TARGET_KIT_BYTES, '< 204,800 bytes')
    row('kit size per 640,000 calls', `${Math.round(per640k).toLocaleString('en-US')} bytes`, per640k < TARGET_KIT_BYTES, '< 204,800 bytes')
    row('layout file (stored once per chip)', `${layoutBytes.toLocaleString('en-US')} bytes`, true, '(reported)')
    row(`all ${results.length} health items for one kit`, `${knowledgeMs.toFixed(1)} ms`, knowledgeMs < TARGET_KNOWLEDGE_MS, '< 50 ms')
    console.log(`${lines.toLocaleString('en-US')} lines; parse ${parseMs.toFixed(0)} ms, parse+layout+kit ${packMs.toFixed(0)} ms (best of 3); analyze: ${verdict}`)
    failed ||= rate < TARGET_RATE || analyzeMs >= TARGET_ANALYZE_MS || per640k >= TARGET_KIT_BYTES || knowledgeMs >= TARGET_KNOWLEDGE_MS
  }
  console.log(`\nload average after: ${os.loadavg().map(x => x.toFixed(2)).join(' ')}`)
  fs.rmSync(dir, { recursive: true, force: true })
  process.exitCode = failed ? 1 : 0
}

main().catch(e => {
  console.error(`bench: ${e.stack ?? e}`)
  process.exitCode = 1
})
