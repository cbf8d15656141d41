/**
 * Image uploads (spec 7.2; sizes of spec 9): png, jpg or jpeg only, recognised by their content,
 * not their name; at most UPLOAD_IMAGE_MAX_BYTES; turned upright by their EXIF orientation;
 * resized to fit the type's box (avatar 240×240, chat 250×250, reports 800×800; smaller images
 * keep their size); always re-encoded as JPEG at quality 100 (spec 9: "JPEG, quality 1"), which
 * also drops EXIF and GPS metadata a phone photo carries; stored through the storage interface
 * and served at /files/images/<random id>.jpg. Avatars go through the review adapter first.
 */
import { randomBytes } from 'crypto'
import type { Kysely } from 'kysely'
import {
  AVATAR_MAX_SIZE,
  AVATAR_REVIEW_STATUS,
  CHAT_IMAGE_MAX_SIZE,
  CODES,
  UPLOAD_IMAGE_RESIZE,
  type AvatarReviewStatus,
  type UploadImageData,
  type UploadImageType
} from '@xungen/contracts'
import type { Database } from '../../../db'
import { AppError, argError } from '../../../errors'
import { StorageNotFoundError, type FileStorage } from '../../../storage'
import { counterKey, type RateCounter } from '../../../security/counters'
import { fitImage, type FittedImage } from '../../../security/images'
import { AVATAR_MESSAGES } from '../users/avatars'
import type { ImageReviewer } from './review'
import { imagePath, type UploadsRepository } from './repository'

/** spec 9: the box each type is resized into */
export const UPLOAD_BOX: Readonly<Record<UploadImageType, number>> = {
  avatar: AVATAR_MAX_SIZE,
  community_chat: CHAT_IMAGE_MAX_SIZE,
  ancestry_report: UPLOAD_IMAGE_RESIZE.maxWidth,
  ancestry_report_research_project: UPLOAD_IMAGE_RESIZE.maxWidth,
  // issue 26: pictures in staff-written content (white papers, app information, activities)
  content: UPLOAD_IMAGE_RESIZE.maxWidth
}

const DAY_MS = 24 * 60 * 60 * 1000
/** uploads per account (or sign-up phone) per day */
export const UPLOADS_PER_DAY = 100
export const SIGNUP_UPLOADS_PER_DAY = 20

export const UPLOAD_MESSAGES = {
  noFile: '请选择要上传的图片',
  notMultipart: '请以 multipart/form-data 方式上传图片（字段名 file）',
  type: '仅支持 png、jpg、jpeg 格式的图片',
  tooLarge: (bytes: number) => `图片不能超过 ${Math.floor(bytes / 1024 / 1024)}MB`,
  broken: '图片已损坏，请换一张',
  tooManyPixels: '图片尺寸过大，请换一张',
  tooMany: '上传太频繁，请明天再试'
} as const

/** The pipeline of spec 9 for one type (security/images.ts); throws 4006 for what is not a usable png or jpeg. */
export function processImage(input: Buffer, type: UploadImageType): Promise<FittedImage> {
  return fitImage(input, UPLOAD_BOX[type], UPLOAD_MESSAGES)
}

export type UploadOwner = { userId: number } | { signup: { nationCode: string; phone: string } }

