/**
 * The account calls (spec 7.2 direct paths and the User group of 7.3): paths, payloads and
 * answers declared once for the request layer and the server. Where the spec writes a path in
 * full it is the spec's; where it names a call only (sign-in, wechat login, logout, password
 * change, regions), the path is ours in the spec's style and documented in docs/server.md.
 */
import type { Avatar, UserState } from '../entities/user'
import type { AvatarReviewStatus } from './avatar'
import type { DeliveryAddress } from './address'

/** WeChat's message push (content-security verdicts); signed by WeChat with WECHAT_PUSH_TOKEN, not by our clients */
export const WECHAT_PUSH_PATH = '/wechat/push'

/** The sandbox SMS outbox (never in production): GET /dev/sms-outbox?phone=&nationCode= → {list} (docs/server.md). */
export const DEV_SMS_OUTBOX_PATH = '/dev/sms-outbox'

/** Why a code is sent; a code only works for the purpose it was sent for. */
export const SMS_VERIFY_TYPES = {
  /** sign-in and sign-up by phone (is_registered, signin/by-code, signup, upload by-auth) */
  LOGIN: 'login',
  RESET_PASSWORD: 'reset_password',
  /** signed in: changing the password with a code; sent to the account's own phone */
  MODIFY_PASSWORD: 'modify_password',
  /** signed in: the cancellation application; sent to the account's own phone */
  ACCOUNT_CANCEL: 'account_cancel',
  /** a messaging-app guest binds a phone */
  BIND_PHONE: 'bind_phone',
  /** signed in: a withdrawal from the balance (spec 3.13 Withdrawal authCode); sent to the account's own phone */
  WITHDRAW: 'withdraw',
  /** signed in: downloading a detection's raw genotype file (issue 20: re-verified like 23andMe and WeGene); the account's own phone */
  RAW_DATA_DOWNLOAD: 'raw_data_download'
} as const
export type SmsVerifyType = (typeof SMS_VERIFY_TYPES)[keyof typeof SMS_VERIFY_TYPES]
/** Purposes whose code goes to the signed-in account's own phone: the phone field may be left out. */
export const ACCOUNT_PHONE_VERIFY_TYPES: readonly SmsVerifyType[] = [SMS_VERIFY_TYPES.MODIFY_PASSWORD, SMS_VERIFY_TYPES.ACCOUNT_CANCEL, SMS_VERIFY_TYPES.WITHDRAW, SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD]

/** spec 7.2: upload types */
export const UPLOAD_IMAGE_TYPES = ['avatar', 'community_chat', 'ancestry_report', 'ancestry_report_research_project', 'content'] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

// --- payloads and answers ---------------------------------------------------------------------

export interface SmsVerifyBody {
  /** may be left out for the account's own purposes (ACCOUNT_PHONE_VERIFY_TYPES) */
  phone?: string
  nationCode?: string
  verifyType: SmsVerifyType
  /** NetEase captcha validate token, when the deployment asks for one */
  neCaptcha?: string
}
export interface SmsVerifyData {
  /** seconds before another code can be asked for (spec 9: 120) */
  retryAfterSeconds: number
  /** seconds the code stays valid */
  expiresInSeconds: number
}
/** data of a 4290 answer: a code asked for too early or too often, or too many wrong passwords */
export interface SmsLimitData {
  retryAfterSeconds: number
}

export interface IsRegisteredQuery {
  phone_number: string
  nation_code?: string
  auth_code: string
}
export interface IsRegisteredData {
  registered: boolean
}

export interface CheckAuthCodeQuery extends IsRegisteredQuery {
  verify_type?: SmsVerifyType
}

/** Answer of every call that signs in (sign-in, sign-up, mini-program login, phone binding). */
export interface SessionData {
  userId: number
  /** send it in the `token` header (the mini-program) or rely on the cookie set with it (H5) */
  token: string
  /** ms since the epoch */
  expiresAt: number
  userState: UserState
}

export interface SigninByCodeBody {
  phoneNumber: string
  nationCode?: string
  authCode: string
}
export interface SigninByPasswordBody {
  phoneNumber: string
  nationCode?: string
  password: string
}

