/** The analysis domain's queue jobs (server/src/jobs): the analysis of a genotyped sample and relatives matching (report.recompute: recompute.ts). */
import { z } from 'zod'
import { defineJob } from '../../jobs'
import { ANALYSIS_ATTEMPTS } from './pipeline'

/**
 * Decrypts and analyses the raw file of a sample in state `analysing`, stores the result with
 * its versions and publishes (or holds) the report. Idempotent: a sample no longer analysing, or
 * a result already stored for the same file and versions, computes nothing more.
 */
export const analyseSample = defineJob({
  name: 'analysis.run',
  payload: z.object({ sampleId: z.number().int().positive() }),
  defaults: { attempts: ANALYSIS_ATTEMPTS, backoffMs: 2000 },
  run: (payload, { app, attempt }) => app.analysis.runAnalysisJob(payload.sampleId, attempt)
})

/** One detection's kit against every opted-in kit; replaces that detection's matches in one transaction. */
export const matchRelatives = defineJob({
  name: 'relatives.match',
  payload: z.object({ detectionId: z.number().int().positive() }),
  defaults: { attempts: 3, backoffMs: 2000 },
  run: async (payload, { app }) => void (await app.analysis.matchRelatives(payload.detectionId))
})
