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

describe('the legal texts of spec 2.6 and /irb, /qualify, /inform', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const textOf = (id: string) => require(`../agreements/${id}`).default as typeof PRIVACY_POLICY_TEXT
  const all = (id: string) => { const t = textOf(id); return [...t.intro, ...t.sections.flatMap(s => [s.heading, ...s.paragraphs])].join('\n') }

  it('each text is real and free of characters the text rule refuses', () => {
    for (const id of ['community', 'contact-service', 'dynamic-privacy', 'familytree', 'ngs-risk-test', 'popopet', 'reunion', 'sdk-list', 'irb', 'qualify', 'inform']) {
      const text = textOf(id)
      expect(text.sections.length).toBeGreaterThanOrEqual(3)
      for (const p of [...text.intro, ...text.sections.flatMap(s => s.paragraphs)]) expect(hasUnsafeCharacters(p)).toBe(false)
    }
  })

  it('the accepted texts carry the version their acceptance is recorded with', () => {
    for (const id of ['community', 'familytree', 'ngs-risk-test', 'popopet', 'reunion'] as const) expect(textOf(id).version).toBe(AGREEMENTS[id].version)
  })

  it('reunion asks for the separate consent PIPL requires and says a match is not a legal proof', () => {
    expect(all('reunion')).toContain('单独同意')
    expect(all('reunion')).toContain('不是亲子鉴定')
    expect(all('ngs-risk-test')).toContain('不是医学诊断')
  })

  it('the SDK list names only services and libraries the code really uses', () => {
    const root = path.join(__dirname, '../../../..')
    const deps = { ...require(path.join(root, 'package.json')).dependencies, ...require(path.join(root, 'server/package.json')).dependencies }
    const libraries = textOf('sdk-list').sections[1].paragraphs.join('\n')
    for (const lib of ['sharp', 'pdfkit', 'better-sqlite3', 'pg', 'ioredis', 'crypto-js']) {
      expect(libraries).toContain(lib)
      expect(deps[lib]).toBeDefined()
    }
    expect(deps.bullmq).toBeDefined()
    const server = (dir: string) => fs.readdirSync(path.join(root, 'server/src/domains', dir))
    expect(server('commerce/payments')).toEqual(expect.arrayContaining(['alipay.ts', 'paypal.ts', 'wechatPay.ts']))
    expect(server('accounts/auth/sms')).toContain('aliyun.ts')
    for (const name of ['微信登录', '微信支付', '支付宝', 'PayPal', '阿里云短信', '微信内容安全', '微信订阅消息']) expect(all('sdk-list')).toContain(name)
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