export interface SignupBody {
  phoneNumber: string
  nationCode?: string
  authCode: string
  name: string
  /** a gradient, or the uploadUrl of an avatar uploaded with by-auth */
  avatar: Avatar
  isWechat?: boolean
}
/** spec 7.2: data.userId; the session comes with it */
export type SignupData = SessionData

export interface UserInfoData {
  id: number
  userId: number
  userName: string
  /** masked: 138****0000 */
  phoneNumber: string | null
  nationCode: string | null
  isWechat: boolean
  userState: UserState
  /** the avatar in use: an image URL or a gradient */
  avatar: Avatar
  avatarUrl: string | null
  /** the last uploaded avatar while it is reviewed, or when it was rejected */
  avatarReview: { status: AvatarReviewStatus; uploadUrl: string } | null
  hasPassword: boolean
  /** see hasUserInfo(): succeeded = the profile still has to be completed */
  checkResult: { succeeded: boolean }
  createdAt: number
}

export interface UpdateUserInfoBody {
  name?: string
  avatar?: Avatar
}

export interface UserNameCheckData {
  succeeded: boolean
  errors: string[]
}

export interface BaseInfoModifiableData {
  name: { modifiable: boolean; reason: string | null }
  avatar: { modifiable: boolean; reason: string | null }
}

export interface ResetPasswordBody {
  phoneNumber: string
  nationCode?: string
  authCode: string
  password: string
}
export interface ModifyPasswordBody {
  password: string
  oldPassword?: string
  authCode?: string
}

export interface WechatLoginBody {
  /** the code of Taro.login */
  code: string
}
export interface WechatBindPhoneBody {
  phoneNumber: string
  nationCode?: string
  authCode: string
}

export interface UploadImageQuery {
  type: UploadImageType
}
export interface UploadImageByAuthQuery {
  type: 'avatar'
  nationCode?: string
  phoneNumber: string
  authCode: string
}
/** spec 3.1: upload response */
export interface UploadImageData {
  uploadUrl: string
  width: number
  height: number
  /** avatars are reviewed before use (spec 5) */
  reviewStatus: AvatarReviewStatus
}

// --- account cancellation (spec 3.14, 4) --------------------------------------------------------

/** DECISION: one type today, the whole account; the field exists so that other kinds can follow */
export const ACCOUNT_CANCEL_TYPES = { ACCOUNT: 'ACCOUNT' } as const
export type AccountCancelType = (typeof ACCOUNT_CANCEL_TYPES)[keyof typeof ACCOUNT_CANCEL_TYPES]

export const ACCOUNT_CANCEL_STATUS = { PENDING: 'PENDING', WITHDRAWN: 'WITHDRAWN', COMPLETED: 'COMPLETED' } as const
export type AccountCancelStatus = (typeof ACCOUNT_CANCEL_STATUS)[keyof typeof ACCOUNT_CANCEL_STATUS]

export interface AccountCancelApplyBody {
  type: AccountCancelType
  /** every barcode of the account (GET account_cancel lists them), each ticked by the person to confirm its data goes too */
  barcodes: string[]
  /** the code sent with verifyType account_cancel */
  verifyCode: string
}

export interface AccountCancelApplicationData {
  id: number
  type: AccountCancelType
  barcodes: string[]
  status: AccountCancelStatus
  appliedAt: number
  /** when the data is deleted unless withdrawn (ms) */
  deadline: number
  withdrawnAt: number | null
  completedAt: number | null
}

export interface AccountCancelStatusData {
  /** NONE: no pending application */
  status: 'NONE' | 'PENDING'
  application: AccountCancelApplicationData | null
  /** the barcodes that go with the account (from every domain that holds samples) */
  barcodes: Array<{ barcode: string; personName: string | null }>
  coolingOffDays: number
}

export interface DeliveryAddressListData {
  list: DeliveryAddress[]
}

/** Description configs (spec 3.14, 7.3 "description config by key") the account pages read. */
export const ACCOUNT_DESCRIPTION_KEYS = {
  /** HTML: what cancelling an account means, shown on /user/cancellation before applying */
  ACCOUNT_CANCEL_NOTICE: 'ACCOUNT_CANCEL_NOTICE',
  /** JSON [{title, url}]: the agreements the sign-in and sign-up pages link to */
  SIGNIN_AGREEMENTS: 'SIGNIN_AGREEMENTS'
} as const
