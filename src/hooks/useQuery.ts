/**
 * useLoad with a key (lib/queryCache): the same loading / value / failure and `reload()`, shared
 * by every component that reads the same key, and reached by `invalidateQueries(prefix)` and
 * `setQueryData(key, update)` from anywhere (a payment, a chat message, a notification).
 *
 *   const state = useQuery(['lineage', 'surname', id], () => call(LINEAGE.surname, { params: { id } }))
 *
 * The key says everything the load depends on (it replaces useLoad's deps).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { queryCache, type QueryKey } from '@/lib/queryCache'
import type { LoadState } from './useLoad'

export type { QueryKey } from '@/lib/queryCache'
export { invalidateQueries, setQueryData } from '@/lib/queryCache'

export function useQuery<T>(key: QueryKey, load: () => Promise<T>): LoadState<T> & { reload: () => void } {
  const hash = JSON.stringify(key)
  const keyRef = useRef(key)
  keyRef.current = key
  const loadRef = useRef(load)
  loadRef.current = load

  const subscribe = useCallback(
    (listener: () => void) => queryCache.subscribe(keyRef.current, () => loadRef.current(), listener),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash]
  )
  const snapshot = useCallback(() => queryCache.stateOf<T>(keyRef.current), [hash]) // eslint-disable-line react-hooks/exhaustive-deps
  const state = useSyncExternalStore(subscribe, snapshot, snapshot)
  const reload = useCallback(() => queryCache.reload(keyRef.current), [])
  return { ...state, reload }
}
