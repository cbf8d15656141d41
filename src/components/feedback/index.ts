/**
 * Toasts and alerts of spec 8.2 on both targets (Taro's showToast and showModal: WeChat's own in
 * the mini-program, Taro's H5 renderings in the browser). spec 9: a toast shows for 3 s.
 */
import Taro from '@tarojs/taro'
import { MESSAGES, TOAST_DURATION_MS } from '@xungen/contracts'
import { keyboardModal } from '@/platform/dialogKeys'

const PRIMARY = '#0a7166'

/** WeChat shows at most 7 characters beside the success icon; longer texts go without it (two lines). */
export const SUCCESS_TOAST_MAX_CHARS = 7

export function toast(title: string, icon: 'success' | 'none' = 'none'): void {
  const fits = icon === 'none' || Array.from(title).length <= SUCCESS_TOAST_MAX_CHARS
  void Taro.showToast({ title, icon: fits ? icon : 'none', duration: TOAST_DURATION_MS }).catch(() => undefined)
}

/** An alert with one button (spec 8.2: the server's message with 「知道了」). */
export async function alert(content: string, options: { title?: string; confirmText?: string } = {}): Promise<void> {
  const shown = Taro.showModal({ title: options.title ?? '', content, showCancel: false, confirmText: options.confirmText ?? MESSAGES.profile.alertButton, confirmColor: PRIMARY })
  const refocus = keyboardModal()
  try {
    await shown
  } catch {
    // the alert could not be shown (the page is leaving): nothing to wait for
  }
  refocus()
}

/** Asks before an action; resolves true when the person confirms. */
export async function confirm(content: string, options: { title?: string; confirmText?: string; cancelText?: string; danger?: boolean } = {}): Promise<boolean> {
  const refocus = keyboardModal()
  try {
    const res = await Taro.showModal({
      title: options.title ?? '',
      content,
      confirmText: options.confirmText ?? '确定',
      cancelText: options.cancelText ?? MESSAGES.delete.cancel,
      confirmColor: options.danger ? '#b23a31' : PRIMARY
    })
    return res.confirm
  } catch {
    return false
  } finally {
    refocus()
  }
}
