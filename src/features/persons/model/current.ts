/**
 * spec 4 "Choosing a barcode": in the app or the mini-program the app-supplied barcode wins;
 * otherwise the given one (the URL's), then the stored one. It picks the matching sample,
 * preferring ones not shared with the user, and drops the stored one if none matches. Without a
 * match the first owned person's default sample is chosen (then a shared one).
 */
import type { PersonView } from '@/services/api/persons'

export interface BarcodeChoice {
  barcode: string | null
  personId: number | null
  /** the stored barcode matched nothing: remove it */
  dropStored: boolean
}

function owner(persons: readonly PersonView[], barcode: string): PersonView | null {
  const holders = persons.filter(p => p.detections.some(d => d.barcode === barcode) || p.defaultBarcode === barcode)
  return holders.find(p => p.isBind) ?? holders[0] ?? null
}

export function chooseBarcode(input: { appBarcode?: string | null; given?: string | null; stored?: string | null; persons: readonly PersonView[] }): BarcodeChoice {
  const wanted = input.appBarcode || input.given || input.stored || null
  const hit = wanted ? owner(input.persons, wanted) : null
  if (hit && wanted) return { barcode: wanted, personId: hit.id, dropStored: false }
  const dropStored = Boolean(input.stored && !owner(input.persons, input.stored))
  const first = input.persons.find(p => p.isBind && p.defaultBarcode) ?? input.persons.find(p => p.defaultBarcode) ?? null
  return { barcode: first?.defaultBarcode ?? null, personId: first?.id ?? null, dropStored }
}
