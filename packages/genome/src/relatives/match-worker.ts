import { workerData } from 'worker_threads'
import { ScanRequest, ScanResult, ShardData, ShardScanner } from './match-scan'
import { answerPoolRequests } from './worker-pool'

/**
 * Worker thread of a match index: holds one ShardScanner over the shared screen data and
 * answers scan requests ({ id, request }) with { id, result } or { id, error }.
 */
const scanner = new ShardScanner(workerData as ShardData)

answerPoolRequests<ScanRequest, ScanResult>(
  request => scanner.scan(request),
  () => scanner.close()
)
