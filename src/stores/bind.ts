/**
 * The binding wizard's state (spec 3.4: "Bind state holds barcode info, bindable persons and
 * the selected person"). Only what the bind layout guard reads for now; the binding work adds
 * the draft and the steps.
 */
import { create } from 'zustand'

export interface BarcodeInfo {
  barcode: string
  productType?: string
}

export interface BindState {
  barcodeInfo: BarcodeInfo | null
  setBarcodeInfo(info: BarcodeInfo | null): void
  /** spec 2.18: the rebind button "clears bind data" */
  clear(): void
}

export const useBindStore = create<BindState>(set => ({
  barcodeInfo: null,
  setBarcodeInfo: info => set({ barcodeInfo: info }),
  clear: () => set({ barcodeInfo: null })
}))
