/**
 * Relatives at scale (issue 16 item 7): matches and their segments are rows in the database
 * (SQLite or PostgreSQL, XUNGEN_TEST_DB=postgres), the one-to-many index is a directory beside
 * file storage that the pipeline keeps level with the stored kits. Three app processes run one
 * after the other on the same database and data directory: the second matches a new kit against
 * the index the first built, the third starts with the index directory lost and rebuilds it from
 * stored kits, and every start still lists the relatives found before.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { randomBytes } from 'crypto'
import { TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { Rng, buildFrequencyModel, createMatchPanel, getReference, loadUniverse, readGeneticMap } from '@xungen/genome'
import { chipGenotypes, PopulationSimulator } from '@xungen/genome/simulate/people'
import { writeSimulatedVendorFile } from '@xungen/genome/simulate/vendor-file'
import { auth, multipart } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { createKitApp, type KitApp } from '../kit/helpers'
import { IMPORT_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { RelativesIndex } from '../../src/domains/analysis/relativesIndex'

jest.setTimeout(240_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-restart-files-'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-restart-data-'))
let database: TestDatabase
let t: KitApp | null = null

beforeAll(async () => {
  database = await createTestDatabase()
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng('server-relatives-restart'))
  const father = sim.founder('CHS')
  const mother = sim.founder('CHS')
  const child = sim.child(father, mother)
  const sibling = sim.child(father, mother)
  // the father on one chip, his children on two others: the index matches across layouts
  writeSimulatedVendorFile(panel, chipGenotypes(match, father, sim.rng), '23andme', path.join(files, 'father.txt'), ['father'], 'chip-a')
  writeSimulatedVendorFile(panel, chipGenotypes(match, child, sim.rng), '23andme', path.join(files, 'child.txt'), ['child'], 'chip-b')
  writeSimulatedVendorFile(panel, chipGenotypes(match, sibling, sim.rng), '23andme', path.join(files, 'sibling.txt'), ['sibling'], 'chip-a')
})
afterAll(async () => {
  await t?.close()
  await database.drop()
  fs.rmSync(files, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** a new app process on the same database and data directory */
async function start(): Promise<KitApp> {
  await t?.close()
  t = await createKitApp({ config: { databaseUrl: database.url, dataDir, storageDir: path.join(dataDir, 'storage') } })
  return t
}

async function importAs(app: KitApp, token: string, file: string, name: string) {
  const query = { name, gender: 'female', birthday: '1970-01-01', appellation: 'children', geneRelatives: '1' }
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: app.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(fs.readFileSync(path.join(files, file)), { filename: file, contentType: 'text/plain' })
  const r = json<any>(await app.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
  if (r.code !== 0) throw new Error(JSON.stringify(r))
  await app.app.queue.drain(120_000)
  return r.data as { barcode: string; personId: number }
}

const listOf = async (app: KitApp, barcode: string, token: string) => {
  const r = await app.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', barcode), token)
  expect(r.code).toBe(0)
  return r.data.list as Array<{ personId: number; relationship: string; totalCm: number; segments: number }>
}

it('keeps relatives, segments and the match index across restarts, and rebuilds a lost index from stored kits', async () => {
  const indexDir = path.join(dataDir, 'relatives-index')

  // first process: the father's kit goes into the index
  let app = await start()
  const a = await app.user()
  const b = await app.user()
  const c = await app.user()
  const father = await importAs(app, a.token, 'father.txt', '陈建华')
  expect(fs.existsSync(indexDir)).toBe(true)
  expect((app.app.analysis.relativesIndex as RelativesIndex).dir).toBe(indexDir)

  // second process: the child is matched against the index the first process left
  app = await start()
  const child = await importAs(app, b.token, 'child.txt', '陈思远')
  const fromChild = await listOf(app, child.barcode, b.token)
  expect(fromChild).toHaveLength(1)
  expect(fromChild[0]).toMatchObject({ personId: father.personId, relationship: 'parent-child' })
  const segments = await app.app.db.selectFrom('relative_segments').selectAll().execute()
  expect(segments.length).toBe(fromChild[0].segments)
  expect(segments.reduce((s, g) => s + g.cm, 0)).toBeCloseTo(fromChild[0].totalCm, -1)

  // third process, the index directory lost (a new machine): the lists come from the database,
  // and the next job rebuilds the index from the stored kits before matching the sibling
  fs.rmSync(indexDir, { recursive: true, force: true })
  app = await start()
  expect((await listOf(app, father.barcode, a.token)).map(r => r.personId)).toEqual([child.personId])
  expect((await listOf(app, child.barcode, b.token)).map(r => r.personId)).toEqual([father.personId])
  const sibling = await importAs(app, c.token, 'sibling.txt', '陈思齐')
  const fromSibling = await listOf(app, sibling.barcode, c.token)
  expect(fromSibling.map(r => [r.personId, r.relationship])).toEqual(
    expect.arrayContaining([
      [father.personId, 'parent-child'],
      [child.personId, 'full-sibling']
    ])
  )
  expect(fromSibling).toHaveLength(2)
  const sync = await (app.app.analysis.relativesIndex as RelativesIndex).sync()
  expect(sync).toMatchObject({ added: 0, removed: 0, total: 3 })
  expect((await listOf(app, father.barcode, a.token)).map(r => r.personId).sort()).toEqual([child.personId, sibling.personId].sort())
  // every stored match has its segments
  const pairs = await app.app.db.selectFrom('relative_matches').select(['detection_a', 'detection_b', 'segments']).execute()
  expect(pairs).toHaveLength(3)
  for (const p of pairs) {
    const n = await app.app.db.selectFrom('relative_segments').select(eb => eb.fn.countAll<number>().as('n')).where('detection_a', '=', p.detection_a).where('detection_b', '=', p.detection_b).executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(p.segments)
  }

  // turning relatives finding off takes the person out of the others' lists at once
  const off = json<any>(await app.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(father.personId)), body: { feature: 'geneRelatives', open: false }, headers: auth(a.token) }))
  expect(off.code).toBe(0)
  expect((await listOf(app, child.barcode, b.token)).map(r => r.personId)).toEqual([sibling.personId])

  // account cancellation: the account's kit leaves the index at once (its bytes are zeroed)
  const index = (app.app.analysis.relativesIndex as RelativesIndex)
  expect(await index.ids()).toHaveLength(3)
  const handler = app.app.accounts.personalData.list().find(h => h.name === 'relatives-index')!
  await app.app.db.transaction().execute(trx => handler.delete({ userId: c.userId, phone: null, db: trx, storage: app.app.storage, log: app.app.log }))
  const left = await index.ids()
  expect(left).toHaveLength(2)
  const siblingDetection = await app.app.db.selectFrom('detections').select('id').where('barcode', '=', sibling.barcode).executeTakeFirstOrThrow()
  expect(left.some(id => id.startsWith(`${siblingDetection.id}.`))).toBe(false)
})
