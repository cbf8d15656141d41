/**
 * Writes to the samples and raw_files tables that other domains cause (the persons domain is
 * their one writer: ADR 0020, addendum): called in the caller's transaction, like the timeline's
 * recordStateChange (which writes a sample's state). The laboratory receives a new sample after a
 * failed QC, stores the chip's raw file and releases a held report; the import domain creates an
 * imported file's sample and raw file; the analysis pipeline holds a report or marks an analysis
 * failed. Archiving and thawing raw files is rawData.ts.
 */
import type { SampleState } from '@xungen/contracts'
import type { Db } from './repository'

export interface NewSample {
  detectionId: number
  barcode: string
  /** 1 for a detection's first sample; a sample sent again after a failed QC takes the next */
  seq: number
  state: SampleState
  rawFileId?: number | null
}

/** a new sample of a detection; returns its id */
export async function createSample(db: Db, sample: NewSample, now: number): Promise<number> {
  const s = await db
    .insertInto('samples')
    .values({ detection_id: sample.detectionId, barcode: sample.barcode, seq: sample.seq, state: sample.state, raw_file_id: sample.rawFileId ?? null, hold_reason: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return s.id
}

/**
 * The optimistic guard of a change to a sample: whether it is still in `state` (two staff clicking
 * at once, two runs of an analysis). The row is written (its `updated_at` set to `updatedAt`), so a
 * second transaction changing the same sample waits for this one and then finds it moved on.
 */
export async function sampleStillIn(db: Db, sampleId: number, state: string, updatedAt: number): Promise<boolean> {
  const r = await db.updateTable('samples').set({ updated_at: updatedAt }).where('id', '=', sampleId).where('state', '=', state).executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** why a sample's report is held or its analysis failed (what staff read); null when released */
export async function setHoldReason(db: Db, sampleId: number, reason: string | null): Promise<void> {
  await db.updateTable('samples').set({ hold_reason: reason }).where('id', '=', sampleId).execute()
}

export interface NewRawFile {
  detectionId: number
  /** the account the file is stored for (its key encrypts the file) */
  userId: number
  storageKey: string
  fileName: string
  bytes: number
  sha256: string
  source: 'lab' | 'import'
  uploadedBy: number | null
  /** an import the uploader confirmed as a whole-genome VCF listing variant sites only */
  wholeGenomeConfirmed?: boolean
}

/** the row of a raw file already staged in storage; returns its id */
export async function addRawFile(db: Db, file: NewRawFile, now: number): Promise<number> {
  const f = await db
    .insertInto('raw_files')
    .values({ detection_id: file.detectionId, user_id: file.userId, storage_key: file.storageKey, file_name: file.fileName, bytes: file.bytes, sha256: file.sha256, source: file.source, uploaded_by: file.uploadedBy, whole_genome_confirmed: file.wholeGenomeConfirmed ? 1 : 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return f.id
}

/** a raw file that is a sample's genotypes (the chip's file the laboratory uploads); returns its id */
export async function attachRawFile(db: Db, sampleId: number, file: NewRawFile, now: number): Promise<number> {
  const id = await addRawFile(db, file, now)
  await db.updateTable('samples').set({ raw_file_id: id }).where('id', '=', sampleId).execute()
  return id
}
