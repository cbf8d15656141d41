/**
 * spec 4: "The profile step appears when the user lacks info outside messaging-app, mini-program
 * and app, or when the user is in registration." spec 5: "User info counts as present only if
 * there is a user id and the check result has not succeeded."
 */
import { hasUserInfo, type DeviceContext, type UserInfoData } from '@xungen/contracts'

export interface ProfileStepInput {
  /** a token is held (spec 4: authed) */
  authed: boolean
  /** the user info, once loaded (before that nothing is known to be missing) */
  profile: Pick<UserInfoData, 'userId' | 'checkResult'> | null
  device: Pick<DeviceContext, 'kind'>
  /** the sign-up in progress */
  inRegistration?: boolean
}

/** Device contexts where the profile step is not asked for: the messaging app's browser, the mini-program, our apps. */
const WITHOUT_PROFILE_STEP = ['wechat', 'miniprogram', 'app']

export function needsProfileStep({ authed, profile, device, inRegistration }: ProfileStepInput): boolean {
  if (inRegistration) return true
  if (!authed || !profile) return false
  if (WITHOUT_PROFILE_STEP.includes(device.kind)) return false
  return !hasUserInfo(profile)
}

/** The account pages themselves are not covered by the step (a person must be able to sign in, out or reset). */
export function profileStepCovers(path: string): boolean {
  const p = path.toLowerCase()
  return !(p === '/auth' || p.startsWith('/auth/') || p === '/user/logout' || p === '/wechat/logout')
}
