/**
 * spec 3.1: "avatar / avatarUrl: either an image url, or a colour gradient with type, startColor
 * and endColor"; "Default avatar options: key, startColor, endColor, type color."
 * spec 5 (Avatar): png, jpg, jpeg; at most 240×240; reviewed before use.
 */
import { AVATAR_FILE_TYPES } from '../constants'
import type { Avatar, DefaultAvatarOption, GradientAvatar } from '../entities/user'

/** The gradients offered in the sign-up avatar step (the product's palette). */
export const DEFAULT_AVATARS: readonly DefaultAvatarOption[] = [
  { key: 'dawn', startColor: '#FFB88C', endColor: '#DE6262', type: 'color' },
  { key: 'ocean', startColor: '#56CCF2', endColor: '#2F80ED', type: 'color' },
  { key: 'forest', startColor: '#A8E063', endColor: '#56AB2F', type: 'color' },
  { key: 'violet', startColor: '#C471F5', endColor: '#7F53AC', type: 'color' },
  { key: 'peach', startColor: '#FFD3A5', endColor: '#FD6585', type: 'color' },
  { key: 'mint', startColor: '#84FAB0', endColor: '#1FA2A8', type: 'color' },
  { key: 'sunset', startColor: '#FAD961', endColor: '#F76B1C', type: 'color' },
  { key: 'night', startColor: '#5B6CF9', endColor: '#2B2E83', type: 'color' }
]

export const GRADIENT_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/

export function isGradientAvatar(avatar: unknown): avatar is GradientAvatar {
  if (typeof avatar !== 'object' || avatar === null) return false
  const a = avatar as Record<string, unknown>
  return a.type === 'color' && typeof a.startColor === 'string' && typeof a.endColor === 'string' && GRADIENT_COLOR_PATTERN.test(a.startColor) && GRADIENT_COLOR_PATTERN.test(a.endColor)
}

/** The default gradient of an account that never chose one (generated accounts): the same for the same id. */
export function defaultAvatarFor(userId: number): GradientAvatar {
  const option = DEFAULT_AVATARS[Math.abs(Math.trunc(userId)) % DEFAULT_AVATARS.length]
  return { type: 'color', startColor: option.startColor, endColor: option.endColor }
}

/** CSS background of an avatar: the gradient, or the image. */
export function avatarBackground(avatar: Avatar): string {
  if (isGradientAvatar(avatar)) return `linear-gradient(135deg, ${avatar.startColor}, ${avatar.endColor})`
  return `center / cover no-repeat url("${String(avatar).replace(/"/g, '%22')}")`
}

/** spec 5: the file types an avatar (and any uploaded image) may have, by name, for the picker; the server checks the content. */
export function isAcceptedImageName(fileName: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase()
  return ext !== undefined && (AVATAR_FILE_TYPES as readonly string[]).includes(ext)
}

/** The review of an uploaded avatar (spec 5: "The avatar is reviewed before use."). */
export const AVATAR_REVIEW_STATUS = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const
export type AvatarReviewStatus = (typeof AVATAR_REVIEW_STATUS)[keyof typeof AVATAR_REVIEW_STATUS]
