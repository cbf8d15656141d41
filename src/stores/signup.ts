/**
 * The sign-up in progress (spec 4, "Sign-up profile flow"): the phone proven by its code (from
 * the sign-in page, or the sign-up page's own first step), then the name of step 1 and the avatar
 * of step 2. Kept in memory only: a verification code is not written to storage, so a reload
 * starts again with the phone.
 */
import { create } from 'zustand'
import type { Avatar, AvatarReviewStatus } from '@xungen/contracts'

export interface VerifiedPhone {
  phoneNumber: string
  nationCode: string
  authCode: string
}

export interface SignupDraftState {
  phone: VerifiedPhone | null
  name: string
  avatar: Avatar | null
  avatarReview: AvatarReviewStatus | null
  /** a new proven phone starts a new draft */
  start(phone: VerifiedPhone): void
  setName(name: string): void
  setAvatar(avatar: Avatar, review: AvatarReviewStatus | null): void
  /** the code was refused (expired, used): the phone must be proven again; name and avatar stay */
  forgetCode(): void
  clear(): void
}

const empty = { phone: null, name: '', avatar: null, avatarReview: null }

export const useSignupDraft = create<SignupDraftState>(set => ({
  ...empty,
  start: phone => set({ ...empty, phone }),
  setName: name => set({ name }),
  setAvatar: (avatar, avatarReview) => set({ avatar, avatarReview }),
  forgetCode: () => set(s => ({ phone: null, avatar: typeof s.avatar === 'string' ? null : s.avatar, avatarReview: typeof s.avatar === 'string' ? null : s.avatarReview })),
  clear: () => set(empty)
}))
