import { ScreenRequest, ScreenResponse, ScreenScanner } from './layout-scan'
import { answerPoolRequests } from './worker-pool'

/**
 * Worker thread of the layout index: screens ranges of any layout's shard (layout-scan.ts) and
 * answers { id, request } with { id, result } or { id, error }.
 */
const scanner = new ScreenScanner()

answerPoolRequests<ScreenRequest, ScreenResponse>(request => scanner.scan(request))
