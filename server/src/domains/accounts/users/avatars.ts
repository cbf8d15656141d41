/**
 * The avatar a person chooses (spec 3.1, 5): a gradient, or an image they uploaded. An uploaded
 * avatar is used once its review approved it; while it is pending, the current avatar stays and
 * the choice waits in pending_avatar_upload_id (applied when the review approves it).
 */
import { AVATAR_REVIEW_STATUS, defaultAvatarFor, isGradientAvatar, type Avatar, type GradientAvatar } from '@xungen/contracts'
import { argError } from '../../../errors'
import type { UsersTable } from '../../../db/schema'
import { publicIdOfUrl, type UploadRow, type UploadsRepository } from '../uploads/repository'

export const AVATAR_MESSAGES = {
  invalid: '头像格式不正确，请重新选择',
  notUploaded: '头像图片无效，请重新上传',
  rejected: '头像未通过审核，请更换一张'
} as const

export type AvatarOwner = { userId: number } | { signup: { nationCode: string; phone: string } }

export type AvatarChoice = { kind: 'color'; avatar: GradientAvatar } | { kind: 'upload'; upload: UploadRow }

export async function resolveAvatarChoice(avatar: Avatar, owner: AvatarOwner, uploads: UploadsRepository): Promise<AvatarChoice> {
  if (typeof avatar !== 'string') {
    if (!isGradientAvatar(avatar)) throw argError('avatar', AVATAR_MESSAGES.invalid)
    return { kind: 'color', avatar: { type: 'color', startColor: avatar.startColor.toUpperCase(), endColor: avatar.endColor.toUpperCase() } }
  }
  const publicId = publicIdOfUrl(avatar)
  const upload = publicId ? await uploads.findByPublicId(publicId) : undefined
  // someone else's upload answers like a missing one: ids of other people's files reveal nothing
  const owned =
    upload !== undefined &&
    ('userId' in owner
      ? upload.user_id === owner.userId
      : upload.user_id === null && upload.signup_nation_code === owner.signup.nationCode && upload.signup_phone === owner.signup.phone)
  if (!upload || !owned || upload.type !== 'avatar') throw argError('avatar', AVATAR_MESSAGES.notUploaded)
  if (upload.review_status === AVATAR_REVIEW_STATUS.REJECTED) throw argError('avatar', AVATAR_MESSAGES.rejected)
  return { kind: 'upload', upload }
}

/** The user-row columns a choice sets. */
export function avatarColumns(choice: AvatarChoice): Partial<UsersTable> {
  if (choice.kind === 'color') {
    return { avatar_start_color: choice.avatar.startColor, avatar_end_color: choice.avatar.endColor, avatar_upload_id: null, pending_avatar_upload_id: null }
  }
  if (choice.upload.review_status === AVATAR_REVIEW_STATUS.APPROVED) return { avatar_upload_id: choice.upload.id, pending_avatar_upload_id: null }
  return { pending_avatar_upload_id: choice.upload.id }
}

/** The gradient of a user row (the chosen one, else the account's default). */
export function gradientOf(row: { id: number; avatar_start_color: string | null; avatar_end_color: string | null }): GradientAvatar {
  if (row.avatar_start_color && row.avatar_end_color) return { type: 'color', startColor: row.avatar_start_color, endColor: row.avatar_end_color }
  return defaultAvatarFor(row.id)
}
