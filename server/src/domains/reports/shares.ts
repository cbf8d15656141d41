/**
 * Report share links (issue 15; spec 6 "A share-link visitor sees one shared report", spec 7.1
 * share token header, spec 3.14 share state): the owner of a detection with a published report
 * creates a token; a visitor whose calls carry it reads that one report (home, items, item
 * details) and nothing else; the owner lists and revokes the links. A revoked or unknown token
 * reads as 4004 (no report), like a report of someone else.
 */
import crypto from 'crypto'
import type { Kysely } from 'kysely'
import { CODES, normalizeBarcode } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError } from '../../errors'

export interface ShareView {
  shareToken: string
  shareBarcode: string
  createdAt: number
  revokedAt: number | null
}

export class ReportShares {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number
  ) {}

  /** the detection of the caller's own person (not one shared with them) with a published report */
  private async ownDetection(userId: number, rawBarcode: string) {
    const d = await this.db
      .selectFrom('detections')
      .select(['id', 'barcode', 'user_id', 'has_report'])
      .where('barcode', '=', normalizeBarcode(rawBarcode))
      .executeTakeFirst()
    if (!d || d.user_id !== userId) throw new AppError(CODES.REPORT_NOT_FOUND)
    if (d.has_report !== 1) throw new AppError(CODES.NOT_PUBLISHED)
    return d
  }

  async create(userId: number, barcode: string): Promise<ShareView> {
    const d = await this.ownDetection(userId, barcode)
    const token = crypto.randomBytes(24).toString('base64url')
    const createdAt = this.now()
    await this.db.insertInto('report_shares').values({ token, detection_id: d.id, user_id: userId, created_at: createdAt, revoked_at: null }).execute()
    return { shareToken: token, shareBarcode: d.barcode, createdAt, revokedAt: null }
  }

  async list(userId: number, barcode: string): Promise<{ list: ShareView[] }> {
    const d = await this.ownDetection(userId, barcode)
    const rows = await this.db.selectFrom('report_shares').selectAll().where('detection_id', '=', d.id).where('user_id', '=', userId).orderBy('id', 'desc').execute()
    return { list: rows.map(r => ({ shareToken: r.token, shareBarcode: d.barcode, createdAt: Number(r.created_at), revokedAt: r.revoked_at === null ? null : Number(r.revoked_at) })) }
  }

  /** the owner ends a link; revoking twice is not an error */
  async revoke(userId: number, token: string): Promise<{ revoked: true }> {
    const row = await this.db.selectFrom('report_shares').select(['id', 'user_id', 'revoked_at']).where('token', '=', token).executeTakeFirst()
    if (!row || row.user_id !== userId) throw new AppError(CODES.REPORT_NOT_FOUND)
    if (row.revoked_at === null) await this.db.updateTable('report_shares').set({ revoked_at: this.now() }).where('id', '=', row.id).execute()
    return { revoked: true }
  }
}

/** the detection a share token opens, or null (unknown or revoked) */
export async function sharedDetection(db: Kysely<Database>, token: string): Promise<{ id: number; barcode: string } | null> {
  const row = await db
    .selectFrom('report_shares')
    .innerJoin('detections', 'detections.id', 'report_shares.detection_id')
    .select(['detections.id', 'detections.barcode', 'detections.has_report', 'report_shares.revoked_at'])
    .where('report_shares.token', '=', token)
    .executeTakeFirst()
  if (!row || row.revoked_at !== null || row.has_report !== 1) return null
  return { id: row.id, barcode: row.barcode }
}

/** account cancellation (personal-data registry): the account's share links, and any link to one of its detections */
export async function deleteAccountShares({ userId, db }: { userId: number; db: Kysely<Database> }): Promise<void> {
  await db
    .deleteFrom('report_shares')
    .where(eb => eb.or([eb('user_id', '=', userId), eb('detection_id', 'in', eb.selectFrom('detections').select('id').where('user_id', '=', userId))]))
    .execute()
}
