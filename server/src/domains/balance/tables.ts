/** The balance tables (migration 0013_money), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface WithdrawalsTable {
  id: Generated<number>
  withdrawal_no: string
  user_id: number
  amount_fen: number
  channel: string
  payee_account: string
  payee_name: string
  state: string
  reason: string | null
  reviewer_id: number | null
  payout_txn: string | null
  created_at: number
  reviewed_at: number | null
}

export interface BalanceRedemptionsTable {
  id: Generated<number>
  user_id: number
  source: string
  source_ref: string
  title: string
  amount_fen: number
  state: string
  created_at: number
  expires_at: number
  redeemed_at: number | null
}

declare module '../../db/schema' {
  interface Database {
    withdrawals: WithdrawalsTable
    balance_redemptions: BalanceRedemptionsTable
  }
}
