/** The events of a sample's way through the laboratory (timeline.ts publishes them; server/src/events). */
import type { SampleState } from '@xungen/contracts'

/**
 * a sample's state change as the other domains read it; `at` is the change's time (the app's clock).
 * Ids only, no personal data: the outbox is not sealed, so a subscriber reads a name from the
 * person's sealed row when it needs one (notifications).
 */
export interface SampleStateChanged {
  detectionId: number
  barcode: string
  ownerUserId: number
  sampleId: number | null
  state: SampleState
  /** what the owner is told with the change (a sex review's conclusion) */
  ownerNote: string | null
  /** the detection's product type and source: a non-chip test's states read without DNA or chip */
  productType: string | null
  source: string | null
  at: number
}

declare module '../../events' {
  interface DomainEventTypes {
    'sample.state-changed': SampleStateChanged
    /** the report of a detection is out (analysed and published, or released by staff, or a non-chip result published) */
    'report.published': SampleStateChanged
    /** relatives finding was turned on for a person: these detections are matched again */
    'relatives.opened': { detectionIds: number[] }
  }
}
