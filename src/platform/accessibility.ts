/**
 * H5 accessibility wiring (issue 32), installed once by the app:
 * - keyboard use: a view the page kit gives an interactive role (button, checkbox, radio, switch,
 *   tab, option, link) is reachable with Tab (tabindex 0 is added where the element has none) and
 *   activated with Enter or Space, as native buttons are;
 * - focus is always visible (accessibility.scss);
 * - the root class of care mode on <html>, so that dialogs and toasts outside the page frame follow it.
 * The mini-program has none of this (accessibility.weapp.ts): VoiceOver and TalkBack read the
 * components' aria-role / aria-label there.
 */
import './accessibility.scss'

const INTERACTIVE = '[role="button"],[role="checkbox"],[role="radio"],[role="switch"],[role="tab"],[role="option"],[role="link"],[role="menuitem"]'
const NATIVE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/

function focusable(root: ParentNode): void {
  root.querySelectorAll(INTERACTIVE).forEach(el => {
    if (!el.hasAttribute('tabindex') && !NATIVE.test(el.tagName) && el.getAttribute('aria-disabled') !== 'true') el.setAttribute('tabindex', '0')
  })
}

let installed = false

export function installAccessibility(): void {
  if (installed || typeof document === 'undefined') return
  installed = true
  document.addEventListener('keydown', e => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    const el = e.target instanceof Element ? e.target : null
    if (!el || NATIVE.test(el.tagName) || !el.matches(INTERACTIVE)) return
    e.preventDefault()
    ;(el as HTMLElement).click()
  })
  // once per batch of changes (a page renders many nodes at once)
  let pending = false
  const observer = new MutationObserver(() => {
    if (pending) return
    pending = true
    setTimeout(() => {
      pending = false
      focusable(document)
    }, 0)
  })
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-disabled'] })
  focusable(document)
}

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
