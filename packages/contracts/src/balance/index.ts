/**
 * The balance (spec 2.13 balance/*, 3.13 "Withdrawal", "Balance flow", 7.3 Balance): rewards a
 * person earned (redemptions they claim), their flows, and withdrawals to an Alipay account that
 * staff of the finance role approve before the payout. Amounts are integer fen.
 *
 * spec 9 gives no withdrawal figures; the limits below are ours, stated on /balance/rule and
 * enforced by the server (the client checks them too, from the same function).
 */
import { yuanText } from '../commerce/money'

export const WITHDRAWAL_LIMITS = {
  /** the smallest withdrawal (a payout costs the company a fee; smaller sums stay in the balance) */
  minFen: 1000,
  /** the largest single withdrawal */
  maxPerWithdrawalFen: 200000,
  /** requests per person per day (Beijing time), refused ones included */
  dailyCount: 3,
  /** sum of requests per person per day, refused ones excluded */
  dailyFen: 500000
} as const

/** days a reward waits to be claimed before it lapses */
export const REDEMPTION_VALID_DAYS = 30

export const WITHDRAWAL_STATES = ['PENDING_REVIEW', 'PAID', 'REFUSED'] as const
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number]
export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = { PENDING_REVIEW: '审核中', PAID: '已到账', REFUSED: '未通过，已退回余额' }

export const REDEMPTION_STATES = ['PENDING', 'REDEEMED', 'EXPIRED'] as const
export type RedemptionState = (typeof REDEMPTION_STATES)[number]
export const REDEMPTION_STATE_LABELS: Record<RedemptionState, string> = { PENDING: '待领取', REDEEMED: '已领取', EXPIRED: '已过期' }

/** journal kinds as a person reads them in the flows */
export const BALANCE_FLOW_LABELS: Record<string, string> = {
  REWARD: '活动奖励',
  WITHDRAW: '提现',
  WITHDRAW_REFUSED: '提现未通过，退回',
  PAY: '支付',
  REFUND: '退款'
}

export interface BalanceAndLimit {
  /** what the person holds now */
  balanceFen: number
  /** being withdrawn (requests waiting for review) */
  pendingFen: number
  /** what a withdrawal may ask for now: the balance within today's limits */
  withdrawableFen: number
  usedTodayFen: number
  countToday: number
  limits: typeof WITHDRAWAL_LIMITS
}

/** today's room: the balance bounded by the single and daily limits (0 when the day's count is used) */
export function withdrawableFen(balanceFen: number, usedTodayFen: number, countToday: number): number {
  if (countToday >= WITHDRAWAL_LIMITS.dailyCount) return 0
  const room = Math.min(balanceFen, WITHDRAWAL_LIMITS.maxPerWithdrawalFen, WITHDRAWAL_LIMITS.dailyFen - usedTodayFen)
  return room >= WITHDRAWAL_LIMITS.minFen ? room : 0
}

/** why this amount cannot be withdrawn now (Chinese, for the amount field), or null */
export function withdrawalAmountProblem(amountFen: number, state: Pick<BalanceAndLimit, 'balanceFen' | 'usedTodayFen' | 'countToday'>): string | null {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '请输入提现金额'
  if (amountFen < WITHDRAWAL_LIMITS.minFen) return `单笔提现不能少于 ${yuanText(WITHDRAWAL_LIMITS.minFen)} 元`
  if (amountFen > state.balanceFen) return '提现金额不能超过余额'
  if (amountFen > WITHDRAWAL_LIMITS.maxPerWithdrawalFen) return `单笔提现不能超过 ${yuanText(WITHDRAWAL_LIMITS.maxPerWithdrawalFen)} 元`
  if (state.countToday >= WITHDRAWAL_LIMITS.dailyCount) return `每天最多提现 ${WITHDRAWAL_LIMITS.dailyCount} 次，请明天再试`
  if (state.usedTodayFen + amountFen > WITHDRAWAL_LIMITS.dailyFen) return `每天累计提现不能超过 ${yuanText(WITHDRAWAL_LIMITS.dailyFen)} 元`
  return null
}

/** an Alipay account: a mainland mobile number or an e-mail address */
export function payeeAccountProblem(account: string): string | null {
  const a = account.trim()
  if (!a) return '请填写支付宝账号'
  if (/^1\d{10}$/.test(a)) return null
  if (/^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,60}\.[A-Za-z]{2,10}$/.test(a)) return null
  return '支付宝账号应为手机号或邮箱'
}

/** the payee's real name as the Alipay account holds it: 2 to 20 Chinese characters (a middle dot allowed) */
export function payeeNameProblem(name: string): string | null {
  const n = name.trim()
  if (!n) return '请填写真实姓名'
  if (!/^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,18}[\u4e00-\u9fa5]$/.test(n)) return '请填写与支付宝实名一致的中文姓名'
  return null
}

/** Beijing day of a moment (the daily limits count by it) */
export function beijingDayStart(ms: number): number {
  const offset = 8 * 3600_000
  return Math.floor((ms + offset) / 86400_000) * 86400_000 - offset
}

export interface WithdrawalView {
  withdrawalNo: string
  amountFen: number
  payeeAccount: string
  payeeName: string
  state: WithdrawalState
  stateText: string
  reason: string | null
  createdAt: number
  reviewedAt: number | null
}

export interface RedemptionView {
  id: number
  title: string
  source: string
  amountFen: number
  state: RedemptionState
  stateText: string
  createdAt: number
  expiresAt: number
  redeemedAt: number | null
}

/** a masked account for lists (staff see it whole) */
export function maskAccount(account: string): string {
  const at = account.indexOf('@')
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`
  return account.length >= 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : '***'
}
