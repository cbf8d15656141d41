import { CODES, type BaseInfoModifiableData, type UserInfoData, type UserNameCheckData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, newName, newPhone } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

describe('user info and name (spec 2.11 /user/info, 5 Name, 7.2, 7.3 user_name_checker, base_info_modifiable)', () => {
  const t = useAccountsApp()

  const put = (token: string, body: unknown) => t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body, headers: auth(token) })
  const check = (name: string, headers: Record<string, string> = {}) => t.signed({ method: 'GET', url: ACCOUNTS.userNameChecker.path, query: { name }, headers })

  it('changes the name (normalised, trimmed) and the gradient avatar', async () => {
    const me = await t.signUp(newPhone(), newName())
    const res = await put(me.token, { name: '  新的  名字 ', avatar: { type: 'color', startColor: '#a8e063', endColor: '#56ab2f', key: 'forest' } })
    expect(json<UserInfoData>(res).data).toMatchObject({ userName: '新的 名字', avatar: { type: 'color', startColor: '#A8E063', endColor: '#56AB2F' } })
    expect(json<UserInfoData>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data.userName).toBe('新的 名字')
  })

  it('keeps its own name when saved again, and refuses names of others, sensitive words and bad input', async () => {
    const a = await t.signUp(newPhone(), 'Alice同学')
    const b = await t.signUp(newPhone(), newName())
    expect(json(await put(a.token, { name: 'Alice同学' })).code).toBe(0)
    expect(json(await put(b.token, { name: 'alice同学' }))).toMatchObject({ code: CODES.ARG_ERROR, message: '该昵称已被使用，请换一个', data: { fields: [{ field: 'name' }] } })
    expect(json(await put(b.token, { name: '官方客服' })).message).toBe('昵称包含敏感词，请重新输入')
    expect(json(await put(b.token, { name: '管 理-员' })).message).toBe('昵称包含敏感词，请重新输入')
    expect(json(await put(b.token, { name: '   ' })).message).toBe('请输入昵称')
    expect(json(await put(b.token, { name: 'a<script>' })).message).toBe('昵称只能包含中文、英文、数字、空格及 _ - · .')
    expect(json(await put(b.token, {})).code).toBe(CODES.ARG_ERROR)
    expect(json(await put(b.token, { name: 42 })).code).toBe(CODES.ARG_ERROR)
    expect(json(await put(b.token, { userState: 4 })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { name: '没登录' } })).code).toBe(CODES.SESSION_INVALID)
  })

  it('user_name_checker answers succeeded and the errors, first one first (spec 5)', async () => {
    const taken = newName('占用')
    const me = await t.signUp(newPhone(), taken)
    expect(json<UserNameCheckData>(await check('好名字')).data).toEqual({ succeeded: true, errors: [] })
    expect(json<UserNameCheckData>(await check(taken)).data).toEqual({ succeeded: false, errors: ['该昵称已被使用，请换一个'] })
    // one's own name is available to oneself
    expect(json<UserNameCheckData>(await check(taken, auth(me.token))).data.succeeded).toBe(true)
    expect(json<UserNameCheckData>(await check('')).data).toEqual({ succeeded: false, errors: ['请输入昵称'] })
    expect(json<UserNameCheckData>(await check('我是管理员')).data).toEqual({ succeeded: false, errors: ['昵称包含敏感词，请重新输入'] })
    expect(json<UserNameCheckData>(await check('!'.repeat(20))).data.errors).toEqual(['昵称不能超过16个字', '昵称只能包含中文、英文、数字、空格及 _ - · .'])
    expect(json<UserNameCheckData>(await check('一'.repeat(17))).data.errors).toEqual(['昵称不能超过16个字'])
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userNameChecker.path })).code).toBe(CODES.ARG_ERROR)
  })

  it('base_info_modifiable says what may change now', async () => {
    const me = await t.signUp(newPhone(), newName())
    const res = json<BaseInfoModifiableData>(await t.signed({ method: 'GET', url: ACCOUNTS.baseInfoModifiable.path, headers: auth(me.token) }))
    expect(res.data).toEqual({ name: { modifiable: true, reason: null }, avatar: { modifiable: true, reason: null } })
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.baseInfoModifiable.path })).code).toBe(CODES.SESSION_INVALID)
  })

  it('one user never reads another: user info is always the session owner', async () => {
    const a = await t.signUp(newPhone(), newName())
    const b = await t.signUp(newPhone(), newName())
    const res = await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, query: { userId: String(a.userId) }, headers: auth(b.token) })
    expect(json<UserInfoData>(res).data.userId).toBe(b.userId)
  })

  it('the account pages find their description configs (seeded, by key and by keys)', async () => {
    const one = json<{ key: string; contentType: string; content: string }>(await t.signed({ method: 'GET', url: '/proxy/common/descriptions/ACCOUNT_CANCEL_NOTICE' }))
    expect(one.data).toMatchObject({ key: 'ACCOUNT_CANCEL_NOTICE', contentType: 'HTML' })
    expect(one.data.content).toContain('冷静期')
    const many = json<{ list: Array<{ key: string; content: string }> }>(await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: ['SIGNIN_AGREEMENTS', 'ACCOUNT_CANCEL_NOTICE'] } }))
    expect(many.data.list.map(c => c.key)).toEqual(['SIGNIN_AGREEMENTS', 'ACCOUNT_CANCEL_NOTICE'])
    expect(JSON.parse(many.data.list[0].content)).toEqual([
      { title: '用户服务协议', url: '/protocol/service' },
      { title: '隐私政策', url: '/privacy' }
    ])
  })
})