export class UploadService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly uploads: UploadsRepository,
    private readonly storage: FileStorage,
    private readonly reviewer: ImageReviewer,
    private readonly counters: RateCounter,
    private readonly clock: () => number
  ) {}

  private async checkQuota(owner: UploadOwner): Promise<void> {
    const [key, limit] =
      'userId' in owner ? [counterKey('uploads', String(owner.userId)), UPLOADS_PER_DAY] : [counterKey('signup-uploads', owner.signup.nationCode, owner.signup.phone), SIGNUP_UPLOADS_PER_DAY]
    const state = await this.counters.hit(key, DAY_MS)
    if (state.count > limit) throw new AppError(CODES.TOO_MANY_REQUESTS, UPLOAD_MESSAGES.tooMany)
  }

  /**
   * @param wechatCheck issue 24 item 10: WeChat's image check of an avatar our review approved
   *   (ContentSecurity): whether it applies to the uploader, and the submission once the file is
   *   stored; the avatar then waits (pending) for WeChat's pushed verdict
   */
  async upload(
    input: Buffer,
    type: UploadImageType,
    owner: UploadOwner,
    origin: string,
    wechatCheck?: { applies(): Promise<boolean>; submit(uploadId: number, url: string): Promise<boolean> }
  ): Promise<UploadImageData> {
    await this.checkQuota(owner)
    const image = await processImage(input, type)
    // spec 5: "The avatar is reviewed before use."; the other types are not shown as someone's face
    let reviewStatus: AvatarReviewStatus = type === 'avatar' ? await this.reviewer.review(image.data, type) : AVATAR_REVIEW_STATUS.APPROVED
    if (reviewStatus === AVATAR_REVIEW_STATUS.REJECTED) throw argError('file', AVATAR_MESSAGES.rejected)
    const checkedByWechat = type === 'avatar' && reviewStatus === AVATAR_REVIEW_STATUS.APPROVED && wechatCheck !== undefined && (await wechatCheck.applies())
    if (checkedByWechat) reviewStatus = AVATAR_REVIEW_STATUS.PENDING
    const publicId = randomBytes(16).toString('base64url')
    const folder = 'userId' in owner ? `images/users/${owner.userId}` : `images/signup/${counterKey(owner.signup.nationCode, owner.signup.phone).replace(/[^A-Za-z0-9_-]/g, '')}`
    const storageKey = `${folder}/${publicId}.jpg`
    // an account's images under its own key (crypto-shredding); a sign-up's under the master key
    // until the row goes with the account. Visible only after the row commits (storage/index.ts).
    const staged = await this.storage.stage(storageKey, image.data, 'userId' in owner ? { owner: owner.userId } : { encrypt: true })
    let uploadId: number
    try {
      uploadId = await this.uploads.insert({
        public_id: publicId,
        user_id: 'userId' in owner ? owner.userId : null,
        signup_nation_code: 'signup' in owner ? owner.signup.nationCode : null,
        signup_phone: 'signup' in owner ? owner.signup.phone : null,
        type,
        storage_key: storageKey,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        review_status: reviewStatus,
        reviewed_at: reviewStatus === AVATAR_REVIEW_STATUS.PENDING ? null : this.clock(),
        created_at: this.clock()
      })
    } catch (err) {
      // no row, no file: nothing is left behind that nobody can find
      await staged.abort().catch(() => undefined)
      throw err
    }
    await staged.commit()
    if (checkedByWechat && !(await wechatCheck!.submit(uploadId, origin + imagePath(publicId)))) {
      // WeChat could not take it: our own review's approval stands
      reviewStatus = AVATAR_REVIEW_STATUS.APPROVED
      await this.uploads.setReview(uploadId, reviewStatus, this.clock())
    }
    return { uploadUrl: origin + imagePath(publicId), width: image.width, height: image.height, reviewStatus }
  }

  /**
   * The end of a pending review (manual review, or a moderation service calling back): an approved
   * avatar becomes the avatar of the account that chose it; a rejected one is deleted (the row
   * stays, so the account page can say it was refused).
   */
  async completeReview(uploadId: number, status: Exclude<AvatarReviewStatus, 'pending'>): Promise<void> {
    const upload = await this.uploads.findById(uploadId)
    if (!upload) return
    await this.db.transaction().execute(async trx => {
      await this.uploads.setReview(uploadId, status, this.clock(), trx)
      if (status === AVATAR_REVIEW_STATUS.APPROVED) {
        await trx.updateTable('users').set({ avatar_upload_id: uploadId, pending_avatar_upload_id: null, updated_at: this.clock() }).where('pending_avatar_upload_id', '=', uploadId).execute()
      }
    })
    if (status === AVATAR_REVIEW_STATUS.REJECTED) await this.storage.delete(upload.storage_key)
  }

  /**
   * Sign-up uploads whose account came: their file moves under the account's own key and folder
   * (images/users/<id>/), so that the account's deletion shreds it like every other file of it.
   * Crash-safe in the storage's order: the new file is staged, the row points at it, the file is
   * committed, the old one deleted (the storage sweep finishes or removes whatever a crash leaves).
   */
  async rekeyAdoptedSignupUploads(): Promise<number> {
    const rows = await this.db
      .selectFrom('uploads')
      .select(['id', 'user_id', 'public_id', 'storage_key'])
      .where('user_id', 'is not', null)
      .where('storage_key', 'like', 'images/signup/%')
      .limit(200)
      .execute()
    for (const row of rows) {
      const userId = Number(row.user_id)
      const key = `images/users/${userId}/${row.public_id}.jpg`
      let content: Buffer
      try {
        content = await this.storage.read(row.storage_key)
      } catch (err) {
        if (err instanceof StorageNotFoundError) continue
        throw err
      }
      const staged = await this.storage.stage(key, content, { owner: userId })
      const moved = await this.db.updateTable('uploads').set({ storage_key: key }).where('id', '=', row.id).where('storage_key', '=', row.storage_key).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) {
        await staged.abort()
        continue
      }
      await staged.commit()
      await this.storage.delete(row.storage_key)
    }
    return rows.length
  }

  /** Sign-up uploads whose account never came (older than a day) are deleted with their files. */
  async sweepAbandonedSignupUploads(): Promise<number> {
    const rows = await this.db
      .selectFrom('uploads')
      .select(['id', 'storage_key'])
      .where('user_id', 'is', null)
      .where('created_at', '<', this.clock() - DAY_MS)
      .limit(500)
      .execute()
    for (const row of rows) {
      await this.storage.delete(row.storage_key)
      await this.db.deleteFrom('uploads').where('id', '=', row.id).execute()
    }
    return rows.length
  }
}
