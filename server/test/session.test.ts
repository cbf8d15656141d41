import type { FastifyInstance } from 'fastify'
import { CODES } from '@xungen/contracts'
import { envelope } from '../src/plugins/errors'
import { json } from './helpers/app'
import { signedInUser, useTestApp } from './helpers/fixture'

let TOKEN = ''
let USER_ID = 0

async function sessionRoutes(app: FastifyInstance) {
  // the accounts domain registered the resolver; a user with a real session to resolve
  const user = await signedInUser(app)
  USER_ID = user.id
  TOKEN = user.token
  app.get('/proxy/test/session', async request => envelope({ ...request.session, token: request.session.token ? 'present' : null }))
  app.get('/proxy/test/me', { preHandler: app.requireUser }, async request => envelope({ userId: request.session.user!.id }))
}

describe('request.session: the hook point for accounts (spec 4 Session, spec 6)', () => {
  const t = useTestApp({ plugins: [sessionRoutes] })

  it('is anonymous without a token', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session' })
    expect(json(res).data).toEqual({ token: null, user: null, refusal: null, guest: false, sample: false, shareToken: null })
  })

  it('reads the token from the token header', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: TOKEN } })
    expect(json(res).data).toMatchObject({ token: 'present', user: { id: USER_ID, userState: 1 } })
  })

  it('reads the token from the token cookie when there is no header', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { cookie: `token=${TOKEN}` } })
    expect(json(res).data).toMatchObject({ token: 'present', user: { id: USER_ID } })
  })

  it('prefers the header over the cookie', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: 'tok_' + 'b'.repeat(40), cookie: `token=${TOKEN}` } })
    expect(json(res).data).toMatchObject({ token: 'present', user: null })
  })

  it('ignores a token that cannot be ours', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: 'short' } })
    expect(json(res).data).toMatchObject({ token: null, user: null })
  })

  it('reads guest, sample-report and share modes from their headers (spec 6)', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { 'guest-mode': '1', 'auth-sample': 'sample-report', 'share-token': 'shr123' } })
    expect(json(res).data).toMatchObject({ guest: true, sample: true, shareToken: 'shr123' })
    const other = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { 'auth-sample': 'yes' } })
    expect(json(other).data).toMatchObject({ sample: false })
  })

  it('refuses a signed-in route without a session with 1001 (the client signs out, spec 4)', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/me' })
    expect(res.statusCode).toBe(401)
    expect(json(res)).toEqual({ code: CODES.SESSION_INVALID, message: '登录状态已失效，请重新登录', data: null })
    const unknown = await t.signed({ method: 'GET', url: '/proxy/test/me', headers: { token: 'tok_' + 'c'.repeat(40) } })
    expect(json(unknown).code).toBe(CODES.SESSION_INVALID)
  })

  it('lets a valid session through', async () => {
    const res = await t.signed({ method: 'GET', url: '/proxy/test/me', headers: { token: TOKEN } })
    expect(json(res)).toEqual({ code: 0, message: '', data: { userId: USER_ID } })
  })

  it('accepts only one resolver', () => {
    expect(() => t.app.setSessionResolver(async () => null)).toThrow(/already registered/)
  })

  it('never writes the token into the logs', async () => {
    await t.signed({ method: 'GET', url: '/proxy/test/session', query: { token: TOKEN }, headers: { token: TOKEN, cookie: `token=${TOKEN}` } })
    expect(t.logText()).not.toContain(TOKEN)
  })

  it('carries the staff roles of the account, and a role taken away is gone from the next request', async () => {
    const now = Date.now()
    await t.app.db.insertInto('user_roles').values([{ user_id: USER_ID, role: 'lab', created_at: now }, { user_id: USER_ID, role: 'finance', created_at: now }]).execute()
    const res = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: TOKEN } })
    expect(json(res).data).toMatchObject({ user: { id: USER_ID, staffRoles: ['finance', 'lab'] } })
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', USER_ID).where('role', '=', 'lab').execute()
    const after = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: TOKEN } })
    expect(json(after).data).toMatchObject({ user: { staffRoles: ['finance'] } })
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', USER_ID).execute()
    const none = await t.signed({ method: 'GET', url: '/proxy/test/session', headers: { token: TOKEN } })
    expect(json(none).data).toMatchObject({ user: { staffRoles: [] } })
  })
})
