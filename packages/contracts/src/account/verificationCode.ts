/**
 * spec 4 (Verification-code button): init (0, 'Send the verification code') → countdown (1,
 * 'Resend after' N seconds) → resend (2) → verified (3, 'Verified'). spec 9: countdown 120 s.
 *
 * A pure reducer: the page keeps the state, dispatches events with the current time and renders
 * verificationCodeButton(state). Time is passed in (not counted by ticks), so a page that was in
 * the background shows the right number when it comes back.
 */
import { VERIFICATION_CODE_COUNTDOWN_SECONDS } from '../constants'
import { VERIFICATION_CODE_LABELS, VERIFICATION_CODE_STATE, type VerificationCodeState } from '../states'

export interface VerificationCodeButtonState {
  status: VerificationCodeState
  /** when the countdown ends (ms), in the countdown state */
  endsAt: number | null
  /** whole seconds left, shown in the label */
  secondsLeft: number
}

export type VerificationCodeEvent =
  /** the server accepted the send request */
  | { type: 'SENT'; now: number }
  /** the server refused because a code was sent recently (4290 with data.retryAfterSeconds): count down what is left */
  | { type: 'COOLDOWN'; now: number; retryAfterSeconds: number }
  /** the clock moved (a timer, or the page became visible again) */
  | { type: 'TICK'; now: number }
  /** the code was accepted by the server */
  | { type: 'VERIFIED' }
  /** the phone number changed: start again */
  | { type: 'RESET' }

export const INITIAL_VERIFICATION_CODE_STATE: VerificationCodeButtonState = { status: VERIFICATION_CODE_STATE.INIT, endsAt: null, secondsLeft: 0 }

function countdown(now: number, seconds: number): VerificationCodeButtonState {
  return { status: VERIFICATION_CODE_STATE.COUNTDOWN, endsAt: now + seconds * 1000, secondsLeft: seconds }
}

export function verificationCodeReducer(state: VerificationCodeButtonState, event: VerificationCodeEvent): VerificationCodeButtonState {
  switch (event.type) {
    case 'RESET':
      return INITIAL_VERIFICATION_CODE_STATE
    case 'VERIFIED':
      return { status: VERIFICATION_CODE_STATE.VERIFIED, endsAt: null, secondsLeft: 0 }
    case 'SENT':
      // only a button that can send can have sent; a late answer in another state changes nothing
      if (state.status !== VERIFICATION_CODE_STATE.INIT && state.status !== VERIFICATION_CODE_STATE.RESEND) return state
      return countdown(event.now, VERIFICATION_CODE_COUNTDOWN_SECONDS)
    case 'COOLDOWN':
      if (state.status === VERIFICATION_CODE_STATE.VERIFIED) return state
      return event.retryAfterSeconds > 0 ? countdown(event.now, Math.ceil(event.retryAfterSeconds)) : { status: VERIFICATION_CODE_STATE.RESEND, endsAt: null, secondsLeft: 0 }
    case 'TICK': {
      if (state.status !== VERIFICATION_CODE_STATE.COUNTDOWN || state.endsAt === null) return state
      const left = Math.ceil((state.endsAt - event.now) / 1000)
      if (left <= 0) return { status: VERIFICATION_CODE_STATE.RESEND, endsAt: null, secondsLeft: 0 }
      return left === state.secondsLeft ? state : { ...state, secondsLeft: left }
    }
  }
}

/** What the button shows and whether it can be pressed (only in init and resend). */
export function verificationCodeButton(state: VerificationCodeButtonState): { label: string; disabled: boolean } {
  const label = VERIFICATION_CODE_LABELS[state.status].replace('{seconds}', String(state.secondsLeft))
  const disabled = !(state.status === VERIFICATION_CODE_STATE.INIT || state.status === VERIFICATION_CODE_STATE.RESEND)
  return { label, disabled }
}
