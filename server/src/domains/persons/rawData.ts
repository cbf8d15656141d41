/**
 * Raw data at rest (spec 2.11 "download raw data", 4 "Original raw data storage has a state and
 * can be thawed"): raw files older than RAW_ARCHIVE_AFTER_DAYS move from `raw/users/<id>/` to
 * the archive `archive/users/<id>/` (cold storage where the deployment has one); the owner asks
 * for a thaw, a job copies the file back and records its progress, and the download works again.
 * A move stages the new copy (under the owner's key), switches the row, commits the copy, then
 * deletes the old one: a stopped process leaves a staged copy the storage sweep finishes (row
 * switched) or removes, or an old copy no row names, which the sweep removes; never a row without
 * its file.
 */
import { Transform } from 'stream'
import type { Kysely } from 'kysely'
import { CODES } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import type { FileStorage } from '../../storage'
import { notify } from '../notifications'

/** DECISION: raw data not read for half a year is archived */
export const RAW_ARCHIVE_AFTER_DAYS = 180
const PROGRESS_EVERY_BYTES = 1 << 20

export type RawDataState = 'available' | 'archived' | 'thawing'

export interface RawDataStatus {
  barcode: string
  state: RawDataState
  fileName: string
  bytes: number
  /** 0..1 while thawing; 1 when available; 0 when archived */
  progress: number
  archivedAt: number | null
}

export const RAW_DATA_MESSAGES = {
  archived: '原始数据已归档，请先申请解冻，解冻完成后即可下载',
  notArchived: '原始数据未归档，可直接下载',
  thawDone: '原始数据已解冻'
} as const

export function archiveKeyOf(key: string): string {
  return key.replace(/^raw\//, 'archive/')
}
export function hotKeyOf(key: string): string {
  return key.replace(/^archive\//, 'raw/')
}

export class RawDataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly clock: () => number
  ) {}

  private stateOf(f: { archived_at: number | null; thaw_requested_at: number | null }): RawDataState {
    return f.archived_at === null ? 'available' : f.thaw_requested_at !== null ? 'thawing' : 'archived'
  }

  status(barcode: string, f: { file_name: string; bytes: number; archived_at: number | null; thaw_requested_at: number | null; thaw_bytes: number }): RawDataStatus {
    const state = this.stateOf(f)
    const progress = state === 'available' ? 1 : state === 'thawing' ? Math.min(0.99, f.thaw_bytes / Math.max(1, f.bytes)) : 0
    return { barcode, state, fileName: f.file_name, bytes: f.bytes, progress: Math.round(progress * 100) / 100, archivedAt: f.archived_at }
  }

  /** moves raw files older than the limit to the archive; returns how many */
  async archiveOld(olderThanMs = RAW_ARCHIVE_AFTER_DAYS * 86_400_000): Promise<number> {
    const rows = await this.db.selectFrom('raw_files').selectAll().where('archived_at', 'is', null).where('created_at', '<', this.clock() - olderThanMs).limit(500).execute()
    for (const f of rows) {
      const target = archiveKeyOf(f.storage_key)
      const staged = await this.storage.stage(target, await this.storage.get(f.storage_key), { owner: f.user_id })
      const moved = await this.db
        .updateTable('raw_files')
        .set({ storage_key: target, archived_at: this.clock(), thaw_requested_at: null, thaw_bytes: 0 })
        .where('id', '=', f.id)
        .where('storage_key', '=', f.storage_key)
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) {
        await staged.abort()
        continue
      }
      await staged.commit()
      await this.storage.delete(f.storage_key)
    }
    return rows.length
  }

  /** marks the thaw; true when the caller must queue the copy */
  async requestThaw(rawFileId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('raw_files')
      .set({ thaw_requested_at: this.clock(), thaw_bytes: 0 })
      .where('id', '=', rawFileId)
      .where('archived_at', 'is not', null)
      .where('thaw_requested_at', 'is', null)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  /** the thaw job: copies the archived file back, recording progress, then switches the row (idempotent) */
  async thaw(rawFileId: number): Promise<void> {
    const f = await this.db.selectFrom('raw_files').selectAll().where('id', '=', rawFileId).executeTakeFirst()
    if (!f || f.archived_at === null || f.thaw_requested_at === null) return
    const target = hotKeyOf(f.storage_key)
    let copied = 0
    let reported = 0
    const pending: Promise<unknown>[] = []
    const counter = new Transform({
      transform: (chunk: Buffer, _enc, done) => {
        copied += chunk.length
        if (copied - reported >= PROGRESS_EVERY_BYTES) {
          reported = copied
          pending.push(this.db.updateTable('raw_files').set({ thaw_bytes: copied }).where('id', '=', f.id).execute())
        }
        done(null, chunk)
      }
    })
    const source = await this.storage.get(f.storage_key)
    const staged = await this.storage.stage(target, source.pipe(counter), { owner: f.user_id })
    await Promise.all(pending)
    const now = this.clock()
    try {
      await this.db.transaction().execute(async trx => {
        await trx.updateTable('raw_files').set({ storage_key: target, archived_at: null, thaw_requested_at: null, thaw_bytes: f.bytes }).where('id', '=', f.id).execute()
        const d = await trx.selectFrom('detections').select(['barcode', 'user_id']).where('id', '=', f.detection_id).executeTakeFirstOrThrow()
        await notify(trx, { userId: d.user_id, type: 'RAW_DATA_THAWED', title: RAW_DATA_MESSAGES.thawDone, content: `样本 ${d.barcode} 的原始数据已解冻，可以下载了`, barcode: d.barcode, relatedId: d.barcode, module: 'detection' }, now)
      })
    } catch (err) {
      await staged.abort().catch(() => undefined)
      throw err
    }
    await staged.commit()
    await this.storage.delete(f.storage_key)
  }
}

export function archivedError(): AppError {
  return argError('barcode', RAW_DATA_MESSAGES.archived)
}

export function notArchivedError(): AppError {
  return new AppError(CODES.ARG_ERROR, RAW_DATA_MESSAGES.notArchived)
}
