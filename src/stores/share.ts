/**
 * Share state of spec 3.14 ("shareToken, shareBarcode, shareSct"): a visitor who opened a shared
 * report link. spec 6: "Share info comes from the share_barcode and share_token query";
 * spec 5: "Share info is used only when the share barcode is present and is not the text
 * undefined or null." Share mode sends the share token header (7.1) and hides the footer (6).
 */
import { create } from 'zustand'

export interface ShareInfo {
  shareToken: string
  shareBarcode: string
}

/** The share info a URL's query carries, or null when it carries none usable. */
export function shareInfoFromQuery(query: Record<string, string | undefined>): ShareInfo | null {
  const barcode = (query.share_barcode ?? '').trim()
  if (!barcode || barcode === 'undefined' || barcode === 'null') return null
  return { shareBarcode: barcode, shareToken: (query.share_token ?? '').trim() }
}

export interface ShareState {
  share: ShareInfo | null
  setShare(share: ShareInfo | null): void
}

export const useShareStore = create<ShareState>(set => ({
  share: null,
  setShare: share => set({ share })
}))

export function isShareMode(state: Pick<ShareState, 'share'> = useShareStore.getState()): boolean {
  return state.share !== null
}
