import { ScreenBatch, ScreenBatchResponse, ScreenScanner } from './layout-scan'
import { answerPoolRequests } from './worker-pool'

/**
 * Worker thread of the layout index: screens batches of ranges of any layouts' shards (layout-scan.ts) and
 * answers { id, request } with { id, result } or { id, error }.
 */
const scanner = new ScreenScanner()

answerPoolRequests<ScreenBatch, ScreenBatchResponse>(batch => scanner.scanBatch(batch))
