/** SQL of uploaded images. */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../../db'
import type { UploadsTable } from '../../../db/schema'

export type UploadRow = Selectable<UploadsTable>
type Db = Kysely<Database> | Transaction<Database>

/** The path images are served on: /files/images/<publicId>.jpg (public ids are 128 random bits). */
export const IMAGE_PATH_PREFIX = '/files/images/'
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/

export function imagePath(publicId: string): string {
  return `${IMAGE_PATH_PREFIX}${publicId}.jpg`
}

/** The public id in an uploadUrl we gave out (any origin: the client may have got it through a CDN), or null. */
export function publicIdOfUrl(url: string): string | null {
  const m = /\/files\/images\/([A-Za-z0-9_-]+)\.jpg(?:[?#].*)?$/.exec(url.trim())
  return m && PUBLIC_ID.test(m[1]) ? m[1] : null
}

export function isPublicId(id: string): boolean {
  return PUBLIC_ID.test(id)
}

export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Omit<UploadsTable, 'id'>, db: Db = this.db): Promise<number> {
    const row = await db.insertInto('uploads').values(values).returning('id').executeTakeFirstOrThrow()
    return Number(row.id)
  }

  async findByPublicId(publicId: string, db: Db = this.db): Promise<UploadRow | undefined> {
    return db.selectFrom('uploads').selectAll().where('public_id', '=', publicId).executeTakeFirst()
  }

  async findById(id: number, db: Db = this.db): Promise<UploadRow | undefined> {
    return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async setReview(id: number, status: string, at: number, db: Db = this.db): Promise<void> {
    await db.updateTable('uploads').set({ review_status: status, reviewed_at: at }).where('id', '=', id).execute()
  }
}
