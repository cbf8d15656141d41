/** The mini-program: the update as usual (its renderer has no flushSync; see renderNow.ts). */
export function renderNow(update: () => void): void {
  update()
}
