import { AGREEMENTS, acceptanceStands, agreementVersionsInForce, compareAgreementVersions, type AgreementStatus } from '@xungen/contracts'
import { agreementUpdateCovers, updatedDocuments } from '../update'
import { agreementDraftFromFile, agreementOfKey } from '../../content/model/agreementDraft'

describe('agreement versions published by staff (issue 26 item 1)', () => {
  it('orders versions by date, then by the publication number (10 after 2)', () => {
    expect(compareAgreementVersions('2026-11-29.2', '2026-11-29.10')).toBeLessThan(0)
    expect(compareAgreementVersions('2026-11-29', '2026-11-29.1')).toBeLessThan(0)
    expect(compareAgreementVersions('2026-12-01', '2026-11-29.9')).toBeGreaterThan(0)
  })

  it('the newest version is in force; an acceptance stands back to the newest version that asked again', () => {
    const file = { version: '2026-11-25', title: '隐私政策', renewConsent: true }
    const { current, required } = agreementVersionsInForce(file, [
      { version: '2026-11-30.1', title: '隐私政策', renewConsent: true },
      { version: '2026-12-02.2', title: '隐私政策（更正）', renewConsent: false }
    ])
    expect(current.version).toBe('2026-12-02.2')
    expect(required).toBe('2026-11-30.1')
    expect(acceptanceStands('2026-11-30.1', required)).toBe(true)
    expect(acceptanceStands('2026-11-25', required)).toBe(false)
    expect(acceptanceStands(null, required)).toBe(false)
    expect(acceptanceStands('随便', required)).toBe(false)
  })

  it('asks again at the next visit only for what was accepted in an earlier version, never on the texts or in the console', () => {
    const row = (document: string, acceptedVersion: string | null, acceptedCurrent: boolean) => ({ document, title: '', version: 'v', path: '/', acceptedVersion, acceptedAt: 1, acceptedCurrent }) as AgreementStatus
    const list = [row('service', null, false), row('privacy', '2026-11-25', false), row('research', '2026-11-25', true)]
    expect(updatedDocuments(['service', 'privacy'], list).map(s => s.document)).toEqual(['privacy'])
    expect(agreementUpdateCovers('/user/orders')).toBe(true)
    for (const p of ['/protocol/privacy', '/privacy', '/auth/signin', '/ops/content', '/user/logout']) expect(agreementUpdateCovers(p)).toBe(false)
  })

  it('a new version in /ops starts from the text in force', () => {
    expect(agreementOfKey('agreement/privacy')).toBe('privacy')
    expect(agreementOfKey('agreement/nope')).toBeNull()
    const sensitive = agreementDraftFromFile('sensitive')
    expect(sensitive.title).toBe(AGREEMENTS.sensitive.title)
    expect(sensitive.body.startsWith('## ')).toBe(true)
    expect(agreementDraftFromFile('privacy').body).toContain('## ')
  })
})
