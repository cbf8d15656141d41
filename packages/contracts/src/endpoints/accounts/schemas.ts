/**
 * zod schemas of the account calls: the shape of each input (types, presence, bounded sizes) and
 * of each answer. The rules of spec 5 (phone, password, name, codes, addresses) are applied by the
 * server's services with the functions of ../../account, so that their Chinese messages reach the
 * person exactly as the spec words them: a text field here may be missing or empty, the service
 * says why it is wrong.
 *
 * Answer schemas are typed with the payload interfaces of account/api.ts (which the client
 * already uses): a schema that drifts from its interface does not compile.
 */
import { z } from 'zod/mini'
import { safeText } from '../text'
import type { Avatar, GradientAvatar, UserState } from '../../entities/user'
import { USER_STATE } from '../../entities/user'
import type { Region } from '../../entities/commerce'
import { AVATAR_REVIEW_STATUS } from '../../account/avatar'
import { REGION_LEVELS, type DeliveryAddress, type RegionListData } from '../../account/address'
import {
  ACCOUNT_CANCEL_STATUS,
  ACCOUNT_CANCEL_TYPES,
  SMS_VERIFY_TYPES,
  UPLOAD_IMAGE_TYPES,
  type AccountCancelApplicationData,
  type AccountCancelStatusData,
  type BaseInfoModifiableData,
  type DeliveryAddressListData,
  type IsRegisteredData,
  type SessionData,
  type SmsVerifyData,
  type UploadImageData,
  type UserInfoData,
  type UserNameCheckData
} from '../../account/api'

/**
 * A text field that may be missing or empty; the service's rule decides (and says so in the spec's
 * words). Control, bidi-override and zero-width characters are refused here (contracts/src/text).
 */
const text = (max: number) => z.optional(safeText().check(z.maxLength(max)))
const optionalText = (max: number) => z.nullish(safeText().check(z.maxLength(max)))
const smsVerifyType = z.enum([SMS_VERIFY_TYPES.LOGIN, SMS_VERIFY_TYPES.RESET_PASSWORD, SMS_VERIFY_TYPES.MODIFY_PASSWORD, SMS_VERIFY_TYPES.ACCOUNT_CANCEL, SMS_VERIFY_TYPES.BIND_PHONE, SMS_VERIFY_TYPES.WITHDRAW, SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD])

const gradientAvatarInput = z.strictObject({
  type: z.literal('color'),
  startColor: safeText().check(z.maxLength(16)),
  endColor: safeText().check(z.maxLength(16)),
  key: z.optional(safeText().check(z.maxLength(32)))
})
export const avatarSchema = z.union([safeText().check(z.minLength(1), z.maxLength(500)), gradientAvatarInput])

// --- inputs -------------------------------------------------------------------------------------

export const smsVerifyBodySchema = z.strictObject({
  phone: text(32),
  nationCode: text(8),
  verifyType: smsVerifyType,
  neCaptcha: text(2048)
})

export const isRegisteredQuerySchema = z.object({
  phone_number: text(32),
  nation_code: text(8),
  auth_code: text(16)
})

export const checkAuthCodeQuerySchema = z.extend(isRegisteredQuerySchema, { verify_type: z.optional(smsVerifyType) })

export const signinByCodeBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  authCode: text(16)
})

export const signinByPasswordBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  password: text(128)
})

export const signupBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  authCode: text(16),
  name: text(200),
  avatar: avatarSchema,
  isWechat: z.optional(z.boolean())
})

export const updateUserInfoBodySchema = z
  .strictObject({
    name: text(200),
    avatar: z.optional(avatarSchema)
  })
  .check(z.refine(b => b.name !== undefined || b.avatar !== undefined, { message: '请提供要修改的昵称或头像' }))

export const userNameCheckQuerySchema = z.object({ name: safeText().check(z.maxLength(200)) })

export const resetPasswordBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  authCode: text(16),
  password: text(128)
})

export const modifyPasswordBodySchema = z.strictObject({
  password: text(128),
  oldPassword: text(128),
  authCode: text(16)
})

export const wechatLoginBodySchema = z.strictObject({ code: safeText().check(z.minLength(1), z.maxLength(128)) })

export const wechatBindPhoneBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  authCode: text(16)
})

export const uploadImageQuerySchema = z.object({ type: z.enum(UPLOAD_IMAGE_TYPES) })

export const uploadImageByAuthQuerySchema = z.object({
  type: z.literal('avatar'),
  nationCode: text(8),
  phoneNumber: text(32),
  authCode: text(16)
})

export const accountCancelApplyBodySchema = z.strictObject({
  type: z.enum([ACCOUNT_CANCEL_TYPES.ACCOUNT]),
  barcodes: z.array(safeText().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(200)),
  verifyCode: text(16)
})

export const deliveryAddressBodySchema = z.strictObject({
  receiverName: text(100),
  mobile: text(32),
  nationCode: text(8),
  provinceCode: text(12),
  cityCode: optionalText(12),
  districtCode: optionalText(12),
  streetCode: optionalText(12),
  detail: text(500),
  isDefault: z.optional(z.boolean())
})

