import { INITIAL_VERIFICATION_CODE_STATE as INIT, verificationCodeButton, verificationCodeReducer as reduce } from './verificationCode'

describe('verification-code button (spec 4)', () => {
  const t0 = 1_700_000_000_000
  it('starts in init (0) showing 「发送验证码」, pressable', () => {
    expect(INIT.status).toBe(0)
    expect(verificationCodeButton(INIT)).toEqual({ label: '发送验证码', disabled: false })
  })

  it('goes to countdown (1) for 120 s once the code is sent', () => {
    const s = reduce(INIT, { type: 'SENT', now: t0 })
    expect(s).toMatchObject({ status: 1, secondsLeft: 120 })
    expect(verificationCodeButton(s)).toEqual({ label: '120 秒后重新发送', disabled: true })
    const later = reduce(s, { type: 'TICK', now: t0 + 30_500 })
    expect(verificationCodeButton(later).label).toBe('90 秒后重新发送')
  })

  it('goes to resend (2) when the countdown ends, pressable again', () => {
    const s = reduce(reduce(INIT, { type: 'SENT', now: t0 }), { type: 'TICK', now: t0 + 120_000 })
    expect(s.status).toBe(2)
    expect(verificationCodeButton(s)).toEqual({ label: '重新发送', disabled: false })
    expect(reduce(s, { type: 'SENT', now: t0 + 200_000 })).toMatchObject({ status: 1, secondsLeft: 120 })
  })

  it('ignores a send while counting down', () => {
    const s = reduce(INIT, { type: 'SENT', now: t0 })
    expect(reduce(s, { type: 'SENT', now: t0 + 1000 })).toBe(s)
  })

  it('shows 「已验证」 (3) once the code is verified, not pressable', () => {
    const s = reduce(reduce(INIT, { type: 'SENT', now: t0 }), { type: 'VERIFIED' })
    expect(s.status).toBe(3)
    expect(verificationCodeButton(s)).toEqual({ label: '已验证', disabled: true })
    expect(reduce(s, { type: 'TICK', now: t0 + 999_999 })).toBe(s)
  })

  it("counts down the server's remaining time when it refuses an early resend", () => {
    const s = reduce(INIT, { type: 'COOLDOWN', now: t0, retryAfterSeconds: 42 })
    expect(verificationCodeButton(s).label).toBe('42 秒后重新发送')
  })

  it('starts again when the phone number changes', () => {
    expect(reduce(reduce(INIT, { type: 'SENT', now: t0 }), { type: 'RESET' })).toEqual(INIT)
  })
})
