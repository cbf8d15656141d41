/**
 * What an account cancellation deletes of the kit-to-report data (the personal-data registry of
 * the cancellation domain): the account's tested persons and everything under them (detections,
 * samples and their timeline, raw files and packed kits in storage, analysis results, relatives
 * index and matches, drafts, shares) and its notification records. Kits stay (they are the
 * laboratory's), unbound from the deleted detections. Idempotent: a second run finds nothing.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import type { FileStorage } from '../../storage'

export async function accountBarcodes(userId: number, db: Kysely<Database>): Promise<Array<{ barcode: string; personName: string | null }>> {
  const rows = await db
    .selectFrom('detections')
    .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
    .select(['detections.barcode', 'tested_persons.name'])
    .where('detections.user_id', '=', userId)
    .execute()
  return rows.map(r => ({ barcode: r.barcode, personName: r.name }))
}

export async function deleteAccountData({ userId, db, storage }: { userId: number; db: Kysely<Database>; storage: FileStorage }): Promise<void> {
  const persons = (await db.selectFrom('tested_persons').select('id').where('user_id', '=', userId).execute()).map(r => r.id)
  const detections = (await db.selectFrom('detections').select('id').where('user_id', '=', userId).execute()).map(r => r.id)
  if (detections.length) {
    await db.deleteFrom('relative_matches').where(eb => eb.or([eb('detection_a', 'in', detections), eb('detection_b', 'in', detections)])).execute()
    await db.deleteFrom('relative_segments').where(eb => eb.or([eb('detection_a', 'in', detections), eb('detection_b', 'in', detections)])).execute()
    await db.deleteFrom('relative_kits').where('detection_id', 'in', detections).execute()
    await db.deleteFrom('analysis_results').where('detection_id', 'in', detections).execute()
    await db.deleteFrom('raw_files').where('detection_id', 'in', detections).execute()
    await db.deleteFrom('sample_events').where('detection_id', 'in', detections).execute()
    await db.deleteFrom('samples').where('detection_id', 'in', detections).execute()
    await db.deleteFrom('detections').where('id', 'in', detections).execute()
  }
  if (persons.length) {
    await db.deleteFrom('person_shares').where('person_id', 'in', persons).execute()
    await db.deleteFrom('tested_persons').where('id', 'in', persons).execute()
  }
  await db.deleteFrom('person_shares').where('user_id', '=', userId).execute()
  await db.deleteFrom('bind_drafts').where('user_id', '=', userId).execute()
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute()
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute()
  // raw genetic data and packed kits live under the account's own prefixes
  await storage.deletePrefix(`raw/users/${userId}/`)
  await storage.deletePrefix(`kits/users/${userId}/`)
  await storage.deletePrefix(`archive/users/${userId}/`)
}
