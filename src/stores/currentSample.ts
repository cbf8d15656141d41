/**
 * The tested person the report area shows (spec 4 "Choosing a barcode", 2.16; issue 21): one piece of
 * state that every report page reads through hooks/useSelectedBarcode (the URL's `barcode` wins where
 * there is one). The person switcher of the report layout writes it; a choice made there, or a report
 * opened by its barcode, is kept as the website's barcode cookie is (spec 9: 604800 s), in storage on
 * both targets, with the account it belongs to: another account signing in on the same phone does not
 * inherit it. Without a choice the report area shows the account's latest report (the card fills in
 * who that is, without keeping it).
 */
import { create } from 'zustand'
import { BARCODE_COOKIE_MAX_AGE_SECONDS } from '@xungen/contracts'
import { readStored, removeStored, writeStored } from '@/platform/storage'

const KEY = 'barcode'
const OWNER_KEY = 'barcodeOwner'

interface StoredChoice {
  userId: string
  personId: number | null
}

export interface CurrentSampleState {
  barcode: string | null
  personId: number | null
  /** the account the barcode was chosen by (null: not chosen by anyone yet) */
  userId: string | null
  /** true when a person chose it (switcher, a report opened by barcode); false for the default the card filled in */
  chosen: boolean
  /** a person chose this tested person: kept for 7 days, for this account */
  choose(barcode: string | null, personId: number | null, userId: string | null): void
  /** who the report shows without a choice (the account's latest report): shown, not kept */
  showDefault(barcode: string | null, personId: number | null, userId: string | null): void
  forgetStored(): void
}

export function storedBarcode(userId: string | null): string | null {
  const barcode = readStored<string>(KEY)
  const owner = readStored<StoredChoice>(OWNER_KEY)
  return barcode && userId && owner?.userId === userId ? barcode : null
}

function initial(): Pick<CurrentSampleState, 'barcode' | 'personId' | 'userId' | 'chosen'> {
  const barcode = readStored<string>(KEY)
  const owner = readStored<StoredChoice>(OWNER_KEY)
  if (!barcode || !owner) return { barcode: null, personId: null, userId: null, chosen: false }
  return { barcode, personId: owner.personId, userId: owner.userId, chosen: true }
}

export const useCurrentSample = create<CurrentSampleState>(set => ({
  ...initial(),
  choose(barcode, personId, userId) {
    if (barcode && userId) {
      writeStored(KEY, barcode, BARCODE_COOKIE_MAX_AGE_SECONDS * 1000)
      writeStored<StoredChoice>(OWNER_KEY, { userId, personId }, BARCODE_COOKIE_MAX_AGE_SECONDS * 1000)
    }
    set({ barcode, personId, userId, chosen: Boolean(barcode) })
  },
  showDefault(barcode, personId, userId) {
    set({ barcode, personId, userId, chosen: false })
  },
  forgetStored() {
    removeStored(KEY)
    removeStored(OWNER_KEY)
    set({ barcode: null, personId: null, userId: null, chosen: false })
  }
}))
