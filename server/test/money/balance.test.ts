/**
 * The balance over HTTP (spec 2.13 balance/*, 3.13 Withdrawal, 7.3 Balance): a reward claimed
 * into the balance, balance and limits, a withdrawal with an SMS code of the account's own phone,
 * the finance console's review (approve: paid out; refuse: the money returns), and the refusals.
 */
import { CODES, WITHDRAWAL_LIMITS, type BalanceAndLimit, type RedemptionView, type WithdrawalView } from '@xungen/contracts'
import { BALANCE, COMMERCE } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'

describe('balance over HTTP', () => {
  let t: AccountsTestApp
  let user: { token: string; userId: number; phone: string }
  let other: { token: string; userId: number }
  let finance: { token: string; userId: number }
  beforeAll(async () => {
    t = await createAccountsApp()
    const phone = newPhone()
    user = { ...(await t.signUp(phone, newName('余额'))), phone }
    other = await t.signUp(newPhone(), newName('旁人'))
    finance = await t.signUp(newPhone(), newName('财务'))
    await t.app.db.insertInto('user_roles').values({ user_id: finance.userId, role: 'finance', created_at: t.now() }).execute()
  })
  afterAll(() => t.close())
  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, query?: Record<string, string>) =>
    t.signed({ method, url, body, query, headers: auth(token) }).then(res => json<T>(res))
  const reward = (userId: number, amountFen: number, ref: string) =>
    t.app.db.transaction().execute(trx => t.app.balance.grantReward(trx, { userId, source: 'TEST', sourceRef: ref, title: '测试奖励', amountFen }))

  it('a reward is claimed once into the balance; someone else cannot claim it', async () => {
    expect(await reward(user.userId, 3000, 'r-1')).toBe(true)
    expect(await reward(user.userId, 3000, 'r-1')).toBe(false)
    const list = await call<{ list: RedemptionView[] }>(user.token, 'GET', BALANCE.redemptions.path)
    expect(list.data.list).toMatchObject([{ amountFen: 3000, state: 'PENDING', stateText: '待领取' }])
    const id = list.data.list[0].id
    expect((await call(other.token, 'PUT', BALANCE.redeem.path.replace(':id', String(id)), { state: 'REDEEMED' })).code).toBe(CODES.NOT_FOUND)
    const claimed = await call<RedemptionView>(user.token, 'PUT', BALANCE.redeem.path.replace(':id', String(id)), { state: 'REDEEMED' })
    expect(claimed.data).toMatchObject({ state: 'REDEEMED' })
    expect((await call(user.token, 'PUT', BALANCE.redeem.path.replace(':id', String(id)), { state: 'REDEEMED' })).code).toBe(CODES.ARG_ERROR)
    expect((await call<{ result: number }>(user.token, 'GET', COMMERCE.currentBalance.path)).data.result).toBe(3000)
    const flows = await call<{ list: Array<{ amountFen: number; kind: string }> }>(user.token, 'GET', COMMERCE.balanceFlows.path, undefined, { page: '1', size: '10' })
    expect(flows.data.list).toMatchObject([{ amountFen: 3000, kind: 'REWARD' }])
  })

  it('withdraws with a code of the own phone; the sum is held, and finance staff pay it out', async () => {
    const before = await call<BalanceAndLimit>(user.token, 'GET', BALANCE.balanceAndLimit.path)
    expect(before.data).toMatchObject({ balanceFen: 3000, pendingFen: 0, withdrawableFen: 3000, countToday: 0, limits: WITHDRAWAL_LIMITS })
    const authCode = await t.sendCode(user.phone, 'withdraw', auth(user.token))
    const body = { authCode, payeeAccount: '13800138000', payeeName: '王小明', amount: 1200 }
    const placed = await call<WithdrawalView>(user.token, 'POST', BALANCE.withdraw.path, body)
    expect(placed.data).toMatchObject({ amountFen: 1200, state: 'PENDING_REVIEW', stateText: '审核中' })
    // the code was used up
    expect((await call(user.token, 'POST', BALANCE.withdraw.path, body)).code).toBe(CODES.ARG_ERROR)
    const after = await call<BalanceAndLimit>(user.token, 'GET', BALANCE.balanceAndLimit.path)
    expect(after.data).toMatchObject({ balanceFen: 1800, pendingFen: 1200, usedTodayFen: 1200, countToday: 1 })
    // the finance console: not there for others, the request for finance staff
    expect((await call(user.token, 'GET', BALANCE.financeWithdrawals.path)).code).toBe(CODES.NOT_FOUND)
    const queue = await call<{ list: Array<WithdrawalView & { userId: number; phone: string }> }>(finance.token, 'GET', BALANCE.financeWithdrawals.path, undefined, { state: 'PENDING_REVIEW' })
    expect(queue.data.list).toMatchObject([{ withdrawalNo: placed.data.withdrawalNo, userId: user.userId, payeeName: '王小明' }])
    expect(queue.data.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    const paid = await call<WithdrawalView>(finance.token, 'POST', BALANCE.approveWithdrawal.path.replace(':withdrawalNo', placed.data.withdrawalNo), {})
    expect(paid.data).toMatchObject({ state: 'PAID', stateText: '已到账' })
    expect((await call(finance.token, 'POST', BALANCE.refuseWithdrawal.path.replace(':withdrawalNo', placed.data.withdrawalNo), { reason: '晚了一步' })).code).toBe(CODES.ARG_ERROR)
    expect((await call<BalanceAndLimit>(user.token, 'GET', BALANCE.balanceAndLimit.path)).data).toMatchObject({ balanceFen: 1800, pendingFen: 0 })
    expect(await t.app.commerce.ledger.audit(t.app.db)).toEqual([])
  })

  it('a refused withdrawal returns the money to the balance', async () => {
    t.advance(121_000)
    const authCode = await t.sendCode(user.phone, 'withdraw', auth(user.token))
    const placed = await call<WithdrawalView>(user.token, 'POST', BALANCE.withdraw.path, { authCode, payeeAccount: 'wang@example.com', payeeName: '王小明', amount: 1000 })
    expect(placed.code).toBe(0)
    expect((await call<{ result: number }>(user.token, 'GET', COMMERCE.currentBalance.path)).data.result).toBe(800)
    const refused = await call<WithdrawalView>(finance.token, 'POST', BALANCE.refuseWithdrawal.path.replace(':withdrawalNo', placed.data.withdrawalNo), { reason: '收款账号与实名不符' })
    expect(refused.data).toMatchObject({ state: 'REFUSED', reason: '收款账号与实名不符' })
    expect((await call<{ result: number }>(user.token, 'GET', COMMERCE.currentBalance.path)).data.result).toBe(1800)
    const flows = await call<{ list: Array<{ amountFen: number; kind: string }> }>(user.token, 'GET', COMMERCE.balanceFlows.path)
    expect(flows.data.list.slice(0, 2)).toMatchObject([{ amountFen: 1000, kind: 'WITHDRAW_REFUSED' }, { amountFen: -1000, kind: 'WITHDRAW' }])
    const mine = await call<{ list: WithdrawalView[] }>(user.token, 'GET', BALANCE.withdrawals.path)
    expect(mine.data.list.map(w => w.state)).toEqual(['REFUSED', 'PAID'])
    const audit = await call<{ problems: string[]; journals: number }>(finance.token, 'GET', BALANCE.ledgerAudit.path)
    expect(audit.data.problems).toEqual([])
    expect(audit.data.journals).toBeGreaterThanOrEqual(4)
  })

  it('refuses an amount above the balance or below the minimum, a bad account or name, a wrong code', async () => {
    t.advance(121_000)
    const authCode = await t.sendCode(user.phone, 'withdraw', auth(user.token))
    const ok = { authCode, payeeAccount: '13800138000', payeeName: '王小明', amount: 1000 }
    const tooMuch = await call<{ fields: Array<{ field: string; message: string }> }>(user.token, 'POST', BALANCE.withdraw.path, { ...ok, amount: 1900 })
    expect(tooMuch).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ field: 'amount', message: '提现金额不能超过余额' }] } })
    expect((await call(user.token, 'POST', BALANCE.withdraw.path, { ...ok, amount: 999 })).code).toBe(CODES.ARG_ERROR)
    expect((await call(user.token, 'POST', BALANCE.withdraw.path, { ...ok, amount: 10.5 })).code).toBe(CODES.ARG_ERROR)
    expect((await call(user.token, 'POST', BALANCE.withdraw.path, { ...ok, payeeAccount: 'abc' })).code).toBe(CODES.ARG_ERROR)
    expect((await call(user.token, 'POST', BALANCE.withdraw.path, { ...ok, payeeName: 'Wang' })).code).toBe(CODES.ARG_ERROR)
    const wrong = await call<{ fields: Array<{ field: string }> }>(user.token, 'POST', BALANCE.withdraw.path, { ...ok, authCode: authCode === '000000' ? '111111' : '000000' })
    expect(wrong).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ field: 'authCode' }] } })
    // nothing was held by the refusals
    expect((await call<BalanceAndLimit>(user.token, 'GET', BALANCE.balanceAndLimit.path)).data.pendingFen).toBe(0)
    expect((await t.signed({ method: 'POST', url: BALANCE.withdraw.path, body: ok }).then(json)).code).toBe(CODES.SESSION_INVALID)
  })

  it('parallel requests with one code: one withdrawal, never more than the balance', async () => {
    t.advance(121_000)
    const authCode = await t.sendCode(user.phone, 'withdraw', auth(user.token))
    const results = await Promise.all(Array.from({ length: 6 }, () => call<WithdrawalView>(user.token, 'POST', BALANCE.withdraw.path, { authCode, payeeAccount: '13800138000', payeeName: '王小明', amount: 1000 })))
    expect(results.filter(r => r.code === 0)).toHaveLength(1)
    expect((await call<BalanceAndLimit>(user.token, 'GET', BALANCE.balanceAndLimit.path)).data).toMatchObject({ balanceFen: 800, pendingFen: 1000 })
  })

  it('the daily count is a limit: the fourth request of a day is refused', async () => {
    await reward(other.userId, 100000, 'r-other')
    const id = (await call<{ list: RedemptionView[] }>(other.token, 'GET', BALANCE.redemptions.path)).data.list[0].id
    await call(other.token, 'PUT', BALANCE.redeem.path.replace(':id', String(id)), { state: 'REDEEMED' })
    const otherPhone = (await t.app.accounts.users.findActiveById(other.userId))!.phone!
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const authCode = await t.sendCode(otherPhone, 'withdraw', auth(other.token))
      codes.push((await call(other.token, 'POST', BALANCE.withdraw.path, { authCode, payeeAccount: '13800138000', payeeName: '李四', amount: 1000 })).code)
    }
    expect(codes).toEqual([0, 0, 0, CODES.ARG_ERROR])
  })
  it('a lapsed reward cannot be claimed', async () => {
    await reward(user.userId, 500, 'r-lapse')
    t.advance(31 * 86400_000)
    // (the sessions lapsed too: the service is asked directly)
    const lapsed = (await t.app.balance.redemptions(user.userId)).find(r => r.amountFen === 500)!
    expect(lapsed.state).toBe('EXPIRED')
    await expect(t.app.balance.redeem(user.userId, lapsed.id)).rejects.toMatchObject({ code: CODES.ARG_ERROR, message: '该奖励已过期' })
  })
})
