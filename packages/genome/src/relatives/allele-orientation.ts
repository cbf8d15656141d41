/**
 * How b's alleles read in a's frame at one position: -1 the two layouts know three or more
 * alleles (left out), 0 same orientation, 1 swapped. 0 is an allele not known yet; a layout
 * fills a1 first, so a1 = 0 means no kit of that layout has a call there (orientation is free).
 */
export function reconcile(a1: number, a2: number, b1: number, b2: number): 0 | 1 | -1 {
  // more than two distinct known alleles (without allocating: this runs per shared marker)
  let x = 0
  let y = 0
  for (let k = 0; k < 4; k++) {
    const v = k === 0 ? a1 : k === 1 ? a2 : k === 2 ? b1 : b2
    if (!v || v === x || v === y) continue
    if (!x) x = v
    else if (!y) y = v
    else return -1
  }
  if (!a1 || !b1 || b1 === a1) return 0
  return 1
}
