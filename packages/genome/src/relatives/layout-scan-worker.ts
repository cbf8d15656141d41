import { parentPort } from 'worker_threads'
import { ScreenRequest, ScreenScanner } from './layout-scan'

/**
 * Worker thread of the layout index: screens ranges of any layout's shard (layout-scan.ts) and
 * answers { id, request } with { id, result } or { id, error }.
 */
const scanner = new ScreenScanner()

parentPort!.on('message', (msg: { id: number; request?: ScreenRequest; close?: boolean }) => {
  if (msg.close) {
    parentPort!.close()
    return
  }
  try {
    parentPort!.postMessage({ id: msg.id, result: scanner.scan(msg.request!) })
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).stack ?? String(e) })
  }
})
