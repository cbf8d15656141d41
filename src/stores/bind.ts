/**
 * The binding wizard's state (spec 3.4: "Bind state holds barcode info, bindable persons and
 * the selected person"), plus the server-side draft as last answered. The draft itself lives on
 * the server (a person can leave and resume); this store is the page's copy of it. The bind
 * layout guard reads `barcodeInfo`.
 */
import { create } from 'zustand'
import type { BindDraft, PersonView } from '@/services/api/persons'

export interface BarcodeInfo {
  barcode: string
  productType?: string
  productName?: string
  /** the kit's submodules (the couple editions ask the couple check) */
  productId?: string | number
}

export interface BindState {
  barcodeInfo: BarcodeInfo | null
  draftId: number | null
  draft: BindDraft
  bindablePersons: PersonView[] | null
  selectedPerson: PersonView | null
  /** the selected person has a sample the new kit upgrades (upgrade-check) */
  selectedUpgradable: boolean
  setBarcodeInfo(info: BarcodeInfo | null): void
  setDraft(draftId: number | null, draft: BindDraft): void
  setBindablePersons(list: PersonView[]): void
  selectPerson(person: PersonView | null, upgradable?: boolean): void
  /** spec 2.18: the rebind button "clears bind data" */
  clear(): void
}

const EMPTY = { barcodeInfo: null, draftId: null, draft: {}, bindablePersons: null, selectedPerson: null, selectedUpgradable: false }

export const useBindStore = create<BindState>(set => ({
  ...EMPTY,
  setBarcodeInfo: info => set({ barcodeInfo: info }),
  setDraft: (draftId, draft) => set({ draftId, draft }),
  setBindablePersons: list => set({ bindablePersons: list }),
  selectPerson: (person, upgradable = false) => set({ selectedPerson: person, selectedUpgradable: upgradable }),
  clear: () => set({ ...EMPTY })
}))
