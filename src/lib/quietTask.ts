/** Taro's calls also return a promise that rejects with the failure `fail` already reported: handled here, not left unhandled. */
export function quietTask(task: unknown): void {
  const p = task as { catch?: (f: () => void) => unknown } | undefined
  if (p && typeof p.catch === 'function') p.catch(() => undefined)
}
