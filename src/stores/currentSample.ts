/**
 * The current tested person and barcode of the report area (spec 4 "Choosing a barcode",
 * 2.16). The barcode is kept as the website's barcode cookie is (spec 9: 604800 s), in storage
 * on both targets.
 */
import { create } from 'zustand'
import { BARCODE_COOKIE_MAX_AGE_SECONDS } from '@xungen/contracts'
import { readStored, removeStored, writeStored } from '@/platform/storage'

const KEY = 'barcode'

export interface CurrentSampleState {
  barcode: string | null
  personId: number | null
  choose(barcode: string | null, personId: number | null): void
  forgetStored(): void
}

export function storedBarcode(): string | null {
  return readStored<string>(KEY)
}

export const useCurrentSample = create<CurrentSampleState>(set => ({
  barcode: null,
  personId: null,
  choose(barcode, personId) {
    if (barcode) writeStored(KEY, barcode, BARCODE_COOKIE_MAX_AGE_SECONDS * 1000)
    set({ barcode, personId })
  },
  forgetStored() {
    removeStored(KEY)
  }
}))
