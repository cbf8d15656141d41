import { AGREEMENTS, AGREEMENT_TEXTS, SIGNIN_AGREEMENT_DOCUMENTS, agreementDocumentAt, hasUnsafeCharacters } from '..'
import { acceptAgreementsBodySchema } from './schemas'

describe('the agreements a person accepts', () => {
  it('the user agreement and the privacy policy are accepted at sign-in; genetic data and research use at binding', () => {
    expect(SIGNIN_AGREEMENT_DOCUMENTS).toEqual(['service', 'privacy'])
    expect(AGREEMENTS.sensitive.stage).toBe('bind')
    expect(AGREEMENTS.research).toMatchObject({ stage: 'bind', withdrawable: true })
  })

  it('each text carries the version its agreement is recorded with', () => {
    expect(AGREEMENT_TEXTS.service.version).toBe(AGREEMENTS.service.version)
    expect(AGREEMENT_TEXTS.privacy.version).toBe(AGREEMENTS.privacy.version)
  })

  it('the privacy policy covers what PIPL and the human genetic resources rules require', () => {
    const all = [...AGREEMENT_TEXTS.privacy.intro, ...AGREEMENT_TEXTS.privacy.sections.flatMap(s => [s.heading, ...s.paragraphs])].join('\n')
    for (const topic of ['敏感个人信息', '单独同意', '人类遗传资源', '科学研究', '默认不参与', '撤回', '保存期限', '受托方', '境内', '注销', '导出', '不满十四周岁']) expect(all).toContain(topic)
    // the anchors the sensitive and research agreements link to exist
    const ids = AGREEMENT_TEXTS.privacy.sections.map(s => s.id)
    expect(ids).toEqual(expect.arrayContaining(['sensitive', 'research']))
  })

  it('the texts hold no characters the text rule refuses', () => {
    for (const text of Object.values(AGREEMENT_TEXTS)) {
      for (const p of [...text.intro, ...text.sections.flatMap(s => s.paragraphs)]) expect(hasUnsafeCharacters(p)).toBe(false)
    }
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
