/** Named states of spec section 4 that both sides refer to (report statuses are in report/). */

/** spec 4: verification-code button: init → countdown → resend → verified */
export const VERIFICATION_CODE_STATE = { INIT: 0, COUNTDOWN: 1, RESEND: 2, VERIFIED: 3 } as const
export type VerificationCodeState = (typeof VERIFICATION_CODE_STATE)[keyof typeof VERIFICATION_CODE_STATE]

export const VERIFICATION_CODE_LABELS: Readonly<Record<VerificationCodeState, string>> = {
  [VERIFICATION_CODE_STATE.INIT]: '发送验证码',
  [VERIFICATION_CODE_STATE.COUNTDOWN]: '{seconds} 秒后重新发送',
  [VERIFICATION_CODE_STATE.RESEND]: '重新发送',
  [VERIFICATION_CODE_STATE.VERIFIED]: '已验证'
}

/** spec 4: list load status */
export const LIST_LOAD_STATUS = { DEFAULT: 'default', LOADING: 'loading', EMPTY: 'empty', END: 'end' } as const
export type ListLoadStatus = (typeof LIST_LOAD_STATUS)[keyof typeof LIST_LOAD_STATUS]
