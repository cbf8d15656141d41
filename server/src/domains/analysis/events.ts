/**
 * The analysis domain's events (server/src/events): what the analysis pipeline publishes, and how
 * it follows the other domains.
 *
 *   relative.matched   a new relative found for a detection (both owners are told by the notifications domain)
 *
 * It queues an analysis when a sample enters `analysing` (the lab's upload or retry, an import),
 * matches relatives again when a person's relatives finding is turned on, and recomputes a report
 * after an upgrade. Each only queues the pipeline's own idempotent jobs. The subscribers keep the
 * names they had when the reports domain held the pipeline (`reports.…`): a subscriber's name is
 * recorded with each event it handled (outbox_handled) and in its queued deliveries' job ids.
 */
import { SAMPLE_STATES } from '@xungen/contracts'
import { subscribe } from '../../events'
import { recomputeReport } from './recompute'

declare module '../../events' {
  interface DomainEventTypes {
    'relative.matched': {
      detectionA: number
      detectionB: number
      totalCm: number
      label: string
      at: number
      /** both owners; `subscribe`: this run's first match for that account (one subscription message per person and run) */
      sides: Array<{ userId: number; detectionId: number; barcode: string; otherPersonId: number; subscribe: boolean }>
    }
  }
}

export const analyseOnAnalysing = subscribe('sample.state-changed', 'reports.analyse-sample', async (change, { app }) => {
  if (change.state === SAMPLE_STATES.ANALYSING && change.sampleId !== null) await app.analysis.enqueueAnalysis(change.sampleId)
})

export const matchOnRelativesOpened = subscribe('relatives.opened', 'reports.match-relatives', async (event, { app }) => {
  for (const id of event.detectionIds) await app.analysis.enqueueRelatives(id)
})

export const recomputeOnUpgrade = subscribe('detection.upgraded', 'reports.recompute-upgraded', async (event, { app }) => {
  await app.jobs.enqueue(recomputeReport, event, { jobId: `report-recompute-${event.detectionId}-${event.reason}` })
})
