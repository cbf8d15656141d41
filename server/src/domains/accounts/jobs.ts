/** The accounts domain's queue jobs (server/src/jobs). */
import { z } from 'zod'
import { defineJob } from '../../jobs'

/**
 * Deletes a cancelled account's personal data once its cooling-off period is over (spec 3.14,
 * 4). The sweep enqueues it for every due application (CancellationService.enqueueDue); running
 * it again for the same application does nothing.
 */
export const deleteCancelledAccount = defineJob({
  name: 'account.delete',
  payload: z.object({ applicationId: z.number().int().positive() }),
  defaults: { attempts: 5, backoffMs: 30_000 },
  run: (payload, { app }) => app.cancellations.runDeletion(payload.applicationId)
})
