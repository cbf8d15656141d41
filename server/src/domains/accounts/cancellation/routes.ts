/**
 * Account cancellation (spec 7.3 User group: account_cancel GET, DELETE, POST application, GET
 * application):
 *   GET    /proxy/user/account_cancel               status, the account's barcodes, cooling-off days
 *   DELETE /proxy/user/account_cancel               withdraw the pending application
 *   POST   /proxy/user/account_cancel/application   {type, barcodes, verifyCode}
 *   GET    /proxy/user/account_cancel/application   the latest application (or null)
 *   GET    /proxy/user/data_export                  all the account's data (dataExport.ts), a few a window
 * The deletion itself is the job account.delete (service.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { serve } from '../../../endpoints/serve'
import { CancellationService } from './service'
import { exportAccountData } from './dataExport'
import { CODES, DATA_EXPORT_PER_WINDOW, DATA_EXPORT_WINDOW_MS } from '@xungen/contracts'
import { AppError } from '../../../errors'
import { counterKey } from '../../../security/counters'

declare module 'fastify' {
  interface FastifyInstance {
    /** the cancellation rules (the sweep enqueues due deletions; tests run them with a moved clock) */
    cancellations: CancellationService
  }
}

async function cancellationRoutes(app: FastifyInstance) {
  const service = new CancellationService(app.db, app.accounts, app.jobs, app.storage, app.log)
  app.decorate('cancellations', service)
  app.accounts.addSweeper('due-cancellations', async () => void (await service.enqueueDue()))
  // crypto-shredding: with the account's key gone, its files are unreadable wherever copies are
  // and every <area>/users/<id>/ folder goes, whichever domain wrote it
  app.accounts.personalData.register({
    name: 'files',
    async delete({ userId, db, storage }) {
      await app.userKeys.destroy(userId, db)
      await storage.deleteOwner(userId)
    }
  })

  serve(app, ACCOUNTS.accountCancel, async request => service.status(request.session.user.id))
  serve(app, ACCOUNTS.accountCancelWithdraw, async request => service.withdraw(request.session.user.id))
  serve(app, ACCOUNTS.accountCancelApply, async request => service.apply(request.session.user.id, request.body))
  serve(app, ACCOUNTS.accountCancelApplication, async request => service.application(request.session.user.id))
  // the account's data export: the table sections and each area's registered section, a few a window
  serve(app, ACCOUNTS.accountDataExport, async request => {
    const userId = request.session.user.id
    const hit = await app.accounts.counters.hit(counterKey('data-export', String(userId)), DATA_EXPORT_WINDOW_MS)
    if (hit.count > DATA_EXPORT_PER_WINDOW) throw new AppError(CODES.TOO_MANY_REQUESTS)
    return { format: 'xungen-data-export' as const, version: 1 as const, userId, exportedAt: app.clock(), sections: (await exportAccountData(app.db, app.accounts.personalData, userId)) as never }
  })
}

// fastify-plugin: app.cancellations is visible to the whole app (operators' tools, tests)
export default fp(cancellationRoutes, { name: 'cancellation' })
