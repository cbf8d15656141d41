import { AGREEMENTS, SIGNIN_AGREEMENT_DOCUMENTS, agreementDocumentAt } from '..'
import { acceptAgreementsBodySchema } from '../endpoints/consent'

describe('the agreements a person accepts', () => {
  it('the user agreement and the privacy policy are accepted at sign-in; genetic data and research use at binding', () => {
    expect(SIGNIN_AGREEMENT_DOCUMENTS).toEqual(['service', 'privacy'])
    expect(AGREEMENTS.sensitive.stage).toBe('bind')
    expect(AGREEMENTS.research).toMatchObject({ stage: 'bind', withdrawable: true })
  })

  it('the texts of a feature (community, family tree, reunion, deep test, Popopet) are accepted on their own page before it', () => {
    const use = Object.values(AGREEMENTS).filter(a => a.stage === 'use')
    expect(use.map(a => a.document).sort()).toEqual(['community', 'familytree', 'ngs-risk-test', 'popopet', 'reunion'])
    for (const a of use) expect(a.path).toBe(`/protocol/${a.document}`)
    // reunion processes genetic data for a new purpose: a separate consent, withdrawable
    expect(AGREEMENTS.reunion.withdrawable).toBe(true)
  })

  it('a link names its document by any page that shows it', () => {
    expect(agreementDocumentAt('/privacy')).toBe('privacy')
    expect(agreementDocumentAt('/protocol/privacy#research')).toBe('privacy')
    expect(agreementDocumentAt('/protocol/service?from=x')).toBe('service')
    expect(agreementDocumentAt('/protocol/buy')).toBeNull()
  })

  it('an acceptance names known documents with a version', () => {
    expect(acceptAgreementsBodySchema.safeParse({ accepted: [{ document: 'service', version: '2026-11-25' }] }).success).toBe(true)
    expect(acceptAgreementsBodySchema.safeParse({ accepted: [{ document: 'cookies', version: '1' }] }).success).toBe(false)
    expect(acceptAgreementsBodySchema.safeParse({ accepted: [] }).success).toBe(false)
  })
})
