/**
 * The query of a tab page in the mini-program. WeChat's switchTab takes no query (`/report?barcode=…`
 * would open the report tab without its barcode), so platform/router.weapp.ts keeps the query here,
 * per tab route, and the tab page reads it as its location (shell/useSpecLocation). A tab page stays
 * alive between visits: opening it again with another query changes what it shows. Memory only: a
 * query is the intent of one navigation, not a setting. On H5 a tab page is a URL like any other and
 * this store stays empty.
 */
import { create } from 'zustand'

export interface TabQueryState {
  /** route pattern of a tab page → the query it was last opened with ({} when opened without one) */
  queries: Record<string, Record<string, string>>
  open(pattern: string, query: Record<string, string>): void
}

export const useTabQuery = create<TabQueryState>(set => ({
  queries: {},
  open(pattern, query) {
    set(s => ({ queries: { ...s.queries, [pattern]: { ...query } } }))
  }
}))
