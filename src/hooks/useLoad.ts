/**
 * The data of a page: loading, the value, or the failure (spec 8.2: a failed load shows the
 * error view with a way to try again). `reload()` loads again; an answer that arrives after a
 * newer load started, or after the component is gone, is dropped. Pages of the list, detail and
 * report-item kinds start from it (docs/adding-a-page.md); useQuery is the same with a key, shared
 * by every page that shows it and reachable by invalidateQueries / setQueryData.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/lib/loadState'

export type { LoadState } from '@/lib/loadState'

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null, error: null })
  const latest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = useCallback(() => {
    const id = ++latest.current
    setState({ status: 'loading', data: null, error: null })
    loadRef.current().then(
      data => { if (id === latest.current) setState({ status: 'done', data, error: null }) },
      error => { if (id === latest.current) setState({ status: 'failed', data: null, error }) }
    )
  }, [])

  useEffect(() => {
    run()
    return () => { latest.current++ }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  return { ...state, reload: run }
}
