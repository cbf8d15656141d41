/**
 * The balance endpoints (spec 2.13 balance/*, 3.13 "Withdrawal", 7.3 Balance: balance_and_limit,
 * POST withdrawals, redemptions GET and PUT {id}) and the finance console's review of
 * withdrawals (/ops/finance, staff of the finance role). current_balance and flows are declared
 * with the commerce calls (COMMERCE.currentBalance, COMMERCE.balanceFlows).
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'
import {
  REDEMPTION_STATES,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_STATES,
  payeeAccountProblem,
  payeeNameProblem,
  type BalanceAndLimit,
  type RedemptionView,
  type WithdrawalView
} from '../../balance'

const fen = z.int().check(z.gte(0))
const text = (max: number) => safeText().check(z.maxLength(max))
export const withdrawalNoSchema = z.string().check(z.regex(/^W\d{20}$/, '提现单号格式不正确'))

export const withdrawalViewSchema: z.ZodMiniType<WithdrawalView> = z.object({
  withdrawalNo: z.string(),
  amountFen: fen,
  payeeAccount: z.string(),
  payeeName: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  stateText: z.string(),
  reason: z.nullable(z.string()),
  createdAt: z.number(),
  reviewedAt: z.nullable(z.number())
})

export const redemptionViewSchema: z.ZodMiniType<RedemptionView> = z.object({
  id: z.int(),
  title: z.string(),
  source: z.string(),
  amountFen: fen,
  state: z.enum(REDEMPTION_STATES),
  stateText: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  redeemedAt: z.nullable(z.number())
})

const limitsSchema = z.object({ minFen: z.literal(WITHDRAWAL_LIMITS.minFen), maxPerWithdrawalFen: z.literal(WITHDRAWAL_LIMITS.maxPerWithdrawalFen), dailyCount: z.literal(WITHDRAWAL_LIMITS.dailyCount), dailyFen: z.literal(WITHDRAWAL_LIMITS.dailyFen) })
export const balanceAndLimitSchema: z.ZodMiniType<BalanceAndLimit> = z.object({
  balanceFen: fen,
  pendingFen: fen,
  withdrawableFen: fen,
  usedTodayFen: fen,
  countToday: z.int(),
  limits: limitsSchema
})

/** spec 3.13 Withdrawal: authCode, payeeAccount, payeeName, amount (fen) */
export const withdrawalBodySchema = z.object({
  authCode: text(8).check(z.minLength(1, '请输入验证码')),
  payeeAccount: text(100).check(z.refine(v => payeeAccountProblem(v) === null, '支付宝账号应为手机号或邮箱')),
  payeeName: text(20).check(z.refine(v => payeeNameProblem(v) === null, '请填写与支付宝实名一致的中文姓名')),
  amount: z.int('提现金额以分为单位').check(z.gte(WITHDRAWAL_LIMITS.minFen, '单笔提现不能少于 10.00 元'), z.lte(WITHDRAWAL_LIMITS.maxPerWithdrawalFen, '单笔提现不能超过 2000.00 元'))
})

const staffWithdrawalSchema = z.intersection(withdrawalViewSchema, z.object({ userId: z.int(), userName: z.string(), phone: z.string() }))
const FINANCE = { staff: ['finance'] } as const

export const BALANCE = {
  balanceAndLimit: endpoint({
    method: 'GET',
    path: '/proxy/balance/balance_and_limit',
    auth: 'user',
    summary: "The user's balance, what is being withdrawn, and what may be withdrawn today within the limits",
    response: balanceAndLimitSchema,
    codes: []
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/proxy/balance/withdrawals',
    auth: 'user',
    summary: 'Ask to withdraw part of the balance to an Alipay account, with an SMS code (verifyType withdraw); the sum is held until finance staff review it',
    body: withdrawalBodySchema,
    response: withdrawalViewSchema,
    codes: []
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/proxy/balance/withdrawals',
    auth: 'user',
    summary: "The user's withdrawals, newest first",
    response: z.object({ list: z.array(withdrawalViewSchema) }),
    codes: []
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/proxy/balance/redemptions',
    auth: 'user',
    summary: "The user's rewards: waiting to be claimed, claimed or lapsed",
    response: z.object({ list: z.array(redemptionViewSchema) }),
    codes: []
  }),
  redeem: endpoint({
    method: 'PUT',
    path: '/proxy/balance/redemptions/:id',
    auth: 'user',
    summary: 'Claim a reward into the balance (once)',
    params: z.object({ id: z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1))) }),
    body: z.object({ state: z.literal('REDEEMED', '只能领取奖励') }),
    response: redemptionViewSchema,
    codes: [404]
  }),
  financeWithdrawals: endpoint({
    method: 'GET',
    path: '/proxy/ops/finance/withdrawals',
    auth: FINANCE,
    summary: 'Withdrawals for review (finance staff), oldest waiting first',
    query: z.object({ state: z.optional(z.enum(WITHDRAWAL_STATES)) }),
    response: z.object({ list: z.array(staffWithdrawalSchema) }),
    codes: []
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/proxy/ops/finance/withdrawals/:withdrawalNo/approve',
    auth: FINANCE,
    summary: 'Approve a withdrawal: the payout is made (PAYOUT_PROVIDER=manual: staff made the Alipay transfer and give its number) and the held sum leaves the ledger',
    params: z.object({ withdrawalNo: withdrawalNoSchema }),
    body: z.object({ transferNo: z.optional(text(64).check(z.regex(/^[A-Za-z0-9_-]{6,64}$/, '转账单号格式不正确'))) }),
    response: withdrawalViewSchema,
    codes: [404]
  }),
  refuseWithdrawal: endpoint({
    method: 'POST',
    path: '/proxy/ops/finance/withdrawals/:withdrawalNo/refuse',
    auth: FINANCE,
    summary: 'Refuse a withdrawal with a reason: the held sum returns to the balance',
    params: z.object({ withdrawalNo: withdrawalNoSchema }),
    body: z.object({ reason: text(100).check(z.minLength(2, '请填写拒绝原因')) }),
    response: withdrawalViewSchema,
    codes: [404]
  }),
  ledgerAudit: endpoint({
    method: 'GET',
    path: '/proxy/ops/finance/ledger/audit',
    auth: FINANCE,
    summary: 'The ledger invariants checked now: every journal sums to zero, every balance equals its entries',
    response: z.object({ problems: z.array(z.string()), accounts: z.int(), journals: z.int() }),
    codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { balance: BALANCE } as const
