/** The persons domain's queue jobs (server/src/jobs). */
import { z } from 'zod'
import { defineJob } from '../../jobs'

/** Copies an archived raw file back to hot storage, recording progress; does nothing once it is back. */
export const thawRawData = defineJob({
  name: 'rawdata.thaw',
  payload: z.object({ rawFileId: z.number().int().positive() }),
  defaults: { attempts: 5, backoffMs: 5000 },
  run: (payload, { app }) => app.rawData.thaw(payload.rawFileId)
})
