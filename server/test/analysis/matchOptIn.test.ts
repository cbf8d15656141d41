/**
 * The relatives-finding switch of each side kept on its stored matches (issue 30, migration
 * 2026_11_29_1600_relative_match_opt_in): the relatives list ranks and counts a detection's
 * visible matches from relative_matches alone, so the database's triggers must keep
 * a_opted_in / b_opted_in equal to the persons' switches whoever writes: a new match, a person's
 * switch turned either way (by any statement, not only the app's), a detection moved to another
 * person. Written for each dialect (SQLite triggers, PostgreSQL trigger functions).
 */
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../../src/db'
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let handle: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase({ migrated: true })
  handle = createDatabase(database.url)
  // PostgreSQL's test databases are copies of a migrated template; a SQLite one starts empty
  if (TEST_DB === 'sqlite') await migrateToLatest(handle.db)
})
afterAll(async () => {
  await handle?.close()
  await database?.drop()
})

let seq = 0
async function person(optIn: boolean): Promise<{ personId: number; detectionId: number }> {
  const db = handle.db
  const now = Date.now()
  const p = await db
    .insertInto('tested_persons')
    .values({
      user_id: 1, name: `开关${++seq}`, surname: '王', sex: 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null, ancestral_place: null, ancestral_place_code: null,
      nation: '汉族', appellation: null, ancestry_features: null, relatives_opt_in: optIn ? 1 : 0, gene_origin_opt_in: 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const d = await db
    .insertInto('detections')
    .values({ barcode: `MO${String(100000 + seq)}`, person_id: p.id, user_id: 1, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { personId: p.id, detectionId: d.id }
}

async function match(a: number, b: number): Promise<void> {
  await handle.db
    .insertInto('relative_matches')
    .values({ detection_a: Math.min(a, b), detection_b: Math.max(a, b), total_cm: 100, segments: 3, largest_cm: 40, relationship: 'distant', relationship_label: '远亲', grade: null, created_at: Date.now() })
    .execute()
}

async function flags(a: number, b: number): Promise<[number, number]> {
  const row = await handle.db.selectFrom('relative_matches').select(['a_opted_in', 'b_opted_in']).where('detection_a', '=', Math.min(a, b)).where('detection_b', '=', Math.max(a, b)).executeTakeFirstOrThrow()
  return [Number(row.a_opted_in), Number(row.b_opted_in)]
}

const setSwitch = (personId: number, on: boolean) => handle.db.updateTable('tested_persons').set({ relatives_opt_in: on ? 1 : 0 }).where('id', '=', personId).execute()

it('a new match takes both persons\' switches; a switch turned either way changes every match of its person\'s detections, on both sides', async () => {
  const x = await person(true)
  const y = await person(false)
  const z = await person(true)
  await match(x.detectionId, y.detectionId)
  await match(x.detectionId, z.detectionId)
  await match(y.detectionId, z.detectionId)
  // detection ids grow with the persons: x < y < z, so x is always side a
  expect(await flags(x.detectionId, y.detectionId)).toEqual([1, 0])
  expect(await flags(x.detectionId, z.detectionId)).toEqual([1, 1])
  expect(await flags(y.detectionId, z.detectionId)).toEqual([0, 1])
  await setSwitch(y.personId, true)
  expect(await flags(x.detectionId, y.detectionId)).toEqual([1, 1])
  expect(await flags(y.detectionId, z.detectionId)).toEqual([1, 1])
  await setSwitch(x.personId, false)
  expect(await flags(x.detectionId, y.detectionId)).toEqual([0, 1])
  expect(await flags(x.detectionId, z.detectionId)).toEqual([0, 1])
  // a write that leaves the switch as it was changes nothing
  await handle.db.updateTable('tested_persons').set({ relatives_opt_in: 0, updated_at: Date.now() }).where('id', '=', x.personId).execute()
  expect(await flags(x.detectionId, z.detectionId)).toEqual([0, 1])
})

it('a detection moved to another person takes that person\'s switch; a person with two detections switches both', async () => {
  const x = await person(true)
  const y = await person(true)
  const off = await person(false)
  await match(x.detectionId, y.detectionId)
  await handle.db.updateTable('detections').set({ person_id: off.personId }).where('id', '=', y.detectionId).execute()
  expect(await flags(x.detectionId, y.detectionId)).toEqual([1, 0])
  // y's detection now belongs to `off`, which has two detections: turning it on reaches both
  const w = await person(true)
  await match(off.detectionId, w.detectionId)
  expect(await flags(off.detectionId, w.detectionId)).toEqual([0, 1])
  await setSwitch(off.personId, true)
  expect(await flags(x.detectionId, y.detectionId)).toEqual([1, 1])
  expect(await flags(off.detectionId, w.detectionId)).toEqual([1, 1])
})