/** An id in a path: a positive 32-bit integer. */
export const idParamSchema = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))
export const deliveryAddressParamsSchema = z.object({ id: idParamSchema })

export const regionsQuerySchema = z.object({ parentCode: z.optional(z.string().check(z.regex(/^(\d{6}|\d{9})?$/, '地区编码格式不正确'))) })

// --- answers ------------------------------------------------------------------------------------

const userState: z.ZodMiniType<UserState> = z.union([
  z.literal(USER_STATE.REGISTERED),
  z.literal(USER_STATE.APP_GUEST),
  z.literal(USER_STATE.WECHAT_GUEST),
  z.literal(USER_STATE.REGISTERED_WITH_LOGOUT),
  z.literal(USER_STATE.UNKNOWN)
])
const gradientAvatar: z.ZodMiniType<GradientAvatar> = z.object({ type: z.literal('color'), startColor: z.string(), endColor: z.string() })
const avatar: z.ZodMiniType<Avatar> = z.union([z.string(), gradientAvatar])
const avatarReviewStatus = z.enum([AVATAR_REVIEW_STATUS.PENDING, AVATAR_REVIEW_STATUS.APPROVED, AVATAR_REVIEW_STATUS.REJECTED])
const region: z.ZodMiniType<Region> = z.object({ name: z.string(), code: z.string() })
const timestamp = z.number()

export const smsVerifyDataSchema: z.ZodMiniType<SmsVerifyData> = z.object({ retryAfterSeconds: z.number(), expiresInSeconds: z.number() })
export const isRegisteredDataSchema: z.ZodMiniType<IsRegisteredData> = z.object({ registered: z.boolean() })
export const validCodeDataSchema = z.object({ valid: z.literal(true) })
export const sessionDataSchema: z.ZodMiniType<SessionData> = z.object({ userId: z.number(), token: z.string(), expiresAt: timestamp, userState })
export const userInfoDataSchema: z.ZodMiniType<UserInfoData> = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string(),
  phoneNumber: z.nullable(z.string()),
  nationCode: z.nullable(z.string()),
  isWechat: z.boolean(),
  userState,
  avatar,
  avatarUrl: z.nullable(z.string()),
  avatarReview: z.nullable(z.object({ status: avatarReviewStatus, uploadUrl: z.string() })),
  hasPassword: z.boolean(),
  checkResult: z.object({ succeeded: z.boolean() }),
  createdAt: timestamp
})
export const userNameCheckDataSchema: z.ZodMiniType<UserNameCheckData> = z.object({ succeeded: z.boolean(), errors: z.array(z.string()) })
const modifiable = z.object({ modifiable: z.boolean(), reason: z.nullable(z.string()) })
export const baseInfoModifiableDataSchema: z.ZodMiniType<BaseInfoModifiableData> = z.object({ name: modifiable, avatar: modifiable })
export const uploadImageDataSchema: z.ZodMiniType<UploadImageData> = z.object({ uploadUrl: z.string(), width: z.number(), height: z.number(), reviewStatus: avatarReviewStatus })

export const deliveryAddressSchema: z.ZodMiniType<DeliveryAddress> = z.object({
  id: z.number(),
  receiverName: z.string(),
  mobile: z.string(),
  nationCode: z.string(),
  province: region,
  city: z.nullable(region),
  district: z.nullable(region),
  street: z.nullable(region),
  detail: z.string(),
  fullAddress: z.string(),
  isDefault: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export const deliveryAddressListDataSchema: z.ZodMiniType<DeliveryAddressListData> = z.object({ list: z.array(deliveryAddressSchema) })
export const regionListDataSchema: z.ZodMiniType<RegionListData> = z.object({
  parentCode: z.string(),
  level: z.enum(REGION_LEVELS as ['province', 'city', 'district', 'street']),
  list: z.array(z.object({ name: z.string(), code: z.string(), hasChildren: z.boolean() })),
  dataVersion: z.string()
})

const accountCancelStatus = z.enum([ACCOUNT_CANCEL_STATUS.PENDING, ACCOUNT_CANCEL_STATUS.WITHDRAWN, ACCOUNT_CANCEL_STATUS.COMPLETED])
export const accountCancelApplicationDataSchema: z.ZodMiniType<AccountCancelApplicationData> = z.object({
  id: z.number(),
  type: z.enum([ACCOUNT_CANCEL_TYPES.ACCOUNT]),
  barcodes: z.array(z.string()),
  status: accountCancelStatus,
  appliedAt: timestamp,
  deadline: timestamp,
  withdrawnAt: z.nullable(timestamp),
  completedAt: z.nullable(timestamp)
})
export const accountCancelStatusDataSchema: z.ZodMiniType<AccountCancelStatusData> = z.object({
  status: z.enum(['NONE', 'PENDING']),
  application: z.nullable(accountCancelApplicationDataSchema),
  barcodes: z.array(z.object({ barcode: z.string(), personName: z.nullable(z.string()) })),
  coolingOffDays: z.number()
})

/** `data: null` */
export const nullDataSchema = z.null()
