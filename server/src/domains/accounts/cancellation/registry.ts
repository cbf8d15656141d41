/**
 * The personal-data registry: every domain that keeps a person's data registers here how to find
 * the account's samples (barcodes) and how to delete its data when the account is cancelled.
 * The accounts domains register their own (addresses, uploads, codes, sessions); later domains
 * (tested persons, genotypes and raw files, reports, messages, orders) add theirs:
 *
 *   app.accounts.personalData.register({
 *     name: 'persons',
 *     barcodes: async (userId, db) => [...],                 // optional
 *     delete: async ({ userId, db, storage }) => { ... },    // inside the deletion's transaction
 *     export: async (userId, db) => ({ ... })                 // optional: its section of the account's data export
 *   })
 *
 * delete() runs inside one database transaction with the other handlers and the account's
 * tombstone; files may be deleted from storage there too (deletion must be idempotent: a job that
 * failed halfway runs again).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db'
import type { FileStorage } from '../../../storage'

export interface PersonalDataContext {
  userId: number
  /** the account's phone before deletion (codes and outbox are kept by phone) */
  phone: { nationCode: string; phone: string } | null
  db: Transaction<Database>
  storage: FileStorage
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export interface AccountBarcode {
  barcode: string
  personName: string | null
}

export interface PersonalDataHandler {
  /** a short name for logs ("addresses", "persons") */
  name: string
  /** the samples this domain holds for the account: the cancellation lists them for confirmation */
  barcodes?(userId: number, db: Kysely<Database>): Promise<AccountBarcode[]>
  delete(context: PersonalDataContext): Promise<void>
  /** the account's data this domain keeps, as the account's data export gives it (GET /proxy/user/data_export) */
  export?(userId: number, db: Kysely<Database>): Promise<unknown>
  /** handlers (by name) this one must run before, whatever the order of registration: it reads rows they delete */
  before?: readonly string[]
}

export class PersonalDataRegistry {
  private readonly handlers: PersonalDataHandler[] = []

  register(handler: PersonalDataHandler): void {
    if (this.handlers.some(h => h.name === handler.name)) throw new Error(`personal data handler ${handler.name} is already registered`)
    // before the first registered handler it names, else last (a handler registered later that it names comes after it anyway)
    const at = this.handlers.findIndex(h => handler.before?.includes(h.name))
    if (at === -1) this.handlers.push(handler)
    else this.handlers.splice(at, 0, handler)
  }

  list(): readonly PersonalDataHandler[] {
    return this.handlers
  }

  /** every registered export, by handler name */
  async exportAll(userId: number, db: Kysely<Database>): Promise<Record<string, unknown>> {
    const sections: Record<string, unknown> = {}
    for (const h of this.handlers) if (h.export) sections[h.name] = await h.export(userId, db)
    return sections
  }

  async barcodes(userId: number, db: Kysely<Database>): Promise<AccountBarcode[]> {
    const all: AccountBarcode[] = []
    for (const h of this.handlers) if (h.barcodes) all.push(...(await h.barcodes(userId, db)))
    const seen = new Set<string>()
    return all.filter(b => (seen.has(b.barcode) ? false : (seen.add(b.barcode), true)))
  }
}
