/**
 * The session flows of spec 4 against the real server: a session the server issued is kept with
 * its user info (loaded lazily once), logout ends it on the server and here with a new anonymous
 * id, a sign-out code signs out, and the app bridge's updateToken sets the 7-day cookie.
 */
import { CODES, USER_STATE, type SessionData } from '@xungen/contracts'
import { acceptAppToken, loadCurrentUser, logout, resetLoadedUser, startSession } from '@/features/account/store/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { useSession } from '@/stores/session'
import { newPhone, sentRequests, useRealServer } from '../helpers/realServer'

const server = useRealServer()

beforeEach(() => {
  useSession.getState().signOut()
  resetLoadedUser()
})

afterEach(() => jest.restoreAllMocks())

async function signUp(): Promise<SessionData> {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  return call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `会话${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
}

function infoCalls(): number {
  return sentRequests().filter(o => o.url.startsWith('/web/api/new/user/info') && o.method === 'GET').length
}

it('keeps the session the server issued and its user info; the info is loaded once and shared', async () => {
  const session = await signUp()
  const info = await startSession(session)
  expect(info?.userId).toBe(session.userId)
  const state = useSession.getState()
  expect(state.token).toBe(session.token)
  expect(state.user).toEqual({ userId: String(session.userId), userState: USER_STATE.REGISTERED, hasPhone: true })
  expect(state.profile?.userName).toMatch(/^会话/)
  const before = infoCalls()
  await Promise.all([loadCurrentUser(), loadCurrentUser(), loadCurrentUser()])
  expect(infoCalls()).toBe(before)
})

it('logout ends the session on the server too, and a new anonymous id follows', async () => {
  const session = await signUp()
  await startSession(session)
  const anonymousBefore = await useSession.getState().ensureAnonymousId()
  await logout()
  expect(useSession.getState().token).toBeNull()
  expect(useSession.getState().profile).toBeNull()
  expect(useSession.getState().anonymousId).not.toBe(anonymousBefore)
  // the token no longer works anywhere
  useSession.getState().signIn(session.token)
  await expect(call(ACCOUNTS.userInfo)).rejects.toMatchObject({ code: CODES.SESSION_REVOKED })
})

it('a sign-out code (1001) signs the user out and resets the anonymous id (spec 4)', async () => {
  useSession.getState().signIn('xg_' + 'a'.repeat(43), { userId: '1', userState: 1, hasPhone: true })
  const anonymousBefore = await useSession.getState().ensureAnonymousId()
  expect(await loadCurrentUser()).toBeNull()
  expect(useSession.getState().token).toBeNull()
  expect(useSession.getState().anonymousId).not.toBe(anonymousBefore)
})

it('updateToken of the app bridge keeps the token and asks the server for the 7-day cookie', async () => {
  const session = await signUp()
  await acceptAppToken(session.token)
  expect(useSession.getState().token).toBe(session.token)
  const cookieCall = sentRequests().find(o => o.url.startsWith('/proxy/user/token_cookie'))
  expect(cookieCall?.header.token).toBe(session.token)
  // a token the server does not know is refused (the bridge answers -1)
  await expect(acceptAppToken('xg_' + 'b'.repeat(43))).rejects.toBeInstanceOf(ApiError)
  expect(useSession.getState().token).toBeNull()
})
