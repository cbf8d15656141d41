/**
 * Keyboard use of Taro's H5 modal (issue 32): the alert and confirm dialogs of components/feedback
 * are drawn by Taro as plain divs, unreachable with Tab. When one opens, it becomes a named modal
 * dialog, its buttons become buttons reachable with Tab (kept inside the dialog while it is open),
 * Enter or Space press the focused one, Escape cancels (or closes an alert), the confirm button
 * gets the focus, and the focus goes back where it was once the dialog closes. The listeners sit on
 * the dialog's own element, never on the document. Nothing in the mini-program (dialogKeys.weapp.ts):
 * WeChat's modal is native.
 */

const DONE = 'xgKeys'

function visible(el: HTMLElement): boolean {
  return el.style.display !== 'none'
}

function wire(root: HTMLElement): void {
  if (root.dataset[DONE]) return
  root.dataset[DONE] = '1'
  root.addEventListener('keydown', e => {
    const buttons = [...root.querySelectorAll<HTMLElement>('.taro-model__btn')].filter(visible)
    if (!buttons.length) return
    const cancel = root.querySelector<HTMLElement>('.taro-model__cancel')
    if (e.key === 'Escape') {
      e.preventDefault()
      ;(cancel && visible(cancel) ? cancel : buttons[buttons.length - 1]).click()
    } else if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && buttons.includes(e.target)) {
      e.preventDefault()
      e.target.click()
    } else if (e.key === 'Tab') {
      // the page under the dialog is out of reach while it is open
      e.preventDefault()
      const at = buttons.indexOf(document.activeElement as HTMLElement)
      buttons[(at + (e.shiftKey ? buttons.length - 1 : 1) + buttons.length) % buttons.length].focus()
    }
  })
}

/** call right after Taro.showModal; the returned function puts the focus back after it closed */
export function keyboardModal(): () => void {
  if (typeof document === 'undefined') return () => undefined
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
  setTimeout(() => {
    const root = [...document.querySelectorAll<HTMLElement>('.taro__modal')].filter(visible).pop()
    if (!root) return
    const box = root.querySelector<HTMLElement>('.taro-modal__title')?.parentElement ?? root
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-modal', 'true')
    const text = root.querySelector<HTMLElement>('.taro-modal__text')
    if (text) {
      text.id = text.id || 'xg-modal-text'
      box.setAttribute('aria-describedby', text.id)
    }
    box.setAttribute('aria-label', (root.querySelector<HTMLElement>('.taro-modal__title')?.textContent || '提示').trim() || '提示')
    for (const b of root.querySelectorAll<HTMLElement>('.taro-model__btn')) {
      b.setAttribute('role', 'button')
      b.tabIndex = 0
    }
    wire(root)
    root.querySelector<HTMLElement>('.taro-model__confirm')?.focus()
  }, 0)
  return () => {
    if (before && before.isConnected) before.focus()
  }
}
