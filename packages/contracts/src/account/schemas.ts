/**
 * zod schemas of the account calls: the shape of each input (types, presence, bounded sizes).
 * The rules of spec 5 (phone, password, name, codes, addresses) are applied by the server's
 * services with the functions of this folder, so that their Chinese messages reach the person
 * exactly as the spec words them. Not exported from the package index (the client bundle does
 * not need zod): `@xungen/contracts/src/account/schemas`.
 */
import { z } from 'zod'
import { safeText } from '../schemas/text'
import { ACCOUNT_CANCEL_TYPES, SMS_VERIFY_TYPES, UPLOAD_IMAGE_TYPES } from './api'

/**
 * A text field that may be missing or empty; the service's rule decides (and says so in the spec's
 * words). Control, bidi-override and zero-width characters are refused here (contracts/src/text).
 */
const text = (max: number) => safeText().max(max).optional()
const optionalText = (max: number) => safeText().max(max).nullish()

const gradientAvatar = z.strictObject({
  type: z.literal('color'),
  startColor: safeText().max(16),
  endColor: safeText().max(16),
  key: safeText().max(32).optional()
})
export const avatarSchema = z.union([safeText().min(1).max(500), gradientAvatar])

export const smsVerifyBodySchema = z.strictObject({
  phone: text(32),
  nationCode: text(8),
  verifyType: z.enum(Object.values(SMS_VERIFY_TYPES) as [string, ...string[]]),
  neCaptcha: text(2048)
})

export const isRegisteredQuerySchema = z.object({
  phone_number: text(32),
  nation_code: text(8),
  auth_code: text(16)
})

export const checkAuthCodeQuerySchema = isRegisteredQuerySchema.extend({
  verify_type: z.enum(Object.values(SMS_VERIFY_TYPES) as [string, ...string[]]).optional()
})

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
  isWechat: z.boolean().optional()
})

export const updateUserInfoBodySchema = z
  .strictObject({
    name: text(200),
    avatar: avatarSchema.optional()
  })
  .refine(b => b.name !== undefined || b.avatar !== undefined, { message: '请提供要修改的昵称或头像' })

export const userNameCheckQuerySchema = z.object({ name: safeText().max(200) })

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

export const wechatLoginBodySchema = z.strictObject({ code: safeText().min(1).max(128) })

export const wechatBindPhoneBodySchema = z.strictObject({
  phoneNumber: text(32),
  nationCode: text(8),
  authCode: text(16)
})

export const uploadImageQuerySchema = z.object({
  type: z.enum(UPLOAD_IMAGE_TYPES)
})

export const uploadImageByAuthQuerySchema = z.object({
  type: z.literal('avatar'),
  nationCode: text(8),
  phoneNumber: text(32),
  authCode: text(16)
})

export const accountCancelApplyBodySchema = z.strictObject({
  type: z.enum(Object.values(ACCOUNT_CANCEL_TYPES) as [string, ...string[]]),
  barcodes: z.array(safeText().min(1).max(64)).max(200),
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
  isDefault: z.boolean().optional()
})

export const deliveryAddressParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) })

export const regionsQuerySchema = z.object({ parentCode: z.string().regex(/^(\d{6}|\d{9})?$/, '地区编码格式不正确').optional() })

export const devSmsOutboxQuerySchema = z.object({ phone: text(32), nationCode: text(8) })
