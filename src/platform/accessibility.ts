/**
 * H5 accessibility (issue 32):
 * - focus is always visible (accessibility.scss);
 * - the root class of care mode on <html>, so that dialogs and toasts outside the page frame follow it;
 * - the browser's text size, which care mode follows when the person has not chosen.
 * The mini-program has none of this (accessibility.weapp.ts): VoiceOver and TalkBack read the
 * components' aria-role / aria-label there.
 */
import './accessibility.scss'

/** puts or takes off a class on the document root (H5: <html>) */
export function setRootClass(name: string, on: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(name, on)
}

/**
 * The browser's own text size is set larger than the usual 16 px (its settings, or the system's
 * on phones whose browser follows it): the size of `medium` text says so.
 */
export function systemLargeText(): boolean {
  if (typeof document === 'undefined' || !document.body) return false
  const probe = document.createElement('div')
  probe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium'
  document.body.appendChild(probe)
  const size = parseFloat(getComputedStyle(probe).fontSize)
  probe.remove()
  return size >= 20
}
