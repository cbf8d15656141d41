/** spec 3.1: User, and the session of 3.14. */

/** spec 3.1: userState */
export const USER_STATE = {
  REGISTERED: 1,
  APP_GUEST: 2,
  /** messaging-app (WeChat) guest */
  WECHAT_GUEST: 3,
  /** registered; also shows logout */
  REGISTERED_WITH_LOGOUT: 4,
  UNKNOWN: -1
} as const
export type UserState = (typeof USER_STATE)[keyof typeof USER_STATE]

/** spec 6: "The logout link shows for states 1 and 4 outside the messaging app. Guest users (states 2, 3) see no logout link." */
export function isRegisteredState(state: UserState): boolean {
  return state === USER_STATE.REGISTERED || state === USER_STATE.REGISTERED_WITH_LOGOUT
}

/** spec 3.1: an avatar is an image url or a colour gradient */
export interface GradientAvatar {
  type: 'color'
  startColor: string
  endColor: string
}
export type Avatar = string | GradientAvatar

/** spec 3.1: default avatar options */
export interface DefaultAvatarOption {
  key: string
  startColor: string
  endColor: string
  type: 'color'
}

export interface User {
  id: number
  userId: number
  userName: string
  phoneNumber: string
  nationCode: string
  /** only on calls that carry a verification code (signup); never returned by the server */
  authCode?: string
  isWechat: boolean
  userState: UserState
  avatar: Avatar
  avatarUrl?: string
  equipmentId?: string
  deviceId?: string
  /** spec 5: "User info counts as present only if there is a user id and the check result has not succeeded." */
  checkResult?: { succeeded: boolean }
}

/** spec 3.1 and 7.2: upload response */
export interface UploadResult {
  uploadUrl: string
}

/** spec 3.14: Session (client state) */
export interface SessionState {
  authed: boolean
  deviceType: string
  appAlias: string
  token: string | null
  channel: string
  isGuest: boolean
  entryUrl: string
  env: string
  siteName: string
  userAgent: string
}

/** spec 3.14: client info (tracking, app bridge) */
export interface ClientInfo {
  browser?: string
  app?: string
  manufacturer?: string
  model?: string
  os?: string
  system_version?: string
  app_version?: string
  hot_patch?: string
}
