/**
 * `x.toLocaleString('en-US')` for safe integers ('1,234,567'), without ICU's number formatter,
 * whose first use costs ~15-30 ms of CPU in a fresh process (every `genome convert` paid it for
 * the QC sentence and its one output line). Other numbers go to toLocaleString itself.
 */
export function thousands(x: number): string {
  return Number.isSafeInteger(x) ? String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : x.toLocaleString('en-US')
}
