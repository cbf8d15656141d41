/**
 * Account cancellation (spec 2.11 /user/cancellation, 3.14, 4 "Account cancellation can be
 * applied and its status queried"). An application (with a code sent to the account's phone and
 * the account's barcodes ticked one by one) starts a cooling-off period
 * (ACCOUNT_CANCEL_COOLING_OFF_DAYS, 15 days by default, as Chinese apps do); the person may
 * withdraw it until then. When it ends, the job `account.delete` deletes the account's personal
 * data: every registered domain's data (registry.ts), addresses, uploads and their files, codes,
 * the sandbox outbox, and the user row becomes a tombstone without personal data (its id stays,
 * sessions answer 2102). The phone can register again at once.
 *
 * Due applications are found by the accounts sweep (every ACCOUNT_SWEEP_INTERVAL_SECONDS and at
 * start), not by a delayed job: a delay of weeks does not survive an in-process queue, and the
 * table is the truth either way. The job checks the application again before deleting anything.
 */
import type { Log } from '../../../log'
import type { Kysely } from 'kysely'
import {
  ACCOUNT_CANCEL_STATUS,
  CODES,
  SMS_VERIFY_TYPES,
  USER_STATE,
  type AccountCancelApplicationData,
  type AccountCancelStatusData,
  type AccountCancelType
} from '@xungen/contracts'
import type { ACCOUNTS, EndpointBody } from '@xungen/contracts/endpoints'
import { compactAfterPurge, type Database } from '../../../db'
import type { AccountCancellationsTable } from '../../../db/schema'
import { AppError, argError } from '../../../errors'
import type { Jobs } from '../../../jobs'
import type { FileStorage } from '../../../storage'
import type { Accounts } from '../core'
import { SESSION_REVOKE_REASONS } from '../auth/sessions'
import { AUTH_MESSAGES } from '../auth/service'
import { NO_PERSONAL_DATA, isUniqueViolation } from '../users/repository'
import { deleteCancelledAccount } from '../jobs'

const DAY_MS = 24 * 60 * 60 * 1000

export const CANCEL_MESSAGES = {
  alreadyApplied: '您已提交注销申请，请勿重复提交',
  nothingToWithdraw: '当前没有待处理的注销申请',
  confirmBarcodes: '请勾选账号下的全部样本编码，确认一并删除',
  unknownBarcode: '所选样本编码不属于当前账号'
} as const

type ApplicationRow = AccountCancellationsTable & { id: number }

function view(row: ApplicationRow): AccountCancelApplicationData {
  return {
    id: row.id,
    type: row.type as AccountCancelType,
    barcodes: JSON.parse(row.barcodes) as string[],
    status: row.status as AccountCancelApplicationData['status'],
    appliedAt: row.applied_at,
    deadline: row.deadline_at,
    withdrawnAt: row.withdrawn_at,
    completedAt: row.completed_at
  }
}

