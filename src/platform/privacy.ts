/**
 * WeChat's privacy protection (用户隐私保护指引, base library 2.32.3+): every privacy-scoped API
 * (clipboard, album and camera, files from chats, the phone number, …) must be declared in the admin
 * console's privacy guide (docs/client.md lists ours) and is refused when it is not (errno 112) or
 * when the person has not agreed to the guide (errno 104). One helper tells such a refusal in
 * Chinese, so that every call site says the same and never claims success. The website has no such
 * refusals; the helper answers null there (its errors carry no errno).
 */
import { MESSAGES } from '@xungen/contracts'

/** WeChat's errno of a call refused by the privacy guide */
export const PRIVACY_ERRNO = { NOT_DECLARED: 112, NOT_AGREED: 104 } as const

export const PRIVACY_MESSAGES = {
  /** 104: the person did not agree to the privacy guide */
  notAgreed: MESSAGES.miniProgram.privacyRefused,
  /** 112: the API is not declared in the console's privacy guide (our configuration, not the person's doing) */
  notDeclared: '该功能暂不可用，请稍后再试或联系客服'
} as const

/** The Chinese message of a privacy refusal, or null when `err` is not one. */
export function privacyRefusal(err: unknown): string | null {
  const e = err as { errno?: number; errMsg?: string } | null | undefined
  if (e?.errno === PRIVACY_ERRNO.NOT_DECLARED) return PRIVACY_MESSAGES.notDeclared
  if (e?.errno === PRIVACY_ERRNO.NOT_AGREED) return PRIVACY_MESSAGES.notAgreed
  const msg = String(e?.errMsg ?? '')
  if (/api scope is not declared in the privacy agreement/i.test(msg)) return PRIVACY_MESSAGES.notDeclared
  if (/privacy|隐私/i.test(msg)) return PRIVACY_MESSAGES.notAgreed
  return null
}

/** What a failed call says: the privacy refusal when it is one, else the call's own message. */
export function failureMessage(err: unknown, otherwise: string): string {
  return privacyRefusal(err) ?? otherwise
}

/**
 * For a platform call whose interface has no error (a scan, a file choice: cancelled → null):
 * a privacy refusal is told with a toast (3 s, spec 9) and answered true; anything else false.
 */
export function tellPrivacyRefusal(err: unknown, showToast: (o: { title: string; icon: 'none'; duration: number }) => Promise<unknown>): boolean {
  const message = privacyRefusal(err)
  if (message) void showToast({ title: message, icon: 'none', duration: 3000 }).catch(() => undefined)
  return message !== null
}
