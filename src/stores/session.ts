/**
 * The session of spec 4 ("Session"), minimal for now: the accounts work extends it with the
 * user profile, sign-in and the app bridge.
 *
 * - "Authed is true when a token exists."
 * - "Unauthenticating clears the user, token and cookie."
 * - "On user-info codes 1001, 1003 or 2102 the user is signed out and an anonymous id is reset."
 * - "An anonymous id is created when there is no token or in guest mode."
 * Lifetimes of spec 9: token 7 days, anonymous id 30 days.
 */
import { create } from 'zustand'
import { randomBytes } from '@/platform/random'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { uuidFromBytes } from '@/platform/uuid'

/** spec 9: token cookie 7 days (604800000 ms); anonymous user id cookie 30 days */
export const TOKEN_MAX_AGE_MS = 604_800_000
export const ANONYMOUS_ID_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const SESSION_KEYS = { token: 'token', anonymousId: 'anonymousId', user: 'sessionUser' } as const

/** What the guards need to know about the signed-in user (spec 3.1). */
export interface SessionUser {
  userId: string
  /** spec 3.1: 1 registered, 2 app guest, 3 messaging-app guest, 4 registered, -1 unknown */
  userState: number
  /** spec 2.18: the bind layout sends phoneless users to sign-in */
  hasPhone: boolean
}

export interface SessionState {
  token: string | null
  anonymousId: string | null
  user: SessionUser | null
  /** stores a new token (sign-in, app bridge updateToken) for 7 days */
  signIn(token: string, user?: SessionUser | null): void
  setUser(user: SessionUser | null): void
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
  signIn(token, user = null) {
    writeStored(SESSION_KEYS.token, token, TOKEN_MAX_AGE_MS)
    if (user) writeStored(SESSION_KEYS.user, user, TOKEN_MAX_AGE_MS)
    else removeStored(SESSION_KEYS.user)
    set({ token, user })
  },
  setUser(user) {
    if (user) writeStored(SESSION_KEYS.user, user, TOKEN_MAX_AGE_MS)
    else removeStored(SESSION_KEYS.user)
    set({ user })
  },
  signOut() {
    removeStored(SESSION_KEYS.token)
    removeStored(SESSION_KEYS.user)
    set({ token: null, user: null })
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
