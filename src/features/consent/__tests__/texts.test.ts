import fs from 'fs'
import path from 'path'
import { AGREEMENTS, hasUnsafeCharacters } from '@xungen/contracts'
import PRIVACY_POLICY_TEXT from '../agreements/privacy'
import SERVICE_AGREEMENT_TEXT from '../agreements/service'

// what AgreementView shows for `document` (a .tsx file, not loaded by these unit tests)
const AGREEMENT_TEXTS = { service: SERVICE_AGREEMENT_TEXT, privacy: PRIVACY_POLICY_TEXT }

describe('the agreement texts the pages show', () => {
  it('each text carries the version its acceptance is recorded with', () => {
    expect(AGREEMENT_TEXTS.service.version).toBe(AGREEMENTS.service.version)
    expect(AGREEMENT_TEXTS.privacy.version).toBe(AGREEMENTS.privacy.version)
  })

  it('the privacy policy covers what PIPL and the human genetic resources rules require', () => {
    const all = [...AGREEMENT_TEXTS.privacy.intro, ...AGREEMENT_TEXTS.privacy.sections.flatMap(s => [s.heading, ...s.paragraphs])].join('\n')
    for (const topic of ['敏感个人信息', '单独同意', '人类遗传资源', '科学研究', '默认不参与', '撤回', '保存期限', '受托方', '境内', '注销', '导出', '不满十四周岁']) expect(all).toContain(topic)
    // the anchors the sensitive-information and research agreements point at exist
    expect(AGREEMENT_TEXTS.privacy.sections.map(s => s.id)).toEqual(expect.arrayContaining(['sensitive', 'research']))
    expect(AGREEMENTS.research.path).toBe('/protocol/privacy#research')
  })

  it('the user agreement says the reports are not a diagnosis and relatives matching is off until turned on', () => {
    const all = AGREEMENT_TEXTS.service.sections.flatMap(s => s.paragraphs).join('\n')
    expect(all).toContain('不是医学诊断')
    expect(all).toContain('基因亲人匹配默认不开启')
  })

  it('the texts hold no characters the text rule refuses', () => {
    for (const text of Object.values(AGREEMENT_TEXTS)) {
      for (const p of [...text.intro, ...text.sections.flatMap(s => s.paragraphs)]) expect(hasUnsafeCharacters(p)).toBe(false)
    }
  })
})

describe('the agreement files (content/agreements)', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const generator = require('../../../../scripts/agreements.js') as { render(): Map<string, string>; readDocuments(): Map<string, { id: string; versions: string[] }>; CLIENT_OUT: string }

  it('the generated texts and the contracts\' versions are those of the files today (npm run agreements)', () => {
    const files = generator.render()
    for (const [file, text] of files) expect({ file, upToDate: fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text }).toEqual({ file, upToDate: true })
    const generated = fs.readdirSync(generator.CLIENT_OUT).map(f => path.join(generator.CLIENT_OUT, f))
    expect(generated.filter(f => !files.has(f))).toEqual([])
  })

  it('every accepted document is a file, its newest version the one acceptance is recorded with', () => {
    const docs = generator.readDocuments()
    for (const document of Object.keys(AGREEMENTS) as Array<keyof typeof AGREEMENTS>) {
      const versions = docs.get(document)?.versions ?? []
      expect(versions[versions.length - 1]).toBe(AGREEMENTS[document].version)
    }
  })
})
