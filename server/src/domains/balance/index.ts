/**
 * The balance domain (issue 17 item 7; spec 2.13 balance/*, 3.13, 7.3 Balance): withdrawals with
 * an SMS code and limits, reviewed by finance staff before the payout; rewards people claim into
 * their balance. Money moves on the commerce domain's double-entry ledger. Other domains use it
 * through this file (activities grant rewards with app.balance.grantReward).
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import balanceRoutes from './routes'

export { BalanceService, BALANCE_ACCOUNTS, BALANCE_MESSAGES, type Reward, type WithdrawalInput } from './service'
export { payoutProvider, SandboxPayouts, ManualPayouts, type PayoutProvider } from './payouts'

export default defineDomain({
  name: 'balance',
  migrations,
  plugin: fp(balanceRoutes, { name: 'balance' }),
  after: ['accounts', 'commerce'],
  endpoints: ['balance']
})
