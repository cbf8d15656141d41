import { AGREEMENTS, CODES, type AgreementsData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { CONSENT } from '@xungen/contracts/endpoints'

describe('agreements accepted (issue 12: consent users really give)', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp()
  })
  afterAll(() => t.close())

  const status = async (token: string) => json<AgreementsData>(await t.signed({ method: 'GET', url: CONSENT.agreements.path, headers: auth(token) }))
  const accept = (token: string, accepted: unknown) => t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted }, headers: auth(token) })

  it('a new account has the user agreement and the privacy policy pending until it accepts their current versions', async () => {
    const me = await t.signUp(newPhone(), newName())
    expect((await status(me.token)).data.pending).toEqual(['service', 'privacy'])
    const res = json<AgreementsData>(await accept(me.token, [{ document: 'service', version: AGREEMENTS.service.version }, { document: 'privacy', version: AGREEMENTS.privacy.version }]))
    expect(res.code).toBe(0)
    expect(res.data.pending).toEqual([])
    const privacy = res.data.list.find(d => d.document === 'privacy')!
    expect(privacy).toMatchObject({ version: AGREEMENTS.privacy.version, acceptedVersion: AGREEMENTS.privacy.version, acceptedAt: t.now(), path: '/protocol/privacy' })
    const rows = await t.app.db.selectFrom('consent_acceptances').selectAll().where('user_id', '=', me.userId).orderBy('id').execute()
    expect(rows.map(r => [r.document, r.version, Number(r.accepted_at)])).toEqual([
      ['service', AGREEMENTS.service.version, t.now()],
      ['privacy', AGREEMENTS.privacy.version, t.now()]
    ])
    // accepting the same version again records nothing new
    await accept(me.token, [{ document: 'service', version: AGREEMENTS.service.version }])
    expect(await t.app.db.selectFrom('consent_acceptances').selectAll().where('user_id', '=', me.userId).execute()).toHaveLength(2)
  })

  it('an outdated version is refused: the person must read the current text', async () => {
    const me = await t.signUp(newPhone(), newName())
    const res = json(await accept(me.token, [{ document: 'privacy', version: '2020-01-01' }]))
    expect(res).toMatchObject({ code: CODES.ARG_ERROR, message: '《隐私政策》已更新，请重新阅读后同意' })
  })

  it('a version accepted earlier than the current one leaves the document pending again (asked again at the next sign-in)', async () => {
    const me = await t.signUp(newPhone(), newName())
    await t.app.db.insertInto('consent_acceptances').values({ user_id: me.userId, document: 'privacy', version: '2025-01-01', accepted_at: t.now() - 1000, withdrawn_at: null }).execute()
    await accept(me.token, [{ document: 'service', version: AGREEMENTS.service.version }])
    const s = (await status(me.token)).data
    expect(s.pending).toEqual(['privacy'])
    expect(s.list.find(d => d.document === 'privacy')!.acceptedVersion).toBe('2025-01-01')
  })

  it('research use is opt-in and can be withdrawn; the user agreement cannot be withdrawn alone', async () => {
    const me = await t.signUp(newPhone(), newName())
    await accept(me.token, [{ document: 'research', version: AGREEMENTS.research.version }])
    expect((await status(me.token)).data.list.find(d => d.document === 'research')!.acceptedVersion).toBe(AGREEMENTS.research.version)
    const withdrawn = json<AgreementsData>(await t.signed({ method: 'DELETE', url: '/proxy/user/agreements/research', headers: auth(me.token) }))
    expect(withdrawn.data.list.find(d => d.document === 'research')!.acceptedVersion).toBeNull()
    expect(json(await t.signed({ method: 'DELETE', url: '/proxy/user/agreements/service', headers: auth(me.token) })).code).toBe(CODES.ARG_ERROR)
  })

  it('a document of a feature (the family tree) is accepted per version before the feature and never pending at sign-in; reunion consent is withdrawable', async () => {
    const me = await t.signUp(newPhone(), newName())
    await t.app.db.insertInto('consent_acceptances').values({ user_id: me.userId, document: 'familytree', version: '2025-01-01', accepted_at: t.now() - 1000, withdrawn_at: null }).execute()
    expect(await t.app.consent.accepted(me.userId, 'familytree')).toBe(false)
    const res = json<AgreementsData>(await accept(me.token, [{ document: 'familytree', version: AGREEMENTS.familytree.version }, { document: 'reunion', version: AGREEMENTS.reunion.version }]))
    expect(res.data.pending).not.toContain('familytree')
    expect(res.data.list.find(d => d.document === 'familytree')).toMatchObject({ acceptedVersion: AGREEMENTS.familytree.version, path: '/protocol/familytree' })
    expect(await t.app.consent.accepted(me.userId, 'familytree')).toBe(true)
    const withdrawn = json<AgreementsData>(await t.signed({ method: 'DELETE', url: '/proxy/user/agreements/reunion', headers: auth(me.token) }))
    expect(withdrawn.data.list.find(d => d.document === 'reunion')!.acceptedVersion).toBeNull()
    expect(json(await t.signed({ method: 'DELETE', url: '/proxy/user/agreements/community', headers: auth(me.token) })).code).toBe(CODES.ARG_ERROR)
  })

  it('needs a signed-in account', async () => {
    expect(json(await t.signed({ method: 'GET', url: CONSENT.agreements.path })).code).toBe(1001)
  })
})
