/**
 * The laboratory's upload on a slow store (docs/deploy.md): the upload commits the sample's move
 * to `analysing` with the raw file's row (which queues the analysis), then makes the staged file
 * visible (storage rule: row first, then file). Here the file's commit is held until the analysis
 * is done: the analysis must find the row's file by finishing the staged one (as the sweep would),
 * not fail with "no stored object"; the upload's own commit then finds its work done, and nothing
 * is left staged. SQLite and PostgreSQL (XUNGEN_TEST_DB=postgres).
 */
import path from 'path'
import { AnalysisPipeline } from '../../src/domains/analysis/pipeline'
import type { KitMatcher } from '../../src/domains/analysis/relativesIndex'
import { LabService } from '../../src/domains/lab'
import type { FileStorage, StagedObject } from '../../src/storage'
import { createKitApp, realSampleFile, type KitApp } from '../kit/helpers'

jest.setTimeout(300_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const noMatcher: KitMatcher = { match: async () => [], remove: async () => 0, ids: async () => [], close: async () => {} }

/** the app's storage, whose staged files are committed only when the test says so */
function slowCommits(base: FileStorage, gate: Promise<void>): FileStorage {
  return new Proxy(base, {
    get(target, prop) {
      if (prop === 'stage')
        return async (...args: Parameters<FileStorage['stage']>): Promise<StagedObject> => {
          const staged = await target.stage(...args)
          return { object: staged.object, abort: () => staged.abort(), commit: async () => gate.then(() => staged.commit()) }
        }
      const v = Reflect.get(target, prop)
      return typeof v === 'function' ? v.bind(target) : v
    }
  })
}

it('an analysis queued before the raw file is visible finishes the staged file and completes; the upload then completes too', async () => {
  const user = await t.user()
  const [barcode] = await t.produce()
  expect((await t.bind(user.token, barcode, { sex: 'female', name: '赵静', surname: '赵' })).code).toBe(0)
  await t.lab('receive', barcode)
  await t.lab('qc', barcode, { passed: true })
  const content = await realSampleFile()

  let release!: () => void
  const gate = new Promise<void>(resolve => (release = resolve))
  // the queue's events are stopped: the test runs the queued analysis itself, at the worst moment
  await t.app.events.stop()
  let upload: Promise<unknown> | undefined
  try {
    upload = new LabService(t.app.db, slowCommits(t.app.storage, gate), t.now).uploadGenotype(null, barcode, content, 'NA18525.txt')
    const detection = await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()
    // wait for the upload's transaction: the sample is `analysing`, its file's row is there, its file is not
    let sample
    for (let i = 0; i < 600; i++) {
      sample = await t.app.db.selectFrom('samples').select(['id', 'state', 'raw_file_id']).where('detection_id', '=', detection.id).executeTakeFirst()
      if (sample?.state === 'analysing') break
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    expect(sample?.state).toBe('analysing')
    const file = await t.app.db.selectFrom('raw_files').select('storage_key').where('id', '=', sample!.raw_file_id!).executeTakeFirstOrThrow()
    expect(await t.app.storage.exists(file.storage_key)).toBe(false)

    const pipeline = new AnalysisPipeline(t.app.db, t.app.storage, { analysis: async () => {}, relatives: async () => {} }, () => t.now(), t.app.log, noMatcher)
    expect(await pipeline.analyse(sample!.id)).toBe('published')
    expect((await t.app.storage.read(file.storage_key)).equals(content)).toBe(true)

    // the upload's commit comes now: it succeeds, and the file is the same
    release()
    await expect(upload).resolves.toMatchObject({ barcode })
    expect((await t.app.storage.read(file.storage_key)).equals(content)).toBe(true)
    // nothing staged is left for the sweep, and the file has its row
    const swept = await t.app.storage.sweep({ olderThanMs: -60_000, prefixes: ['raw/'], referenced: async keys => new Set(keys) })
    expect(swept).toEqual({ temporary: 0, finished: 0, orphans: 0 })
    expect((await t.app.db.selectFrom('analysis_results').select('id').where('detection_id', '=', detection.id).execute()).length).toBe(1)
  } finally {
    release()
    await upload?.catch(() => undefined)
    t.app.events.start(1000)
  }
})
