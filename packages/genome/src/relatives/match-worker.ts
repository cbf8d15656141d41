import { parentPort, workerData } from 'worker_threads'
import { ScanRequest, ShardData, ShardScanner } from './match-scan'

/**
 * Worker thread of a match index: holds one ShardScanner over the shared screen data and
 * answers scan requests ({ id, request }) with { id, result } or { id, error }.
 */
const scanner = new ShardScanner(workerData as ShardData)

parentPort!.on('message', (msg: { id: number; request?: ScanRequest; close?: boolean }) => {
  if (msg.close) {
    scanner.close()
    parentPort!.close()
    return
  }
  try {
    parentPort!.postMessage({ id: msg.id, result: scanner.scan(msg.request!) })
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).stack ?? String(e) })
  }
})
