import { detectDevice } from '@xungen/contracts'
import { needsProfileStep, profileStepCovers } from '../profileStep'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')
const wechat = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.49')
const app = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 XungenApp/3.4.0 (main)')
const incomplete = { userId: 7, checkResult: { succeeded: true } }
const complete = { userId: 7, checkResult: { succeeded: false } }

describe('the set-profile step of the default layout (spec 4, 5)', () => {
  it('appears for a signed-in user whose info is missing, in a plain browser', () => {
    expect(needsProfileStep({ authed: true, profile: incomplete, device: pc })).toBe(true)
  })

  it('does not appear once the info is present (a user id and a check result that has not succeeded)', () => {
    expect(needsProfileStep({ authed: true, profile: complete, device: pc })).toBe(false)
  })

  it('does not appear in the messaging-app browser, the mini-program or the app', () => {
    expect(needsProfileStep({ authed: true, profile: incomplete, device: wechat })).toBe(false)
    expect(needsProfileStep({ authed: true, profile: incomplete, device: { kind: 'miniprogram' } })).toBe(false)
    expect(needsProfileStep({ authed: true, profile: incomplete, device: app })).toBe(false)
  })

  it('appears during registration, wherever it happens', () => {
    expect(needsProfileStep({ authed: false, profile: null, device: wechat, inRegistration: true })).toBe(true)
  })

  it('asks nothing of a visitor, or before the user info is known', () => {
    expect(needsProfileStep({ authed: false, profile: null, device: pc })).toBe(false)
    expect(needsProfileStep({ authed: true, profile: null, device: pc })).toBe(false)
  })

  it('leaves the account pages free', () => {
    expect(profileStepCovers('/auth/signin')).toBe(false)
    expect(profileStepCovers('/user/logout')).toBe(false)
    expect(profileStepCovers('/shop/gene')).toBe(true)
    expect(profileStepCovers('/authors')).toBe(true)
  })
})
