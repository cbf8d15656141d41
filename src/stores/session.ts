/**
 * The session of spec 4 ("Session"): the token, the signed-in user and their profile, the
 * anonymous id. The flows that change it (sign-in, sign-up, mini-program login, logout, the app
 * bridge's updateToken) live in src/features/account/store/session.ts; this store only holds state.
 *
 * - "Authed is true when a token exists."
 * - "Unauthenticating clears the user, token and cookie."
 * - "On user-info codes 1001, 1003 or 2102 the user is signed out and an anonymous id is reset."
 * - "An anonymous id is created when there is no token or in guest mode."
 * Lifetimes of spec 9: token 7 days, anonymous id 30 days.
 */
import { create } from 'zustand'
import { isGuestState, type UserInfoData } from '@xungen/contracts'
import { randomBytes } from '@/platform/random'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { uuidFromBytes } from '@/platform/uuid'

/** spec 9: token cookie 7 days (604800000 ms); anonymous user id cookie 30 days */
export const TOKEN_MAX_AGE_MS = 604_800_000
export const ANONYMOUS_ID_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const SESSION_KEYS = { token: 'token', anonymousId: 'anonymousId', user: 'sessionUser', profile: 'sessionProfile' } as const

/** What the guards need to know about the signed-in user (spec 3.1). */
export interface SessionUser {
  userId: string
  /** spec 3.1: 1 registered, 2 app guest, 3 messaging-app guest, 4 registered, -1 unknown */
  userState: number
  /** spec 2.18: the bind layout sends phoneless users to sign-in */
  hasPhone: boolean
}

/** What the guards and the header know from the user info (spec 3.1). */
export function sessionUserOf(info: Pick<UserInfoData, 'userId' | 'userState' | 'phoneNumber'>): SessionUser {
  return { userId: String(info.userId), userState: info.userState, hasPhone: Boolean(info.phoneNumber) }
}

export interface SessionState {
  token: string | null
  anonymousId: string | null
  user: SessionUser | null
  /** the user info of spec 3.1 as GET user/info last answered it (name, avatar, review, ...) */
  profile: UserInfoData | null
  /**
   * stores a new token (sign-in, app bridge updateToken) for 7 days, or until `expiresAt` (ms)
   * when the server gave an earlier end; the profile of another account is dropped
   */
  signIn(token: string, user?: SessionUser | null, expiresAt?: number): void
  setUser(user: SessionUser | null): void
  /** the user info of spec 3.1; also sets `user` */
  setProfile(profile: UserInfoData | null): void
  /** clears the user and token (and the token kept for the website) */
  signOut(): void
  /** creates an anonymous id when there is none; returns it */
  ensureAnonymousId(): Promise<string>
  /** replaces the anonymous id with a new one (after a forced sign-out) */
  resetAnonymousId(): Promise<string>
}

async function newAnonymousId(): Promise<string> {
  return uuidFromBytes(await randomBytes(16))
}

export const useSession = create<SessionState>((set, get) => ({
  token: readStored<string>(SESSION_KEYS.token),
  anonymousId: readStored<string>(SESSION_KEYS.anonymousId),
  user: readStored<SessionUser>(SESSION_KEYS.user),
  profile: readStored<UserInfoData>(SESSION_KEYS.profile),
  signIn(token, user = null, expiresAt) {
    const maxAge = expiresAt ? Math.max(0, Math.min(TOKEN_MAX_AGE_MS, expiresAt - Date.now())) : TOKEN_MAX_AGE_MS
    writeStored(SESSION_KEYS.token, token, maxAge)
    if (user) writeStored(SESSION_KEYS.user, user, maxAge)
    else removeStored(SESSION_KEYS.user)
    const profile = get().profile
    const keepProfile = profile && user && String(profile.userId) === user.userId ? profile : null
    if (!keepProfile) removeStored(SESSION_KEYS.profile)
    set({ token, user, profile: keepProfile })
  },
  setUser(user) {
    if (user) writeStored(SESSION_KEYS.user, user, TOKEN_MAX_AGE_MS)
    else removeStored(SESSION_KEYS.user)
    set({ user })
  },
  setProfile(profile) {
    if (!profile) {
      removeStored(SESSION_KEYS.profile)
      set({ profile: null })
      return
    }
    const user = sessionUserOf(profile)
    writeStored(SESSION_KEYS.profile, profile, TOKEN_MAX_AGE_MS)
    writeStored(SESSION_KEYS.user, user, TOKEN_MAX_AGE_MS)
    set({ profile, user })
  },
  signOut() {
    removeStored(SESSION_KEYS.token)
    removeStored(SESSION_KEYS.user)
    removeStored(SESSION_KEYS.profile)
    set({ token: null, user: null, profile: null })
  },
  async ensureAnonymousId() {
    const existing = get().anonymousId
    if (existing) return existing
    return get().resetAnonymousId()
  },
  async resetAnonymousId() {
    const id = await newAnonymousId()
    writeStored(SESSION_KEYS.anonymousId, id, ANONYMOUS_ID_MAX_AGE_MS)
    set({ anonymousId: id })
    return id
  }
}))

/** "Authed is true when a token exists." */
export function isAuthed(state: Pick<SessionState, 'token'> = useSession.getState()): boolean {
  return Boolean(state.token)
}

/** spec 6: guest users (app guest 2, messaging-app guest 3) are in guest mode. */
export function isGuestMode(state: Pick<SessionState, 'user'> = useSession.getState()): boolean {
  return isGuestState(state.user?.userState)
}
