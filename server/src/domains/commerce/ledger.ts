/**
 * A double-entry ledger in integer fen. Every movement of money is a journal whose entries sum
 * to zero (debit positive, credit negative); each account keeps its balance, which always equals
 * the sum of its entries (the journal and the balance change in the caller's transaction).
 * A journal has a unique reference ("pay:<orderNo>", "refund:<refundNo>"): the same payment can
 * never be posted twice, whatever races happen above.
 *
 * Accounts:
 *   cash:<provider>      money held at a payment provider (asset, debit-normal)
 *   revenue:sales        what orders earned (credit-normal)
 *   revenue:test-purchases  what staff's 0.01 yuan test purchases took (kept out of sales)
 *   user:<id>:balance    a person's balance (liability, credit-normal: the person's figure is -balance)
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db'
import './tables'

type Db = Kysely<Database> | Transaction<Database>

export interface Posting {
  account: string
  amountFen: number
}

export const ACCOUNTS = {
  cash: (provider: string) => `cash:${provider}`,
  sales: 'revenue:sales',
  /** staff's test purchases (/buy/product-test): kept out of the sales figure */
  testPurchases: 'revenue:test-purchases',
  userBalance: (userId: number) => `user:${userId}:balance`
} as const

/** a posting would take an account that must stay in credit (a person's balance) below zero */
export class InsufficientBalance extends Error {
  constructor(readonly account: string) {
    super(`${account} would be overdrawn`)
    this.name = 'InsufficientBalance'
  }
}

export interface PostOptions {
  /**
   * Credit-normal accounts that must stay in credit (balance ≤ 0): a person's balance. Their
   * update is conditional on the result (… WHERE balance_fen + amount <= 0), so parallel
   * withdrawals cannot together take more than is there; a refused one throws
   * InsufficientBalance and the caller's transaction rolls back.
   */
  keepInCredit?: readonly string[]
}

export class Ledger {
  /**
   * Posts a journal; returns false (and changes nothing) when one with this reference exists.
   * Must run inside a transaction (trx) so that the journal, the entries and the balances land together.
   */
  async post(trx: Transaction<Database>, ref: string, kind: string, postings: readonly Posting[], now: number, options: PostOptions = {}): Promise<boolean> {
    if (!postings.length) throw new Error('a journal needs entries')
    let sum = 0
    for (const p of postings) {
      if (!Number.isSafeInteger(p.amountFen)) throw new Error(`ledger amounts are integer fen: ${p.amountFen}`)
      sum += p.amountFen
    }
    if (sum !== 0) throw new Error(`journal ${ref} does not balance (${sum})`)
    const journal = await trx.insertInto('ledger_journals').values({ ref, kind, created_at: now }).onConflict(oc => oc.column('ref').doNothing()).returning('id').executeTakeFirst()
    if (!journal) return false
    // accounts are touched in one global order (by code): a payment (cash, sales) and a refund
    // (sales, cash) running together would otherwise lock the two rows crosswise and deadlock
    for (const p of [...postings].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0))) {
      const accountId = await this.accountId(trx, p.account)
      await trx.insertInto('ledger_entries').values({ journal_id: journal.id, account_id: accountId, amount_fen: p.amountFen }).execute()
      let update = trx
        .updateTable('ledger_accounts')
        .set({ balance_fen: sql`balance_fen + ${p.amountFen}` })
        .where('id', '=', accountId)
      const guarded = options.keepInCredit?.includes(p.account) && p.amountFen > 0
      if (guarded) update = update.where(sql<number>`balance_fen + ${p.amountFen}`, '<=', 0)
      const r = await update.executeTakeFirst()
      if (guarded && Number(r.numUpdatedRows) !== 1) throw new InsufficientBalance(p.account)
    }
    return true
  }

  async accountId(db: Db, code: string): Promise<number> {
    const found = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst()
    if (found) return found.id
    await db.insertInto('ledger_accounts').values({ code }).onConflict(oc => oc.column('code').doNothing()).execute()
    return (await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id
  }

  async balance(db: Db, code: string): Promise<number> {
    const row = await db.selectFrom('ledger_accounts').select('balance_fen').where('code', '=', code).executeTakeFirst()
    return row ? Number(row.balance_fen) : 0
  }

  /** a person's balance as they see it (credit-normal liability): positive fen */
  async userBalance(db: Db, userId: number): Promise<number> {
    return -(await this.balance(db, ACCOUNTS.userBalance(userId)))
  }

  /** entries of an account, newest first (spec 7.3 Balance flows: page, size) */
  async flows(db: Db, code: string, page: number, size: number) {
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
      .select(['e.id', 'e.amount_fen', 'j.kind', 'j.ref', 'j.created_at'])
      .where('a.code', '=', code)
      .orderBy('e.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute()
  }

  /**
   * The invariants, for tests and the ops check: every journal sums to zero and every account's
   * balance equals the sum of its entries. Returns the violations (empty when sound).
   */
  async audit(db: Db): Promise<string[]> {
    const problems: string[] = []
    const journals = await db.selectFrom('ledger_entries').select(['journal_id', eb => eb.fn.sum<number>('amount_fen').as('s')]).groupBy('journal_id').execute()
    for (const j of journals) if (Number(j.s) !== 0) problems.push(`journal ${j.journal_id} sums to ${j.s}`)
    const accounts = await db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .select(['a.code', 'a.balance_fen', eb => eb.fn.coalesce(eb.fn.sum<number>('e.amount_fen'), sql<number>`0`).as('s')])
      .groupBy(['a.id', 'a.code', 'a.balance_fen'])
      .execute()
    for (const a of accounts) if (Number(a.balance_fen) !== Number(a.s)) problems.push(`account ${a.code} holds ${a.balance_fen} but its entries sum to ${a.s}`)
    return problems
  }
}
