/**
 * The server state the mounted pages show, keyed: `['persons', 'person', id]`. Every component that
 * reads a key through useQuery shares one entry: one request for all of them, one answer, and
 * `invalidateQueries(prefix)` (load again) or `setQueryData(key, update)` (change in place) reaches
 * every page that shows it, e.g. an unread count in a tab bar and in a list at once.
 *
 * An entry lives while something shows it (the pages of the page stack stay mounted): the last
 * reader leaving drops it, so a page opened later loads afresh, as pages always have. Platform-free
 * (no browser globals): the same store runs in H5 and in the mini-program.
 */
import type { LoadState } from './loadState'

/** Plain values only: a key is compared by its JSON. Start with the area: `['lineage', 'surname', id]`. */
export type QueryKey = readonly (string | number | boolean | null | undefined | Record<string, unknown>)[]

interface Entry {
  key: QueryKey
  state: LoadState<unknown>
  load: () => Promise<unknown>
  /** the newest request; an older one's answer is dropped */
  seq: number
  inFlight: boolean
  listeners: Set<() => void>
}

const LOADING: LoadState<never> = { status: 'loading', data: null, error: null }

const hashOf = (key: QueryKey) => JSON.stringify(key)

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => hashOf([part]) === hashOf([key[i]]))
}

export function createQueryCache() {
  const entries = new Map<string, Entry>()

  function notify(entry: Entry) {
    for (const listener of [...entry.listeners]) listener()
  }

  function set(entry: Entry, state: LoadState<unknown>) {
    entry.state = state
    notify(entry)
  }

  /** Loads the entry again; what it showed stays on screen until the answer, unless `showLoading`. */
  function fetch(entry: Entry, showLoading: boolean) {
    const seq = ++entry.seq
    entry.inFlight = true
    if (showLoading || entry.state.status !== 'done') set(entry, LOADING)
    const current = () => entries.get(hashOf(entry.key)) === entry && entry.seq === seq
    entry.load().then(
      data => {
        if (!current()) return
        entry.inFlight = false
        set(entry, { status: 'done', data, error: null })
      },
      error => {
        if (!current()) return
        entry.inFlight = false
        set(entry, { status: 'failed', data: null, error })
      }
    )
  }

  return {
    /**
     * A reader arrives: the entry is made (or shared) and loaded, once for readers arriving together.
     * Returns the leaving function; the last reader leaving drops the entry.
     */
    subscribe(key: QueryKey, load: () => Promise<unknown>, listener: () => void): () => void {
      const hash = hashOf(key)
      let entry = entries.get(hash)
      if (!entry) {
        entry = { key, state: LOADING, load, seq: 0, inFlight: false, listeners: new Set() }
        entries.set(hash, entry)
      }
      entry.load = load
      entry.listeners.add(listener)
      if (!entry.inFlight) fetch(entry, false)
      const mine = entry
      return () => {
        mine.listeners.delete(listener)
        if (mine.listeners.size === 0 && entries.get(hash) === mine) entries.delete(hash)
      }
    },

    /** What the key shows now (loading when nothing reads it). */
    stateOf<T>(key: QueryKey): LoadState<T> {
      return (entries.get(hashOf(key))?.state ?? LOADING) as LoadState<T>
    },

    /** Loads the key again, showing 加载中… meanwhile (the error view's 重新加载). */
    reload(key: QueryKey): void {
      const entry = entries.get(hashOf(key))
      if (entry) fetch(entry, true)
    },

    /** Every shown key that starts with `prefix` loads again; its pages keep their data until the answer. */
    invalidateQueries(prefix: QueryKey): number {
      const hit = [...entries.values()].filter(e => startsWith(e.key, prefix))
      for (const entry of hit) fetch(entry, false)
      return hit.length
    },

    /** Changes a loaded key's data in place, on every page that shows it (no request). */
    setQueryData<T>(key: QueryKey, update: (data: T) => T): boolean {
      const entry = entries.get(hashOf(key))
      if (!entry || entry.state.status !== 'done') return false
      entry.seq++ // an answer already on its way is older than this change
      entry.inFlight = false
      set(entry, { status: 'done', data: update(entry.state.data as T), error: null })
      return true
    },

    /** The keys shown now (tests and diagnostics). */
    keys(): QueryKey[] {
      return [...entries.values()].map(e => e.key)
    },

    /** Forgets everything (signing out, between tests). */
    clear(): void {
      entries.clear()
    }
  }
}

export type QueryCache = ReturnType<typeof createQueryCache>

/** The app's one cache. */
export const queryCache = createQueryCache()
export const invalidateQueries = (prefix: QueryKey) => queryCache.invalidateQueries(prefix)
export const setQueryData = <T>(key: QueryKey, update: (data: T) => T) => queryCache.setQueryData(key, update)
