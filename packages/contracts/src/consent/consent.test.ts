import { AGREEMENTS, SIGNIN_AGREEMENT_DOCUMENTS, agreementDocumentAt } from '..'
import { acceptAgreementsBodySchema } from '../endpoints/consent'

describe('the agreements a person accepts', () => {
  it('the user agreement and the privacy policy are accepted at sign-in; genetic data and research use at binding', () => {
    expect(SIGNIN_AGREEMENT_DOCUMENTS).toEqual(['service', 'privacy'])
    expect(AGREEMENTS.sensitive.stage).toBe('bind')
    expect(AGREEMENTS.research).toMatchObject({ stage: 'bind', withdrawable: true })
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
