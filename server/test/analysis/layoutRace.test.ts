/**
 * Two analyses of the first kits of one new chip at the same moment (docs/deploy.md, "beyond one
 * machine"): a father and his child, both on chip-a, uploaded by the laboratory to a deployment
 * that has never seen the chip. Each analysis learns its own copy of the chip's layout; at the
 * markers no reference knows, the files teach the alleles in their own order (the father GG where
 * the child is TT: one copy says G first, the other T). The store is held so that the two run
 * interleaved: a layout is written only after both have read the store (or after 4 s, which is
 * what a writer waiting for the layout's lock sees). Then both stored kits must read, on the
 * stored layout, exactly the genotypes each file gives when analysed alone, and the two kits must
 * find each other as parent and child. SQLite and PostgreSQL (XUNGEN_TEST_DB=postgres).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { analyzeFile, buildFrequencyModel, createMatchPanel, deserializeKit, deserializeLayout, getReference, kitGenotypes, loadUniverse, readGeneticMap, Rng } from '@xungen/genome'
import { chipGenotypes, PopulationSimulator } from '@xungen/genome/simulate/people'
import { writeSimulatedVendorFile } from '@xungen/genome/simulate/vendor-file'
import { KinIndex } from '../../src/domains/analysis/genome'
import { storageLayouts } from '../../src/domains/analysis/layouts'
import { AnalysisPipeline } from '../../src/domains/analysis/pipeline'
import type { KitMatcher } from '../../src/domains/analysis/relativesIndex'
import { LabService } from '../../src/domains/lab'
import type { FileStorage } from '../../src/storage'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(300_000)
// two engine threads, as two job workers: the two analyses run at the same time
process.env.ENGINE_THREADS = '2'
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-layout-race-'))
beforeAll(async () => {
  t = await createKitApp()
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng('server-layout-race'))
  const father = sim.founder('CHS')
  const child = sim.child(father, sim.founder('CHS'))
  for (const [name, p] of [['father', father], ['child', child]] as const) {
    writeSimulatedVendorFile(panel, chipGenotypes(match, p, sim.rng), '23andme', path.join(dir, `${name}.txt`), [name], 'chip-a')
  }
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const noMatcher: KitMatcher = { match: async () => [], remove: async () => 0, ids: async () => [], close: async () => {} }

/**
 * The app's storage, with writes of layouts held until the store has been asked for a layout
 * `reads` times (both analyses have read it before the first one writes), at most `holdMs`.
 */
function racingStorage(base: FileStorage, reads: number, holdMs: number): FileStorage & { layoutReads: number; layoutWrites: number } {
  let seen = 0
  let writes = 0
  let open!: () => void
  const opened = new Promise<void>(resolve => (open = resolve))
  const layout = (key: string) => key.startsWith('layouts/')
  return new Proxy(base, {
    get(target, prop) {
      if (prop === 'layoutReads') return seen
      if (prop === 'layoutWrites') return writes
      if (prop === 'exists')
        return async (key: string) => {
          const r = await target.exists(key)
          if (layout(key) && ++seen >= reads) open()
          return r
        }
      if (prop === 'put')
        return async (key: string, ...rest: unknown[]) => {
          if (layout(key)) {
            await Promise.race([opened, new Promise(resolve => setTimeout(resolve, holdMs))])
            writes++
          }
          return (target.put as (...a: unknown[]) => unknown)(key, ...rest)
        }
      const v = Reflect.get(target, prop)
      return typeof v === 'function' ? v.bind(target) : v
    }
  }) as FileStorage & { layoutReads: number; layoutWrites: number }
}

