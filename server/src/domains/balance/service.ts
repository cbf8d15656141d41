/**
 * The balance (spec 2.13 balance/*, 3.13, 7.3 Balance) on the commerce ledger. A person's money
 * is the credit-normal account user:<id>:balance; a withdrawal moves its sum to
 * user:<id>:withdrawing at once (so it can be neither spent twice nor withdrawn twice), then staff
 * of the finance role either pay it out (withdrawing → cash:payout) or refuse it (withdrawing →
 * balance: the money returns). Rewards (redemptions) wait until the person claims them
 * (expense:rewards → balance). Every movement is one ledger journal with a unique reference, in
 * the same transaction as the row that explains it.
 */
import { randomBytes } from 'crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import {
  CODES,
  REDEMPTION_STATE_LABELS,
  REDEMPTION_VALID_DAYS,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_STATE_LABELS,
  beijingDayStart,
  withdrawableFen,
  withdrawalAmountProblem,
  type BalanceAndLimit,
  type RedemptionState,
  type RedemptionView,
  type WithdrawalState,
  type WithdrawalView
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import { InsufficientBalance, LEDGER_ACCOUNTS, type Ledger } from '../commerce'
import type { PayoutProvider } from './payouts'
import type { BalanceRedemptionsTable, WithdrawalsTable } from './tables'
import './tables'

type Db = Kysely<Database> | Transaction<Database>
type WithdrawalRow = Selectable<WithdrawalsTable>
type RedemptionRow = Selectable<BalanceRedemptionsTable>

export const BALANCE_ACCOUNTS = {
  balance: LEDGER_ACCOUNTS.userBalance,
  withdrawing: (userId: number) => `user:${userId}:withdrawing`,
  rewards: 'expense:rewards',
  payout: (provider: string) => `cash:payout:${provider}`
} as const

export const BALANCE_MESSAGES = {
  overdrawn: '提现金额不能超过余额',
  settled: '该提现申请已处理',
  transferNo: '请填写支付宝转账单号',
  redeemed: '该奖励已领取',
  expired: '该奖励已过期'
} as const

const DAY = 86400_000

export interface WithdrawalInput {
  amountFen: number
  payeeAccount: string
  payeeName: string
}

export interface Reward {
  userId: number
  /** FISSION_REWARD, … */
  source: string
  /** unique: the same achievement never pays twice */
  sourceRef: string
  title: string
  amountFen: number
}

