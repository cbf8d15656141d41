/**
 * Report share links (issue 15; spec 6 "A share-link visitor sees one shared report", spec 7.1
 * share token header, spec 3.14 share state): the owner of a detection with a published report
 * creates a token; a visitor whose calls carry it reads that one report (home, items, item
 * details) and nothing else; the owner lists and revokes the links. A link works 7 days, 30 days
 * (the default) or until revoked, as the owner chose (issue 20 item 7). A revoked, expired or
 * unknown token reads as 4004 (no report), like a report of someone else.
 */
import crypto from 'crypto'
import type { Kysely } from 'kysely'
import { CODES, shareExpiresAt, SHARE_VALIDITY_DEFAULT, type ShareValidity } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError } from '../../errors'
import type { PersonsService } from '../persons'
import { publishedDetection } from './published'

export interface ShareView {
  shareToken: string
  shareBarcode: string
  createdAt: number
  revokedAt: number | null
  /** when the link stops working; null: until revoked */
  expiresAt: number | null
}

export class ReportShares {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly persons: PersonsService,
    private readonly now: () => number
  ) {}

  /** the detection of the caller's own person (not one shared with them) with a published report: 4004, 2200 otherwise */
  private async ownDetection(userId: number, barcode: string, accept?: (detection: { product_type: string }) => void) {
    return (await publishedDetection(this.persons, userId, barcode, { ownOnly: true, accept })).detection
  }

  /** `accept`: the kinds of report this link may share (domains/sharing: share tokens by type), refusing others before the report's state is told */
  async create(userId: number, barcode: string, validity: ShareValidity = SHARE_VALIDITY_DEFAULT, accept?: (detection: { product_type: string }) => void): Promise<ShareView> {
    const d = await this.ownDetection(userId, barcode, accept)
    const token = crypto.randomBytes(24).toString('base64url')
    const createdAt = this.now()
    const expiresAt = shareExpiresAt(createdAt, validity)
    await this.db.insertInto('report_shares').values({ token, detection_id: d.id, user_id: userId, created_at: createdAt, revoked_at: null, expires_at: expiresAt }).execute()
    return { shareToken: token, shareBarcode: d.barcode, createdAt, revokedAt: null, expiresAt }
  }

  async list(userId: number, barcode: string): Promise<{ list: ShareView[] }> {
    const d = await this.ownDetection(userId, barcode)
    const rows = await this.db.selectFrom('report_shares').selectAll().where('detection_id', '=', d.id).where('user_id', '=', userId).orderBy('id', 'desc').execute()
    const ms = (v: number | null) => (v === null ? null : Number(v))
    return { list: rows.map(r => ({ shareToken: r.token, shareBarcode: d.barcode, createdAt: Number(r.created_at), revokedAt: ms(r.revoked_at), expiresAt: ms(r.expires_at) })) }
  }

  /** the link a share-link visitor holds: which report and until when (4004 once it no longer works) */
  async info(token: string | null): Promise<{ shareBarcode: string; createdAt: number; expiresAt: number | null }> {
    const shared = token ? await sharedDetection(this.db, token, this.now()) : null
    if (!shared) throw new AppError(CODES.REPORT_NOT_FOUND)
    return { shareBarcode: shared.barcode, createdAt: shared.createdAt, expiresAt: shared.expiresAt }
  }

  /** the owner ends a link; revoking twice is not an error */
  async revoke(userId: number, token: string): Promise<{ revoked: true }> {
    const row = await this.db.selectFrom('report_shares').select(['id', 'user_id', 'revoked_at']).where('token', '=', token).executeTakeFirst()
    if (!row || row.user_id !== userId) throw new AppError(CODES.REPORT_NOT_FOUND)
    if (row.revoked_at === null) await this.db.updateTable('report_shares').set({ revoked_at: this.now() }).where('id', '=', row.id).execute()
    return { revoked: true }
  }
}

/** the detection a share token opens at `now`, or null (unknown, revoked or expired) */
export async function sharedDetection(db: Kysely<Database>, token: string, now: number): Promise<{ id: number; barcode: string; productType: string; createdAt: number; expiresAt: number | null } | null> {
  const row = await db
    .selectFrom('report_shares')
    .innerJoin('detections', 'detections.id', 'report_shares.detection_id')
    .select(['detections.id', 'detections.barcode', 'detections.product_type', 'detections.has_report', 'report_shares.revoked_at', 'report_shares.created_at', 'report_shares.expires_at'])
    .where('report_shares.token', '=', token)
    .executeTakeFirst()
  if (!row || row.revoked_at !== null || row.has_report !== 1) return null
  const expiresAt = row.expires_at === null ? null : Number(row.expires_at)
  if (expiresAt !== null && expiresAt <= now) return null
  return { id: row.id, barcode: row.barcode, productType: row.product_type, createdAt: Number(row.created_at), expiresAt }
}

/** account cancellation (personal-data registry): the account's share links, and any link to one of its detections */
export async function deleteAccountShares({ userId, db }: { userId: number; db: Kysely<Database> }): Promise<void> {
  await db
    .deleteFrom('report_shares')
    .where(eb => eb.or([eb('user_id', '=', userId), eb('detection_id', 'in', eb.selectFrom('detections').select('id').where('user_id', '=', userId))]))
    .execute()
}