export class CancellationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: Accounts,
    private readonly jobs: Jobs,
    private readonly storage: FileStorage,
    private readonly log: Log
  ) {}

  private get coolingOffMs(): number {
    return this.accounts.config.cancellationCoolingOffDays * DAY_MS
  }

  private latest(userId: number): Promise<ApplicationRow | undefined> {
    return this.db.selectFrom('account_cancellations').selectAll().where('user_id', '=', userId).orderBy('applied_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst() as Promise<ApplicationRow | undefined>
  }

  /** GET account_cancel */
  async status(userId: number): Promise<AccountCancelStatusData> {
    const latest = await this.latest(userId)
    const pending = latest?.status === ACCOUNT_CANCEL_STATUS.PENDING ? latest : undefined
    return {
      status: pending ? 'PENDING' : 'NONE',
      application: pending ? view(pending) : null,
      barcodes: await this.accounts.personalData.barcodes(userId, this.db),
      coolingOffDays: this.accounts.config.cancellationCoolingOffDays
    }
  }

  /** GET account_cancel/application: the latest application, whatever its state, or null */
  async application(userId: number): Promise<AccountCancelApplicationData | null> {
    const latest = await this.latest(userId)
    return latest ? view(latest) : null
  }

  /** POST account_cancel/application */
  async apply(userId: number, body: EndpointBody<typeof ACCOUNTS.accountCancelApply>): Promise<AccountCancelApplicationData> {
    const user = await this.accounts.users.findActiveById(userId)
    if (!user) throw new AppError(CODES.SESSION_REVOKED)
    if (!user.phone || !user.nation_code) throw argError('verifyCode', AUTH_MESSAGES.noPhone)
    const pending = await this.latest(userId)
    if (pending?.status === ACCOUNT_CANCEL_STATUS.PENDING) throw argError('type', CANCEL_MESSAGES.alreadyApplied)
    // every barcode of the account, each once: the person confirms that each sample's data goes too
    const owned = new Set((await this.accounts.personalData.barcodes(userId, this.db)).map(b => b.barcode))
    const chosen = new Set(body.barcodes)
    if (chosen.size !== body.barcodes.length) throw argError('barcodes', CANCEL_MESSAGES.confirmBarcodes)
    for (const b of chosen) if (!owned.has(b)) throw argError('barcodes', CANCEL_MESSAGES.unknownBarcode)
    if (chosen.size !== owned.size) throw argError('barcodes', CANCEL_MESSAGES.confirmBarcodes)
    const verified = await this.accounts.verification.verify({ nationCode: user.nation_code, phone: user.phone, purpose: SMS_VERIFY_TYPES.ACCOUNT_CANCEL, code: body.verifyCode, field: 'verifyCode' })
    const now = this.accounts.clock()
    try {
      const id = await this.db.transaction().execute(async trx => {
        await this.accounts.verification.consume(verified, 'verifyCode', trx)
        const row = await trx
          .insertInto('account_cancellations')
          .values({ user_id: userId, type: body.type, barcodes: JSON.stringify([...chosen].sort()), status: ACCOUNT_CANCEL_STATUS.PENDING, applied_at: now, deadline_at: now + this.coolingOffMs, withdrawn_at: null, completed_at: null })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(row.id)
      })
      this.log.info({ userId, applicationId: id }, 'account cancellation applied')
      // a cooling-off period of 0 days deletes at the next sweep; run it now instead
      if (this.coolingOffMs === 0) await this.enqueueDue()
      return (await this.application(userId))!
    } catch (err) {
      // the partial unique index: a second application raced the first
      if (isUniqueViolation(err)) throw argError('type', CANCEL_MESSAGES.alreadyApplied)
      throw err
    }
  }

  /** DELETE account_cancel: withdraw the pending application before its deadline */
  async withdraw(userId: number): Promise<AccountCancelApplicationData> {
    const now = this.accounts.clock()
    const result = await this.db
      .updateTable('account_cancellations')
      .set({ status: ACCOUNT_CANCEL_STATUS.WITHDRAWN, withdrawn_at: now })
      .where('user_id', '=', userId)
      .where('status', '=', ACCOUNT_CANCEL_STATUS.PENDING)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw argError('status', CANCEL_MESSAGES.nothingToWithdraw)
    return (await this.application(userId))!
  }

  /** Enqueues the deletion of every application past its deadline (the sweep; tests call it with a moved clock). */
  async enqueueDue(): Promise<number> {
    const due = await this.db
      .selectFrom('account_cancellations')
      .select('id')
      .where('status', '=', ACCOUNT_CANCEL_STATUS.PENDING)
      .where('deadline_at', '<=', this.accounts.clock())
      .limit(1000)
      .execute()
    for (const row of due) await this.jobs.enqueue(deleteCancelledAccount, { applicationId: row.id }, { jobId: `account-delete-${row.id}` })
    return due.length
  }

  /** The job: deletes the account's personal data if the application is still pending and due. Idempotent. */
  async runDeletion(applicationId: number): Promise<void> {
    const application = (await this.db.selectFrom('account_cancellations').selectAll().where('id', '=', applicationId).executeTakeFirst()) as ApplicationRow | undefined
    if (!application || application.status !== ACCOUNT_CANCEL_STATUS.PENDING || application.deadline_at > this.accounts.clock()) return
    const userId = application.user_id
    const user = await this.accounts.users.findById(userId)
    const phone = user?.phone && user.nation_code ? { nationCode: user.nation_code, phone: user.phone } : null
    const now = this.accounts.clock()
    await this.db.transaction().execute(async trx => {
      for (const handler of this.accounts.personalData.list()) {
        await handler.delete({ userId, phone, db: trx, storage: this.storage, log: this.log })
      }
      if (phone) {
        await this.accounts.verification.deleteCodesOf(phone.nationCode, phone.phone, trx)
        await trx.deleteFrom('sms_outbox').where('nation_code', '=', phone.nationCode).where('phone', '=', phone.phone).execute()
      }
      await this.accounts.sessions.revokeAll(userId, SESSION_REVOKE_REASONS.ACCOUNT_CANCELLED, trx)
      // the tombstone: the id stays (other records may point at it), nothing about the person does
      await trx
        .updateTable('users')
        .set({
          ...NO_PERSONAL_DATA,
          is_wechat: 0,
          user_state: USER_STATE.UNKNOWN,
          profile_completed: 0,
          updated_at: now,
          deleted_at: now
        })
        .where('id', '=', userId)
        .execute()
      // the application is kept as the record that the deletion happened, without the barcodes
      await trx.updateTable('account_cancellations').set({ status: ACCOUNT_CANCEL_STATUS.COMPLETED, completed_at: now, barcodes: '[]' }).where('id', '=', applicationId).execute()
    })
    // nothing of the rows just deleted stays in the database file's free pages or its log
    await compactAfterPurge(this.db, ['users', 'sessions', 'sms_codes', 'sms_outbox', 'uploads', 'delivery_addresses', 'user_keys', 'consent_acceptances']).catch(err =>
      this.log.error({ err }, 'compacting the database after a deletion failed; it runs again after the next one')
    )
    this.log.info({ userId, applicationId }, 'account deleted after cancellation')
  }
}
