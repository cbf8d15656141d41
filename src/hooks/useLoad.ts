/**
 * The data of a page: loading, the value, or the failure (spec 8.2: a failed load shows the
 * error view with a way to try again). `reload()` loads again; an answer that arrives after a
 * newer load started, or after the component is gone, is dropped. Pages of the list, detail and
 * report-item kinds start from it (docs/adding-a-page.md); useQuery is the same with a key, shared
 * by every page that shows it and reachable by invalidateQueries / setQueryData.
 *
 * The load starts as soon as the component is in the document (a layout effect), and an answer
 * that comes within the same task (the HTML's first answers, platform/bootAnswers.ts, need no
 * network) is rendered at once (platform/renderNow.ts): the browser then lays out and paints the
 * page with its data, never the loading view first (issue 31: one layout and one paint less
 * before a report page's text).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { LoadState } from '@/lib/loadState'
import { renderNow } from '@/platform/renderNow'

export type { LoadState } from '@/lib/loadState'

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null, error: null })
  const latest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = useCallback(() => {
    const id = ++latest.current
    // the first load finds the state loading already: no render for it
    setState(s => (s.status === 'loading' ? s : { status: 'loading', data: null, error: null }))
    // still the task the load started in: its answer needed no network
    let sameTask = true
    const later = setTimeout(() => (sameTask = false), 0)
    const settle = (next: LoadState<T>) => {
      clearTimeout(later)
      if (id !== latest.current) return
      if (sameTask) renderNow(() => setState(next))
      else setState(next)
    }
    loadRef.current().then(
      data => settle({ status: 'done', data, error: null }),
      error => settle({ status: 'failed', data: null, error })
    )
  }, [])

  useLayoutEffect(() => {
    run()
    return () => { latest.current++ }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  return { ...state, reload: run }
}