export class BalanceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly payouts: PayoutProvider,
    private readonly clock: () => number
  ) {}

  withdrawalView(r: WithdrawalRow): WithdrawalView {
    return {
      withdrawalNo: r.withdrawal_no,
      amountFen: Number(r.amount_fen),
      payeeAccount: r.payee_account,
      payeeName: r.payee_name,
      state: r.state as WithdrawalState,
      stateText: WITHDRAWAL_STATE_LABELS[r.state as WithdrawalState],
      reason: r.reason,
      createdAt: Number(r.created_at),
      reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at)
    }
  }

  redemptionView(r: RedemptionRow, now: number): RedemptionView {
    const state: RedemptionState = r.state === 'PENDING' && Number(r.expires_at) <= now ? 'EXPIRED' : (r.state as RedemptionState)
    return {
      id: r.id,
      title: r.title,
      source: r.source,
      amountFen: Number(r.amount_fen),
      state,
      stateText: REDEMPTION_STATE_LABELS[state],
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      redeemedAt: r.redeemed_at === null ? null : Number(r.redeemed_at)
    }
  }

  async balanceFen(userId: number, db: Db = this.db): Promise<number> {
    // 0 - x: an empty balance is 0, not -0
    return 0 - (await this.ledger.balance(db, BALANCE_ACCOUNTS.balance(userId)))
  }

  /** spec 7.3 balance_and_limit */
  async balanceAndLimit(userId: number, db: Db = this.db): Promise<BalanceAndLimit> {
    const now = this.clock()
    const balanceFen = await this.balanceFen(userId, db)
    const pendingFen = 0 - (await this.ledger.balance(db, BALANCE_ACCOUNTS.withdrawing(userId)))
    const today = await db
      .selectFrom('withdrawals')
      .select(['state', 'amount_fen'])
      .where('user_id', '=', userId)
      .where('created_at', '>=', beijingDayStart(now))
      .execute()
    const usedTodayFen = today.filter(w => w.state !== 'REFUSED').reduce((s, w) => s + Number(w.amount_fen), 0)
    return { balanceFen, pendingFen, withdrawableFen: withdrawableFen(balanceFen, usedTodayFen, today.length), usedTodayFen, countToday: today.length, limits: WITHDRAWAL_LIMITS }
  }

  /**
   * Places a withdrawal: the row and the hold of its sum, in one transaction. The hold is the
   * ledger's conditional update of the balance (it may not go below zero), so any number of
   * parallel withdrawals together never take more than the balance. `inTransaction` runs first
   * inside it (the SMS code is used up there: a rolled-back withdrawal leaves the code good).
   */
  async placeWithdrawal(userId: number, input: WithdrawalInput, inTransaction?: (trx: Transaction<Database>) => Promise<void>): Promise<WithdrawalView> {
    const now = this.clock()
    const state = await this.balanceAndLimit(userId)
    const problem = withdrawalAmountProblem(input.amountFen, state)
    if (problem) throw argError('amount', problem)
    const withdrawalNo = `W${serial(now)}`
    try {
      const row = await this.db.transaction().execute(async trx => {
        if (inTransaction) await inTransaction(trx)
        const inserted = await trx
          .insertInto('withdrawals')
          .values({ withdrawal_no: withdrawalNo, user_id: userId, amount_fen: input.amountFen, channel: 'ALIPAY', payee_account: input.payeeAccount.trim(), payee_name: input.payeeName.trim(), state: 'PENDING_REVIEW', reason: null, reviewer_id: null, payout_txn: null, created_at: now, reviewed_at: null })
          .returningAll()
          .executeTakeFirstOrThrow()
        await this.ledger.post(
          trx,
          `withdraw:${withdrawalNo}`,
          'WITHDRAW',
          [{ account: BALANCE_ACCOUNTS.balance(userId), amountFen: input.amountFen }, { account: BALANCE_ACCOUNTS.withdrawing(userId), amountFen: -input.amountFen }],
          now,
          { keepInCredit: [BALANCE_ACCOUNTS.balance(userId)] }
        )
        return inserted
      })
      return this.withdrawalView(row)
    } catch (err) {
      if (err instanceof InsufficientBalance) throw argError('amount', BALANCE_MESSAGES.overdrawn)
      throw err
    }
  }

  async withdrawals(userId: number): Promise<WithdrawalView[]> {
    const rows = await this.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()
    return rows.map(r => this.withdrawalView(r))
  }

  /** the finance console's list: waiting ones oldest first, settled ones newest first */
  async reviewList(state: WithdrawalState | undefined) {
    let q = this.db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .selectAll('w')
      .select(['u.name as user_name', 'u.phone as user_phone'])
    if (state) q = q.where('w.state', '=', state)
    const rows = await q.orderBy('w.created_at', state === 'PENDING_REVIEW' ? 'asc' : 'desc').limit(200).execute()
    return rows.map(r => ({ ...this.withdrawalView(r), userId: r.user_id, userName: r.user_name ?? '', phone: maskPhone(r.user_phone ?? '') }))
  }

  private async pending(trx: Transaction<Database>, withdrawalNo: string): Promise<WithdrawalRow> {
    const row = await trx.selectFrom('withdrawals').selectAll().where('withdrawal_no', '=', withdrawalNo).executeTakeFirst()
    if (!row) throw notFound('提现申请不存在')
    if (row.state !== 'PENDING_REVIEW') throw new AppError(CODES.ARG_ERROR, BALANCE_MESSAGES.settled)
    return row
  }

  /** one review decision: PENDING_REVIEW → to, conditional, so two staff clicking at once cannot both decide */
  private async decide(trx: Transaction<Database>, row: WithdrawalRow, to: WithdrawalState, changes: Partial<WithdrawalsTable>): Promise<void> {
    const r = await trx
      .updateTable('withdrawals')
      .set({ ...(changes as object), state: to })
      .where('id', '=', row.id)
      .where('state', '=', 'PENDING_REVIEW')
      .executeTakeFirst()
    if (Number(r.numUpdatedRows) !== 1) throw new AppError(CODES.ARG_ERROR, BALANCE_MESSAGES.settled)
  }

  async approve(staffId: number, withdrawalNo: string, transferNo?: string): Promise<WithdrawalView> {
    if (this.payouts.needsTransferNo && !transferNo) throw argError('transferNo', BALANCE_MESSAGES.transferNo)
    const now = this.clock()
    const row = await this.db.transaction().execute(async trx => {
      const w = await this.pending(trx, withdrawalNo)
      await this.decide(trx, w, 'PAID', { reviewer_id: staffId, reviewed_at: now })
      const amountFen = Number(w.amount_fen)
      // the transfer happens while the row is claimed: a failed transfer rolls the decision back
      const paid = await this.payouts.transfer({ withdrawalNo, payeeAccount: w.payee_account, payeeName: w.payee_name, amountFen, transferNo })
      await trx.updateTable('withdrawals').set({ payout_txn: paid.transferNo }).where('id', '=', w.id).execute()
      await this.ledger.post(trx, `payout:${withdrawalNo}`, 'PAYOUT', [{ account: BALANCE_ACCOUNTS.withdrawing(w.user_id), amountFen }, { account: BALANCE_ACCOUNTS.payout(this.payouts.name), amountFen: -amountFen }], now)
      return trx.selectFrom('withdrawals').selectAll().where('id', '=', w.id).executeTakeFirstOrThrow()
    })
    return this.withdrawalView(row)
  }

  /** a refused withdrawal returns its sum to the balance */
  async refuse(staffId: number, withdrawalNo: string, reason: string): Promise<WithdrawalView> {
    const now = this.clock()
    const row = await this.db.transaction().execute(async trx => {
      const w = await this.pending(trx, withdrawalNo)
      await this.decide(trx, w, 'REFUSED', { reviewer_id: staffId, reviewed_at: now, reason: reason.trim() })
      const amountFen = Number(w.amount_fen)
      await this.ledger.post(trx, `withdraw-refused:${withdrawalNo}`, 'WITHDRAW_REFUSED', [{ account: BALANCE_ACCOUNTS.withdrawing(w.user_id), amountFen }, { account: BALANCE_ACCOUNTS.balance(w.user_id), amountFen: -amountFen }], now)
      return trx.selectFrom('withdrawals').selectAll().where('id', '=', w.id).executeTakeFirstOrThrow()
    })
    return this.withdrawalView(row)
  }

  /** a reward to claim (activities call it inside their transaction); false when this source already paid one */
  async grantReward(trx: Db, reward: Reward): Promise<boolean> {
    if (!Number.isSafeInteger(reward.amountFen) || reward.amountFen <= 0) throw new Error(`a reward is a positive number of fen: ${reward.amountFen}`)
    const now = this.clock()
    const r = await trx
      .insertInto('balance_redemptions')
      .values({ user_id: reward.userId, source: reward.source, source_ref: reward.sourceRef, title: reward.title, amount_fen: reward.amountFen, state: 'PENDING', created_at: now, expires_at: now + REDEMPTION_VALID_DAYS * DAY, redeemed_at: null })
      .onConflict(oc => oc.column('source_ref').doNothing())
      .executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async redemptions(userId: number): Promise<RedemptionView[]> {
    const now = this.clock()
    const rows = await this.db.selectFrom('balance_redemptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()
    return rows.map(r => this.redemptionView(r, now))
  }

  /** spec 7.3 PUT redemptions/{id}: the reward goes into the balance, once */
  async redeem(userId: number, id: number): Promise<RedemptionView> {
    const now = this.clock()
    const row = await this.db.transaction().execute(async trx => {
      const r = await trx.selectFrom('balance_redemptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      if (!r) throw notFound('奖励不存在')
      if (r.state !== 'PENDING') throw new AppError(CODES.ARG_ERROR, BALANCE_MESSAGES.redeemed)
      if (Number(r.expires_at) <= now) throw new AppError(CODES.ARG_ERROR, BALANCE_MESSAGES.expired)
      const done = await trx.updateTable('balance_redemptions').set({ state: 'REDEEMED', redeemed_at: now }).where('id', '=', r.id).where('state', '=', 'PENDING').executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw new AppError(CODES.ARG_ERROR, BALANCE_MESSAGES.redeemed)
      const amountFen = Number(r.amount_fen)
      await this.ledger.post(trx, `reward:${r.id}`, 'REWARD', [{ account: BALANCE_ACCOUNTS.rewards, amountFen }, { account: BALANCE_ACCOUNTS.balance(userId), amountFen: -amountFen }], now)
      return trx.selectFrom('balance_redemptions').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow()
    })
    return this.redemptionView(row, now)
  }

  async audit() {
    const problems = await this.ledger.audit(this.db)
    const accounts = Number((await this.db.selectFrom('ledger_accounts').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const journals = Number((await this.db.selectFrom('ledger_journals').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    return { problems, accounts, journals }
  }
}

function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

/** 20 digits: the Beijing date and 12 random digits (not guessable, sortable by day) */
export function serial(now: number): string {
  const d = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
  return `${d}${BigInt('0x' + randomBytes(6).toString('hex')).toString().padStart(15, '0').slice(-12)}`
}