async function analysingSample(name: string, file: string) {
  const user = await t.user()
  const [barcode] = await t.produce()
  const bound = await t.bind(user.token, barcode, { sex: 'female', name, surname: name.slice(0, 1) })
  if (bound.code !== 0) throw new Error(JSON.stringify(bound))
  expect((await t.lab('receive', barcode)).code).toBe(0)
  expect((await t.lab('qc', barcode, { passed: true })).code).toBe(0)
  // the upload queues the analysis; this test runs it itself (the queue's events are stopped)
  await new LabService(t.app.db, t.app.storage, t.now).uploadGenotype(null, barcode, fs.readFileSync(path.join(dir, file)), file)
  const detection = await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()
  const sample = await t.app.db.selectFrom('samples').select(['id', 'state']).where('detection_id', '=', detection.id).executeTakeFirstOrThrow()
  expect(sample.state).toBe('analysing')
  return { detectionId: detection.id, sampleId: sample.id }
}

/** genotypes as "chrom:pos" → the two alleles in alphabetical order */
function genotypes(kit: Parameters<typeof kitGenotypes>[0], layout: Parameters<typeof kitGenotypes>[1]): Map<string, string> {
  return new Map([...kitGenotypes(kit, layout)].map(([k, g]) => [k, [...g].sort().join('')]))
}

it('two first kits of a new chip analysed at once both keep their genotypes, and find each other as parent and child', async () => {
  await t.app.events.stop()
  let father, child
  try {
    father = await analysingSample('李父', 'father.txt')
    child = await analysingSample('李女', 'child.txt')
  } finally {
    t.app.events.start(1000)
  }
  // each analysis reads the store once at its start (nothing there) and once before it writes
  const storage = racingStorage(t.app.storage, 4, 4000)
  const pipeline = new AnalysisPipeline(t.app.db, storage, { analysis: async () => {}, relatives: async () => {} }, () => t.now(), t.app.log, noMatcher)
  expect(await Promise.all([pipeline.analyse(father.sampleId), pipeline.analyse(child.sampleId)])).toEqual(['published', 'published'])
  expect(storage.layoutWrites).toBeGreaterThanOrEqual(1)

  const layouts = storageLayouts(t.app.storage)
  const stored = async (detectionId: number) => {
    const row = await t.app.db.selectFrom('relative_kits').select(['kit_key', 'panel_id']).where('detection_id', '=', detectionId).executeTakeFirstOrThrow()
    return { row, bytes: new Uint8Array(await t.app.storage.read(row.kit_key)) }
  }
  const f = await stored(father.detectionId)
  const c = await stored(child.detectionId)
  expect(f.row.panel_id).toBe(c.row.panel_id)
  const layoutBytes = await layouts.get(f.row.panel_id)
  expect(layoutBytes).not.toBeNull()
  const layout = deserializeLayout(layoutBytes!)

  // what each file says, analysed alone in a store of its own
  for (const [file, kit] of [['father.txt', f.bytes], ['child.txt', c.bytes]] as const) {
    const alone = await analyzeFile(new Uint8Array(fs.readFileSync(path.join(dir, file))), { fileName: file, health: false })
    const truth = genotypes(alone.kit, alone.layout)
    const onStored = genotypes(deserializeKit(kit).kit, layout)
    // the files teach alleles at markers no reference knows (what the race is about)
    expect(alone.report.layout.counts.allelesLearned).toBeGreaterThan(1000)
    const wrong = [...truth].filter(([k, g]) => onStored.get(k) !== g).length
    expect({ file, calls: onStored.size, wrong }).toEqual({ file, calls: truth.size, wrong: 0 })
  }

  // the pair on the relatives engine, over the stored kits and layout
  const index = new KinIndex(path.join(dir, 'index'), 0)
  try {
    await index.add([{ id: 'father', kit: f.bytes }, { id: 'child', kit: c.bytes }], layouts)
    const found = (await index.query(f.bytes, layouts, ['father'])) ?? []
    expect(found.map(m => [m.id, m.relationship])).toEqual([['child', 'parent-child']])
    expect(found[0].totalCm).toBeGreaterThan(3000)
  } finally {
    await index.close()
  }
})
