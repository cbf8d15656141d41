/**
 * Rules of the user area (spec 2.11 /user/info, 3.1, 5): the user's info, name and avatar
 * changes, the name check and which base info may change now.
 */
import type { Kysely } from 'kysely'
import {
  ACCOUNT_CANCEL_STATUS,
  AVATAR_REVIEW_STATUS,
  NAME_MESSAGES,
  maskPhone,
  nameErrors,
  normalizeName,
  type AvatarReviewStatus,
  type BaseInfoModifiableData,
  type UserInfoData,
  type UserNameCheckData,
  type UserState
} from '@xungen/contracts'
import type { ACCOUNTS, EndpointBody } from '@xungen/contracts/endpoints'
import type { Database } from '../../../db'
import { AppError, argError } from '../../../errors'
import { CODES } from '@xungen/contracts'
import type { Antispam } from './antispam'
import { avatarColumns, gradientOf, resolveAvatarChoice } from './avatars'
import { isUniqueViolation, nameKey, type UserRow, type UsersRepository } from './repository'
import { imagePath, type UploadsRepository } from '../uploads/repository'
import { CONTENT_SCENES } from '../wechatApi'
import type { ContentSecurity } from '../wechatApi/contentSecurity'

export const USER_MESSAGES = {
  cancellationPending: '账号注销申请处理中，暂不能修改资料',
  avatarInReview: '头像审核中，请稍后再修改'
} as const

export class UserService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UsersRepository,
    private readonly uploads: UploadsRepository,
    private readonly antispam: Antispam,
    private readonly clock: () => number,
    private readonly log: { warn(obj: object, msg: string): void },
    /** issue 24 item 10: WeChat's text check of a name (accounts WeChat knows) */
    private readonly contentSecurity?: ContentSecurity
  ) {}

  /** Every rule a name breaks, first one first: the shared rules, then sensitive words, then availability. */
  async nameProblems(rawName: string | undefined, exceptUserId: number | null): Promise<string[]> {
    const name = normalizeName(rawName)
    const errors = nameErrors(name)
    if (errors.length > 0) return errors
    const spam = await this.antispam.checkText(name)
    if (!spam.ok) {
      this.log.warn({ hits: spam.hits.length }, 'name refused by the sensitive-word check')
      return [NAME_MESSAGES.sensitive]
    }
    // a name is shown to others (relatives, clans): WeChat's msgSecCheck too, for the account's own name
    if (this.contentSecurity && !(await this.contentSecurity.textAllowed(exceptUserId, name, CONTENT_SCENES.profile))) return [NAME_MESSAGES.sensitive]
    if (await this.users.isNameTaken(name, exceptUserId)) return [NAME_MESSAGES.taken]
    return []
  }

  async checkName(name: string, exceptUserId: number | null): Promise<UserNameCheckData> {
    const errors = await this.nameProblems(name, exceptUserId)
    return { succeeded: errors.length === 0, errors }
  }

  async info(userId: number, origin: string): Promise<UserInfoData> {
    const row = await this.users.findActiveById(userId)
    if (!row) throw new AppError(CODES.SESSION_REVOKED)
    return this.view(row, origin)
  }

  async view(row: UserRow, origin: string): Promise<UserInfoData> {
    const current = row.avatar_upload_id !== null ? await this.uploads.findById(row.avatar_upload_id) : undefined
    const avatarUrl = current ? origin + imagePath(current.public_id) : null
    // the last avatar upload when it is still reviewed or was refused (the page says so)
    let avatarReview: UserInfoData['avatarReview'] = null
    const pending = row.pending_avatar_upload_id !== null ? await this.uploads.findById(row.pending_avatar_upload_id) : undefined
    if (pending) avatarReview = { status: pending.review_status as AvatarReviewStatus, uploadUrl: origin + imagePath(pending.public_id) }
    return {
      id: row.id,
      userId: row.id,
      userName: row.name ?? '',
      phoneNumber: row.phone ? maskPhone(row.phone) : null,
      nationCode: row.nation_code,
      isWechat: row.is_wechat === 1,
      userState: row.user_state as UserState,
      avatar: avatarUrl ?? gradientOf(row),
      avatarUrl,
      avatarReview,
      hasPassword: row.password_hash !== null,
      checkResult: { succeeded: row.profile_completed !== 1 },
      createdAt: row.created_at
    }
  }

  private async pendingCancellation(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('account_cancellations').select('id').where('user_id', '=', userId).where('status', '=', ACCOUNT_CANCEL_STATUS.PENDING).executeTakeFirst()
    return row !== undefined
  }

  /** GET base_info_modifiable: which profile fields may change now, and why not. */
  async baseInfoModifiable(userId: number): Promise<BaseInfoModifiableData> {
    if (await this.pendingCancellation(userId)) {
      const no = { modifiable: false, reason: USER_MESSAGES.cancellationPending }
      return { name: no, avatar: no }
    }
    const row = await this.users.findActiveById(userId)
    const pending = row?.pending_avatar_upload_id != null ? await this.uploads.findById(row.pending_avatar_upload_id) : undefined
    const inReview = pending?.review_status === AVATAR_REVIEW_STATUS.PENDING
    return { name: { modifiable: true, reason: null }, avatar: { modifiable: !inReview, reason: inReview ? USER_MESSAGES.avatarInReview : null } }
  }

  /** PUT user/info: a new name and/or avatar (spec 7.2). */
  async update(userId: number, body: EndpointBody<typeof ACCOUNTS.updateUserInfo>, origin: string): Promise<UserInfoData> {
    const row = await this.users.findActiveById(userId)
    if (!row) throw new AppError(CODES.SESSION_REVOKED)
    const modifiable = await this.baseInfoModifiable(userId)
    const changes: Parameters<UsersRepository['update']>[1] = {}
    if (body.name !== undefined) {
      if (!modifiable.name.modifiable) throw argError('name', modifiable.name.reason!)
      const name = normalizeName(body.name)
      if (name !== row.name) {
        const problems = await this.nameProblems(name, userId)
        if (problems.length) throw argError('name', problems[0], problems.slice(1).map(message => ({ field: 'name', message })))
        Object.assign(changes, { name, name_key: nameKey(name), name_changed_at: this.clock() })
      }
      // spec 4: the profile step is done once the person chose a name
      changes.profile_completed = 1
    }
    if (body.avatar !== undefined) {
      if (!modifiable.avatar.modifiable) throw argError('avatar', modifiable.avatar.reason!)
      const choice = await resolveAvatarChoice(body.avatar, { userId }, this.uploads)
      Object.assign(changes, avatarColumns(choice))
    }
    changes.updated_at = this.clock()
    try {
      await this.users.update(userId, changes)
    } catch (err) {
      // two people took the same name at the same moment: the database kept one
      if (isUniqueViolation(err)) throw argError('name', NAME_MESSAGES.taken)
      throw err
    }
    return this.view((await this.users.findActiveById(userId))!, origin)
  }
}
