/** spec 4 session and spec 9 lifetimes, on Taro's storage (H5 runtime). */
import Taro from '@tarojs/taro'
import { ANONYMOUS_ID_MAX_AGE_MS, SESSION_KEYS, TOKEN_MAX_AGE_MS, isAuthed, useSession } from '@/stores/session'
import { readStored, writeStored } from '@/platform/storage'

beforeEach(() => {
  window.localStorage.clear()
  useSession.setState({ token: null, anonymousId: null, user: null })
})

it('authed is true when a token exists; signing out clears user and token', () => {
  useSession.getState().signIn('tok', { userId: 'u', userState: 1, hasPhone: true })
  expect(isAuthed()).toBe(true)
  expect(readStored(SESSION_KEYS.token)).toBe('tok')
  useSession.getState().signOut()
  expect(isAuthed()).toBe(false)
  expect(useSession.getState().user).toBeNull()
  expect(readStored(SESSION_KEYS.token)).toBeNull()
})

it('the token lasts 7 days, the anonymous id 30 days (spec 9)', () => {
  expect(TOKEN_MAX_AGE_MS).toBe(604_800_000)
  expect(ANONYMOUS_ID_MAX_AGE_MS).toBe(30 * 86_400_000)
  const now = Date.now()
  writeStored('k', 'v', TOKEN_MAX_AGE_MS, now)
  expect(readStored('k', now + TOKEN_MAX_AGE_MS - 1)).toBe('v')
  expect(readStored('k', now + TOKEN_MAX_AGE_MS)).toBeNull()
  expect(Taro.getStorageSync('k')).toBe('') // an expired value is removed
})

it('an anonymous id is a random UUID, kept until it is reset', async () => {
  const id = await useSession.getState().ensureAnonymousId()
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(await useSession.getState().ensureAnonymousId()).toBe(id)
  const fresh = await useSession.getState().resetAnonymousId()
  expect(fresh).not.toBe(id)
  expect(readStored(SESSION_KEYS.anonymousId)).toBe(fresh)
})
