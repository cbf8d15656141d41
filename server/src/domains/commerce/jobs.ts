/**
 * The commerce domain's scheduled work as a queue job (docs/adding-a-job.md): `commerce.orders.sweep`
 * cancels unpaid orders past their payment window (releasing their coupons) and fulfils paid
 * orders whose fulfilment did not finish (no kit in stock yet, a stopped process, an upgrade not
 * applied). Each run queues the next one ORDER_SWEEP_INTERVAL_SECONDS later under a job id of its
 * time slot, so several API processes or workers sharing Redis run one sweep per slot.
 */
import { z } from 'zod'
import { defineJob } from '../../jobs'

export const ORDER_SWEEP_JOB_ID = (slot: number) => `commerce-orders-sweep-${slot}`

export const sweepOrders = defineJob({
  name: 'commerce.orders.sweep',
  payload: z.object({ intervalSeconds: z.number().int().min(0).max(86_400) }),
  defaults: { attempts: 1 },
  run: async (payload, { app }) => {
    try {
      const expired = await app.commerce.orders.expireDue()
      const fulfilled = await app.commerce.orders.fulfilDue()
      if (expired || fulfilled) app.log.info({ expired, fulfilled }, 'orders swept')
    } finally {
      // the next sweep, whatever happened to this one (0: once only, as tests run it)
      if (payload.intervalSeconds > 0) await scheduleOrderSweep(app, payload.intervalSeconds).catch(err => app.log.warn({ err }, "next order sweep not queued (shutting down?)"))
    }
  }
})

export async function scheduleOrderSweep(app: { jobs: { enqueue: typeof import('../../jobs').Jobs.prototype.enqueue }; clock: () => number }, intervalSeconds: number): Promise<void> {
  const ms = intervalSeconds * 1000
  const slot = Math.floor(app.clock() / ms) + 1
  await app.jobs.enqueue(sweepOrders, { intervalSeconds }, { jobId: ORDER_SWEEP_JOB_ID(slot), delayMs: Math.max(0, slot * ms - app.clock()) })
}
