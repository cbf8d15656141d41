/** invoice.send: make an invoice's PDF and e-mail it (idempotent: a sent invoice is left alone unless it was asked again). */
import { z } from 'zod'
import { defineJob } from '../../jobs'

export const sendInvoice = defineJob({
  name: 'invoice.send',
  payload: z.object({ invoiceId: z.number().int().positive() }),
  defaults: { attempts: 5, backoffMs: 60_000 },
  run: (payload, { app }) => app.invoices.send(payload.invoiceId)
})
