/**
 * spec 2.20: "A failure to load a code chunk reloads the page, at most once a minute."
 * (H5 only: a new deployment removes old chunks from under an open page. The mini-program
 * downloads its packages whole; chunkReload.weapp.ts does nothing.)
 */

import { CHUNK_RELOAD_GUARD_MS } from '@xungen/contracts'
import { isChunkLoadError, shouldReload } from '@/lib/chunkReload'

export { CHUNK_RELOAD_GUARD_MS }
const KEY = 'xg:lastChunkReload'

export function installChunkReload(win: Window = window, now: () => number = Date.now): void {
  const onFailure = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return
    let last: number | null = null
    try {
      const raw = win.localStorage.getItem(KEY)
      last = raw ? Number(raw) : null
    } catch {
      // storage unavailable: still reload, the browser cache stops a loop within one visit
    }
    if (!shouldReload(last, now())) return
    try {
      win.localStorage.setItem(KEY, String(now()))
    } catch {
      // see above
    }
    win.location.reload()
  }
  win.addEventListener('unhandledrejection', e => onFailure((e as PromiseRejectionEvent).reason))
  win.addEventListener('error', e => onFailure((e as ErrorEvent).error ?? (e as ErrorEvent).message))
}
