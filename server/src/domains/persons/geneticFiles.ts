/**
 * Genetic files in storage: raw files (`raw/users/<id>/`, archived under `archive/users/<id>/`)
 * and packed kits (`kits/users/<id>/`). Each is encrypted under its owner's own key
 * (storage/userKeys.ts), so that the account's deletion, which destroys that key, makes every
 * copy unreadable, backups of the storage included (crypto-shredding).
 *
 *  - registerGeneticFiles(): the storage sweep knows which of these files have rows (raw_files,
 *    relative_kits) and removes the others after the grace period (a crash between a write and
 *    its row), and finishes staged files whose row committed.
 *  - rekeyGeneticFiles(): files written before per-account keys (under the master key) are
 *    encrypted again under their owner's key, in place (staged, then renamed over the old one).
 *    Idempotent (a file already under its owner's key is only looked at: its header names the
 *    key) and resumable (each file is done on its own; a stopped run leaves at most a staged copy
 *    the sweep removes). Runs in the background at start.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import { StorageNotFoundError, type FileStorage } from '../../storage'
import type { StorageSweeper } from '../../storage/sweeper'
import { userKeyId } from '../../storage/userKeys'

export const RAW_PREFIX = 'raw/'
export const ARCHIVE_PREFIX = 'archive/'
export const KITS_PREFIX = 'kits/'

const BATCH = 200

export function registerGeneticFiles(sweeper: StorageSweeper, db: Kysely<Database>): void {
  const rawKeys = async (keys: string[]) => new Set((await db.selectFrom('raw_files').select('storage_key').where('storage_key', 'in', keys).execute()).map(r => r.storage_key))
  sweeper.register(RAW_PREFIX, rawKeys)
  sweeper.register(ARCHIVE_PREFIX, rawKeys)
  sweeper.register(KITS_PREFIX, async keys => new Set((await db.selectFrom('relative_kits').select('kit_key').where('kit_key', 'in', keys).execute()).map(r => r.kit_key)))
}

export interface RekeyReport {
  /** files looked at */
  checked: number
  /** files encrypted again under their owner's key */
  rekeyed: number
  /** rows whose file is missing (reported, left to their domain) */
  missing: number
}

/** The genetic files of every active account, in batches: (owner, key) of raw files and packed kits. */
async function* geneticFiles(db: Kysely<Database>): AsyncGenerator<{ owner: number; key: string }> {
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('raw_files')
      .innerJoin('users', 'users.id', 'raw_files.user_id')
      .select(['raw_files.id', 'raw_files.user_id', 'raw_files.storage_key'])
      .where('users.deleted_at', 'is', null)
      .where('raw_files.id', '>', after)
      .orderBy('raw_files.id')
      .limit(BATCH)
      .execute()
    for (const r of rows) yield { owner: r.user_id, key: r.storage_key }
    if (rows.length < BATCH) break
    after = rows[rows.length - 1].id
  }
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('relative_kits')
      .innerJoin('detections', 'detections.id', 'relative_kits.detection_id')
      .innerJoin('users', 'users.id', 'detections.user_id')
      .select(['relative_kits.detection_id', 'detections.user_id', 'relative_kits.kit_key'])
      .where('users.deleted_at', 'is', null)
      .where('relative_kits.detection_id', '>', after)
      .orderBy('relative_kits.detection_id')
      .limit(BATCH)
      .execute()
    for (const r of rows) yield { owner: r.user_id, key: r.kit_key }
    if (rows.length < BATCH) break
    after = rows[rows.length - 1].detection_id
  }
}

async function stillNamed(db: Kysely<Database>, key: string): Promise<boolean> {
  const raw = await db.selectFrom('raw_files').select('id').where('storage_key', '=', key).executeTakeFirst()
  if (raw) return true
  return Boolean(await db.selectFrom('relative_kits').select('detection_id').where('kit_key', '=', key).executeTakeFirst())
}

export async function rekeyGeneticFiles(db: Kysely<Database>, storage: FileStorage): Promise<RekeyReport> {
  const report: RekeyReport = { checked: 0, rekeyed: 0, missing: 0 }
  for await (const { owner, key } of geneticFiles(db)) {
    report.checked++
    let keyId: string | null
    try {
      keyId = await storage.keyIdOf(key)
    } catch (err) {
      if (err instanceof StorageNotFoundError) {
        report.missing++
        continue
      }
      throw err
    }
    if (keyId === userKeyId(owner)) continue
    let staged
    try {
      staged = await storage.stage(key, await storage.get(key), { owner })
    } catch (err) {
      // moved or deleted meanwhile (an archive move, a deletion): nothing to do
      if (err instanceof StorageNotFoundError) continue
      throw err
    }
    // a row still names the key (an archive move or a deletion may have run meanwhile)
    if (!(await stillNamed(db, key))) {
      await staged.abort()
      continue
    }
    try {
      await staged.commit()
    } catch (err) {
      // the start-up sweep took the staged copy (STORAGE_ORPHAN_AGE_SECONDS=0): the next run does it
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw err
    }
    report.rekeyed++
  }
  return report
}

/** At start, in the background: the migration of genetic files to their owners' keys. */
export function startRekey(db: Kysely<Database>, storage: FileStorage, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  return rekeyGeneticFiles(db, storage).then(
    report => void (report.rekeyed || report.missing ? log.info({ geneticFilesRekey: report }, 'genetic files moved under their owners’ keys') : undefined),
    err => log.warn({ err }, 'moving genetic files under their owners’ keys stopped; the next start resumes it')
  )
}
