/**
 * The balance calls (BALANCE in @xungen/contracts/endpoints): balance and limits, withdrawals
 * with an SMS code of the account's own phone (verifyType withdraw), rewards, and the finance
 * console's review (staff of the finance role; everyone else gets 404).
 */
import type { FastifyInstance } from 'fastify'
import { SMS_VERIFY_TYPES } from '@xungen/contracts'
import { BALANCE } from '@xungen/contracts/endpoints'
import { argError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { payoutProvider } from './payouts'
import { BalanceService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    balance: BalanceService
  }
}

export default async function balanceRoutes(app: FastifyInstance) {
  const payouts = payoutProvider({ ...process.env, NODE_ENV: app.config.env })
  const balance = new BalanceService(app.db, app.commerce.ledger, payouts, app.clock)
  app.decorate('balance', balance)

  serve(app, BALANCE.balanceAndLimit, async request => balance.balanceAndLimit(request.session.user.id))
  serve(app, BALANCE.withdraw, async request => {
    const userId = request.session.user.id
    const user = await app.accounts.users.findActiveById(userId)
    if (!user?.phone || !user.nation_code) throw argError('authCode', '请先绑定手机号')
    const b = request.body
    // the code is checked before anything is held, and used up inside the withdrawal's transaction
    const verified = await app.accounts.verification.verify({ nationCode: user.nation_code, phone: user.phone, purpose: SMS_VERIFY_TYPES.WITHDRAW, code: b.authCode, field: 'authCode' })
    return balance.placeWithdrawal(userId, { amountFen: b.amount, payeeAccount: b.payeeAccount, payeeName: b.payeeName }, trx => app.accounts.verification.consume(verified, 'authCode', trx))
  })
  serve(app, BALANCE.withdrawals, async request => ({ list: await balance.withdrawals(request.session.user.id) }))
  serve(app, BALANCE.redemptions, async request => ({ list: await balance.redemptions(request.session.user.id) }))
  serve(app, BALANCE.redeem, async request => balance.redeem(request.session.user.id, request.params.id))

  serve(app, BALANCE.financeWithdrawals, async request => ({ list: await balance.reviewList(request.query.state) }))
  serve(app, BALANCE.approveWithdrawal, async request => balance.approve(request.session.user.id, request.params.withdrawalNo, request.body.transferNo))
  serve(app, BALANCE.refuseWithdrawal, async request => balance.refuse(request.session.user.id, request.params.withdrawalNo, request.body.reason))
  serve(app, BALANCE.ledgerAudit, async () => balance.audit())

  app.accounts.personalData.register({
    name: 'balance',
    // withdrawals and the ledger are accounting records (kept by law); unclaimed rewards go
    async delete({ userId, db }) {
      await db.deleteFrom('balance_redemptions').where('user_id', '=', userId).where('state', '=', 'PENDING').execute()
    }
  })
}
