/**
 * The commerce domain's scheduled work (docs/adding-a-job.md, "Scheduled jobs"):
 * `commerce.orders.sweep` cancels unpaid orders past their payment window (releasing their
 * coupons) and fulfils paid orders whose fulfilment did not finish (no kit in stock yet, a
 * stopped process, an upgrade not applied). Scheduled every ORDER_SWEEP_INTERVAL_SECONDS under
 * one key, so several API processes or workers sharing Redis run one sweep per period. Each run
 * is idempotent (conditional state changes only).
 */
import { z } from 'zod'
import { defineJob } from '../../jobs'

export const ORDER_SWEEP_KEY = 'commerce-orders-sweep'

/** how often the order sweep runs (0 under test: tests run it themselves) */
export function orderSweepSeconds(env: NodeJS.ProcessEnv, appEnv: string): number {
  const raw = env.ORDER_SWEEP_INTERVAL_SECONDS
  if (raw === undefined) return appEnv === 'test' ? 0 : 60
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`ORDER_SWEEP_INTERVAL_SECONDS: a whole number of seconds, not ${raw}`)
  return n
}

export const sweepOrders = defineJob({
  name: 'commerce.orders.sweep',
  payload: z.object({}),
  defaults: { attempts: 1 },
  run: async (_payload, { app }) => {
    const expired = await app.commerce.orders.expireDue()
    const fulfilled = (await app.commerce.orders.fulfilDue()) + (await app.upgrades.applyDue())
    if (expired || fulfilled) app.log.info({ expired, fulfilled }, 'orders swept')
  }
})
