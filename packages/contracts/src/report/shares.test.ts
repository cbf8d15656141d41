import { SHARE_VALIDITY_DEFAULT, shareExpiresAt, shareExpiryText, shareIsActive } from './shares'

describe('share link validity (issue 20 item 7)', () => {
  const made = Date.UTC(2026, 10, 28, 4, 0)
  it('30 days unless chosen; 7 days; or until revoked', () => {
    expect(SHARE_VALIDITY_DEFAULT).toBe('30d')
    expect(shareExpiresAt(made)).toBe(made + 30 * 86400_000)
    expect(shareExpiresAt(made, '7d')).toBe(made + 7 * 86400_000)
    expect(shareExpiresAt(made, 'untilRevoked')).toBeNull()
  })

  it('says until when in China time, whatever the device’s zone', () => {
    expect(shareExpiryText(Date.UTC(2026, 11, 28, 16, 30))).toBe('有效期至 2026-12-29 00:30（北京时间）')
    expect(shareExpiryText(null)).toBe('长期有效，直到分享人撤销')
  })

  it('a link works while neither revoked nor past its end', () => {
    expect(shareIsActive({ revokedAt: null, expiresAt: made + 1 }, made)).toBe(true)
    expect(shareIsActive({ revokedAt: null, expiresAt: made }, made)).toBe(false)
    expect(shareIsActive({ revokedAt: made - 1, expiresAt: null }, made)).toBe(false)
    expect(shareIsActive({ revokedAt: null, expiresAt: null }, made + 1e12)).toBe(true)
  })
})
