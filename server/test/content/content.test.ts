/**
 * Content managed by staff (issue 26 item 2): operators only; drafts are not public; publishing
 * makes the next version everyone reads at once, earlier ones stay as history; a stale edit is
 * refused; Markdown comes out as sanitised HTML; a description config is set by publishing it;
 * an agreement published there is its next version, accepted per version (issue 26 item 1).
 */
import { AGREEMENTS, CODES, CONTENT_MESSAGES, chinaDay } from '@xungen/contracts'
import { ACCOUNTS, COMMON, CONSENT, CONTENT, QUESTIONNAIRE } from '@xungen/contracts/endpoints'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

let t: AccountsTestApp
let operator: { token: string; userId: number }
let plain: { token: string; userId: number }
beforeAll(async () => {
  t = await createAccountsApp()
  operator = await t.signUp(newPhone(), newName('编辑'))
  plain = await t.signUp(newPhone(), newName())
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(operator.userId, 'operator')
})
afterAll(() => t.close())

const q = (key: string) => `?key=${encodeURIComponent(key)}`
const read = (key: string) => t.signed({ method: 'GET', url: CONTENT.published.path + q(key) }).then(r => json<any>(r))
const doc = (token: string, key: string) => t.signed({ method: 'GET', url: CONTENT.opsDocument.path + q(key), headers: auth(token) }).then(r => json<any>(r))
const save = (token: string, key: string, body: unknown) => t.signed({ method: 'PUT', url: CONTENT.opsSaveDraft.path + q(key), body, headers: auth(token) }).then(r => json<any>(r))
const publish = (token: string, key: string, expectedUpdatedAt: number) =>
  t.signed({ method: 'POST', url: CONTENT.opsPublish.path + q(key), body: { expectedUpdatedAt }, headers: auth(token) }).then(r => json<any>(r))

it('is for operators only: everyone else is told it does not exist', async () => {
  expect(json(await t.signed({ method: 'GET', url: CONTENT.opsList.path, headers: auth(plain.token) })).code).toBe(404)
  expect((await save(plain.token, 'page/x', { title: '标题', body: '正文', expectedUpdatedAt: null })).code).toBe(404)
  expect(json(await t.signed({ method: 'GET', url: CONTENT.opsList.path, headers: auth(operator.token) })).code).toBe(0)
})

it('a draft is not public; publishing makes it the version everyone reads, and a later draft leaves it until published', async () => {
  const key = 'white-paper/test-paper'
  const draft = await save(operator.token, key, { title: '测试白皮书', body: '# 方法\n\n第一版正文', expectedUpdatedAt: null })
  expect(draft.code).toBe(0)
  expect(draft.data).toMatchObject({ kind: 'white-paper', hasDraft: true, publishedVersion: null, draft: { title: '测试白皮书' } })
  expect(draft.data.draft.html).toBe('<h2>方法</h2>\n<p>第一版正文</p>\n')
  expect((await read(key)).code).toBe(404)

  const v1 = await publish(operator.token, key, draft.data.updatedAt)
  expect(v1.data).toMatchObject({ publishedVersion: 1, hasDraft: false, draft: null, history: [{ version: 1, title: '测试白皮书', publishedBy: operator.userId }] })
  expect((await read(key)).data).toMatchObject({ key, kind: 'white-paper', title: '测试白皮书', version: 1, html: '<h2>方法</h2>\n<p>第一版正文</p>\n' })

  const second = await save(operator.token, key, { title: '测试白皮书（修订）', body: '第二版正文', expectedUpdatedAt: v1.data.updatedAt })
  expect((await read(key)).data.version).toBe(1)
  // an edit against the version read before the second save is refused, nothing changes
  expect(await save(operator.token, key, { title: '旧稿', body: '覆盖', expectedUpdatedAt: v1.data.updatedAt })).toMatchObject({ code: CODES.ARG_ERROR, message: '内容已被他人修改，请刷新后再编辑' })
  expect((await publish(operator.token, key, v1.data.updatedAt)).code).toBe(CODES.ARG_ERROR)
  const v2 = await publish(operator.token, key, second.data.updatedAt)
  expect(v2.data.history.map((h: { version: number }) => h.version)).toEqual([2, 1])
  expect((await read(key)).data).toMatchObject({ title: '测试白皮书（修订）', version: 2, html: '<p>第二版正文</p>\n' })
  // nothing to publish now; a second new document under the same key is refused
  expect((await publish(operator.token, key, v2.data.updatedAt)).message).toBe('没有待发布的草稿')
  expect((await save(operator.token, key, { title: '重复', body: '重复', expectedUpdatedAt: null })).code).toBe(CODES.ARG_ERROR)
})

it('renders Markdown to safe HTML: no raw HTML, scripts or event handlers; links only to https or the site; images only from the uploads', async () => {
  const body = [
    '<script>alert(1)</script>',
    '[站内](/flow) [外站](https://example.org/a) [脚本](javascript:alert(1)) [协议相对](//evil.example/x)',
    '![图](/files/images/users/1/abc_DEF-1.jpg) ![外图](https://evil.example/x.jpg) <img src=x onerror=alert(1)>'
  ].join('\n\n')
  const d = await save(operator.token, 'page/safe', { title: '安全', body, expectedUpdatedAt: null })
  const html: string = d.data.draft.html
  expect(html).not.toMatch(/<script|<img src="x"|href="javascript|evil\.example|<\/span>/)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('<a href="/flow">站内</a>')
  expect(html).toContain('<a href="https://example.org/a">外站</a>')
  expect(html).toContain('<a>协议相对</a>')
  expect(html).toContain('<img src="/files/images/users/1/abc_DEF-1.jpg" alt="图" />')
})

it('checks keys and sizes', async () => {
  expect((await save(operator.token, 'nope', { title: '标题', body: '正文', expectedUpdatedAt: null })).code).toBe(CODES.ARG_ERROR)
  expect((await save(operator.token, 'page/big', { title: '标题', body: 'x'.repeat(60_001), expectedUpdatedAt: null })).code).toBe(CODES.ARG_ERROR)
  expect((await save(operator.token, 'page/empty', { title: '  ', body: '正文', expectedUpdatedAt: null })).code).toBe(CODES.ARG_ERROR)
})

it('a description config (spec 7.2, 7.3) is set by publishing it, its value checked by its type', async () => {
  const key = 'description/IS_OPEN_PIWIK'
  expect((await save(operator.token, key, { title: '访问统计开关', body: 'yes', expectedUpdatedAt: null })).message).toBe('该配置项的值只能是 true 或 false')
  expect((await save(operator.token, 'description/NO_SUCH_KEY', { title: '无', body: 'true', expectedUpdatedAt: null })).message).toBe('描述配置项不存在')
  const d = await save(operator.token, key, { title: '访问统计开关', body: 'true\n', expectedUpdatedAt: null })
  const list = async () => json<any>(await t.signed({ method: 'GET', url: `${COMMON.descriptionList.path}?keys=IS_OPEN_PIWIK` })).data.list[0].content
  expect(await list()).toBe('false')
  await publish(operator.token, key, d.data.updatedAt)
  expect(await list()).toBe('true')
})

describe('figures computed, not typed (issue 26 item 4)', () => {
  it('a white paper states the knowledge base\'s own counts and citations', async () => {
    const { loadKnowledgeBase } = await import('../../src/domains/analysis')
    const kb = loadKnowledgeBase()
    const get = async (paper: string) => json<any>(await t.signed({ method: 'GET', url: `/proxy/content/white-papers/${paper}` })).data
    const drugs = await get('drugs')
    const drugItems = kb.items.filter(i => i.category === 'drug')
    expect(drugs).toMatchObject({ paper: 'drugs', knowledgeVersion: kb.version, items: drugItems.length, areas: [{ area: 'drug', name: '药物反应', items: drugItems.length }] })
    expect(drugs.evidence.A + drugs.evidence.B + drugs.evidence.C).toBe(drugItems.length)
    // every citation an item names is listed, each with its title and year
    const ids = new Set(drugItems.flatMap(i => i.citations))
    expect(drugs.citations).toHaveLength(ids.size)
    expect(drugs.citations.every((c: { title: string; year: number }) => c.title && c.year > 1900)).toBe(true)
    const chip = await get('chip')
    expect(chip.items).toBe(kb.items.length)
    expect(chip.qc.callRateFail).toBeGreaterThan(0.5)
    expect((await get('carrier-status')).areas).toEqual([{ area: 'carrier', name: '遗传病携带', items: kb.items.filter(i => i.category === 'carrier').length }])
    expect(json(await t.signed({ method: 'GET', url: '/proxy/content/white-papers/nope' })).code).toBe(CODES.ARG_ERROR)
  })

  it('the turnaround is measured per stage, and says nothing below the minimum number of samples', async () => {
    const { turnaroundOf } = await import('../../src/domains/content/facts')
    const H = 3600_000
    const samples = new Map<number, Map<string, number>>()
    for (let i = 0; i < 5; i++) samples.set(i, new Map([['received', 0], ['qcPassed', (10 + i) * H], ['genotyped', 30 * H], ['published', (50 + i * 10) * H]]))
    samples.set(9, new Map([['received', 0]]))
    const data = turnaroundOf(samples, 1)
    const total = data.stages.find(s => s.from === 'received' && s.to === 'published')!
    expect(total).toMatchObject({ samples: 5, medianHours: 70, p90Hours: 90 })
    expect(data.stages.find(s => s.to === 'qcPassed')).toMatchObject({ samples: 5, medianHours: 12 })
    const few = turnaroundOf(new Map([...samples].slice(0, 4)), 1)
    expect(few.stages.every(s => s.medianHours === null && s.p90Hours === null)).toBe(true)
    // the endpoint on this database (no laboratory samples): every stage without a figure
    const served = json<any>(await t.signed({ method: 'GET', url: '/proxy/content/turnaround' })).data
    expect(served.stages).toHaveLength(4)
    expect(served.stages.every((s: { medianHours: number | null }) => s.medianHours === null)).toBe(true)
  })
})

describe('genetic-counselling bookings (/consult)', () => {
  it('books a workday within two weeks, at most three open per account; only the owner cancels', async () => {
    const { bookableDays, CONSULT_OPEN_BOOKINGS_MAX } = await import('@xungen/contracts')
    const { CONSULT } = await import('@xungen/contracts/endpoints')
    const book = (token: string, body: unknown) => t.signed({ method: 'POST', url: CONSULT.book.path, body, headers: auth(token) }).then(r => json<any>(r))
    const days = bookableDays(t.now())
    expect(days.length).toBeGreaterThanOrEqual(9)
    const first = await book(plain.token, { day: days[0], period: 'morning', topic: '想了解携带者筛查结果对备孕的影响' })
    expect(first.code).toBe(0)
    expect(first.data.list[0]).toMatchObject({ day: days[0], period: 'morning', status: 'booked' })
    // today, a weekend day and a day beyond two weeks are refused
    const saturday = new Date(Date.parse(days[0]) + [...Array(7).keys()].find(i => new Date(Date.parse(days[0]) + i * 864e5).getUTCDay() === 6)! * 864e5).toISOString().slice(0, 10)
    for (const day of [saturday, '2020-01-01']) expect((await book(plain.token, { day, period: 'morning', topic: '问题' })).message).toBe('请选择未来 14 天内的工作日')
    for (let i = 1; i < CONSULT_OPEN_BOOKINGS_MAX; i++) expect((await book(plain.token, { day: days[i], period: 'afternoon', topic: '问题' })).code).toBe(0)
    expect((await book(plain.token, { day: days[4], period: 'morning', topic: '问题' })).code).toBe(CODES.ARG_ERROR)
    // someone else cannot cancel it; the owner can, which frees a place
    const id = first.data.list.at(-1).id
    expect(json(await t.signed({ method: 'DELETE', url: CONSULT.cancel.path.replace(':id', String(id)), headers: auth(operator.token) })).code).toBe(404)
    expect(json<any>(await t.signed({ method: 'DELETE', url: CONSULT.cancel.path.replace(':id', String(id)), headers: auth(plain.token) })).data.list.at(-1).status).toBe('cancelled')
    expect((await book(plain.token, { day: days[4], period: 'morning', topic: '问题' })).code).toBe(0)
    expect((await book(plain.token, { day: days[5], period: 'morning', topic: '   ' })).code).toBe(CODES.ARG_ERROR)
  })
})

describe('agreement versions published from /ops (issue 26 item 1)', () => {
  const status = async (token: string) => json<any>(await t.signed({ method: 'GET', url: CONSENT.agreements.path, headers: auth(token) })).data
  const accept = async (token: string, accepted: unknown) => json<any>(await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted }, headers: auth(token) }))
  const publishAgreement = async (document: string, title: string, body: string, renewConsent?: boolean) => {
    const key = `agreement/${document}`
    const existing = await doc(operator.token, key)
    const draft = await save(operator.token, key, { title, body, expectedUpdatedAt: existing.code === 0 ? existing.data.updatedAt : null })
    expect(draft.code).toBe(0)
    const res = await t.signed({ method: 'POST', url: CONTENT.opsPublish.path + q(key), body: renewConsent === undefined ? { expectedUpdatedAt: draft.data.updatedAt } : { expectedUpdatedAt: draft.data.updatedAt, renewConsent }, headers: auth(operator.token) })
    return json<any>(res).data
  }

  it('a new version asks again everyone who accepted the earlier one, is accepted per version, and a correction published without asking again leaves acceptances standing', async () => {
    const reader = await t.signUp(newPhone(), newName())
    await accept(reader.token, [{ document: 'service', version: AGREEMENTS.service.version }, { document: 'privacy', version: AGREEMENTS.privacy.version }, { document: 'sensitive', version: AGREEMENTS.sensitive.version }])
    expect((await status(reader.token)).pending).toEqual([])
    // only documents people accept; only operators
    expect((await save(operator.token, 'agreement/no-such', { title: '无', body: '无', expectedUpdatedAt: null })).message).toBe(CONTENT_MESSAGES.unknownAgreement)
    expect((await save(plain.token, 'agreement/privacy', { title: '隐私政策', body: '正文', expectedUpdatedAt: null })).code).toBe(404)

    const v1 = await publishAgreement('privacy', '隐私政策', '## 一、我们收集的信息\n\n新增：用于改进检测质量的统计。')
    const version = v1.history[0].agreementVersion as string
    // named by the day (never before the content file's version) and the publication's number
    const day = [chinaDay(t.now()), AGREEMENTS.privacy.version].sort()[1]
    expect(version).toBe(`${day}.1`)
    expect(v1.history[0]).toMatchObject({ version: 1, renewConsent: true })
    // everyone reads the new text with its version
    expect((await read('agreement/privacy')).data).toMatchObject({ title: '隐私政策', agreementVersion: version, html: '<h2>一、我们收集的信息</h2>\n<p>新增：用于改进检测质量的统计。</p>\n' })
    // the person is asked again at the next visit; the text they accepted before no longer counts
    const asked = await status(reader.token)
    expect(asked.pending).toEqual(['privacy'])
    expect(asked.list.find((d: { document: string }) => d.document === 'privacy')).toMatchObject({ version, acceptedVersion: AGREEMENTS.privacy.version, acceptedCurrent: false })
    expect((await accept(reader.token, [{ document: 'privacy', version: AGREEMENTS.privacy.version }])).message).toBe('《隐私政策》已更新，请重新阅读后同意')
    const accepted = await accept(reader.token, [{ document: 'privacy', version }])
    expect(accepted.data.pending).toEqual([])
    const rows = await t.app.db.selectFrom('consent_acceptances').select(['document', 'version']).where('user_id', '=', reader.userId).where('document', '=', 'privacy').orderBy('id').execute()
    expect(rows.map(r => r.version)).toEqual([AGREEMENTS.privacy.version, version])

    // a correction: the current version moves on, earlier acceptances stand
    const v2 = await publishAgreement('privacy', '隐私政策', '## 一、我们收集的信息\n\n新增：用于改进检测质量的统计（修正错别字）。', false)
    expect(v2.history.map((h: { renewConsent: boolean }) => h.renewConsent)).toEqual([false, true])
    const corrected = await status(reader.token)
    expect(corrected.pending).toEqual([])
    expect(corrected.list.find((d: { document: string }) => d.document === 'privacy')).toMatchObject({ version: `${day}.2`, acceptedVersion: version, acceptedCurrent: true })

    // a binding consent the person gave is asked again when its new version asks again; binding needs it
    expect(await t.app.consent.accepted(reader.userId, 'sensitive')).toBe(true)
    const s1 = await publishAgreement('sensitive', '敏感个人信息处理单独同意书', '## 处理目的\n\n新增：用于祖源分析的算法改进。')
    expect((await status(reader.token)).pending).toEqual(['sensitive'])
    expect(await t.app.consent.accepted(reader.userId, 'sensitive')).toBe(false)
    // someone who never gave it is asked only when binding
    expect((await status(plain.token)).pending).not.toContain('sensitive')
    await accept(reader.token, [{ document: 'sensitive', version: s1.history[0].agreementVersion }])
    expect(await t.app.consent.accepted(reader.userId, 'sensitive')).toBe(true)
  })
})

describe('activities (issue 26 item 5; spec 4 current activity, spec 5 exactly 3 pictures)', () => {
  const H = 3600_000
  const pics = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/files/images/content/act-${i}.jpg`, alt: `活动图 ${i + 1}` }))
  const saveActivity = (token: string, tag: string, body: Record<string, unknown>) =>
    t.signed({ method: 'PUT', url: `/proxy/ops/content/activities/${tag}`, body, headers: auth(token) }).then(r => json<any>(r))
  const get = (url: string) => t.signed({ method: 'GET', url }).then(r => json<any>(r))
  const activity = (startDate: number, endDate: number, n = 3) => ({ title: '周年庆', startDate, endDate, picInfos: pics(n), share: { title: '基因寻根周年庆', description: '检测套装限时优惠' } })

  it('appears only inside its window: upcoming, running with its pictures and share scene, then ended; the current one is the running one that started last', async () => {
    const now = t.now()
    expect((await saveActivity(plain.token, 'anniversary', activity(now + H, now + 3 * H))).code).toBe(404)
    expect((await saveActivity(operator.token, 'anniversary', activity(now + H, now + 3 * H, 2))).message).toContain('活动须有且只有 3 张图片')
    expect((await saveActivity(operator.token, 'anniversary', activity(now + 3 * H, now + H))).message).toContain('结束时间须晚于开始时间')
    expect((await saveActivity(operator.token, 'anniversary', { ...activity(now + H, now + 3 * H), picInfos: [...pics(2), { url: 'https://evil.example/x.jpg', alt: '外图' }] })).code).toBe(CODES.ARG_ERROR)
    expect((await saveActivity(operator.token, 'current', activity(now + H, now + 3 * H))).code).toBe(CODES.ARG_ERROR)
    expect((await saveActivity(operator.token, 'anniversary', activity(now + H, now + 3 * H))).code).toBe(0)
    expect((await saveActivity(operator.token, 'spring', { ...activity(now + 2 * H, now + 5 * H), title: '春节' })).code).toBe(0)

    const before = (await get('/proxy/content/activities/anniversary')).data
    expect(before).toMatchObject({ state: 'upcoming', picInfos: [], share: null })
    expect((await get('/proxy/content/activities/current')).data.activity).toBeNull()

    t.advance(H)
    expect((await get('/proxy/content/activities/anniversary')).data).toMatchObject({ state: 'running', picInfos: pics(3), share: { title: '基因寻根周年庆' } })
    expect((await get('/proxy/content/activities/current')).data.activity).toMatchObject({ tag: 'anniversary', state: 'running' })
    t.advance(H)
    // both run: the one that started last is current
    expect((await get('/proxy/content/activities/current')).data.activity.tag).toBe('spring')
    t.advance(H)
    expect((await get('/proxy/content/activities/anniversary')).data).toMatchObject({ state: 'ended', picInfos: [], share: null })
    expect((await get('/proxy/content/activities/current')).data.activity.tag).toBe('spring')
    t.advance(2 * H)
    expect((await get('/proxy/content/activities/current')).data.activity).toBeNull()
    expect((await get('/proxy/content/activities/nothing-here')).code).toBe(404)
  })
})

describe('the health questionnaire (issue 26 item 8): personal data of the account', () => {
  const call = (token: string, method: string, url: string, body?: unknown) => t.signed({ method: method as 'GET', url, body, headers: auth(token) }).then(r => json<any>(r))
  const answers = { smoking: '从不吸烟', conditions: ['高血压'], familyConditions: ['糖尿病', '肿瘤'], medicines: '氨氯地平 5mg' }

  it('is answered only with its agreement in version 2, checked against its questions, in the data export, and deleted with the account or the agreement', async () => {
    const me = await t.signUp(newPhone(), newName('问卷'))
    const guide = await t.signed({ method: 'GET', url: QUESTIONNAIRE.questionnaireGuide.path }).then(r => json<any>(r))
    expect(guide.data).toMatchObject({ title: '健康问卷', version: 2 })
    expect(guide.data.groups.map((g: { id: string }) => g.id)).toEqual(['lifestyle', 'history', 'family'])
    expect((await call(me.token, 'GET', QUESTIONNAIRE.questionnaireAgreement.path)).data).toEqual({ agreedVersion: null, answers: null, updatedAt: null })

    expect((await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: answers, agree: false, version: 2 })).message).toContain('请先阅读并同意')
    expect((await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: answers, agree: true, version: 1 })).message).toContain('问卷同意书已更新')
    expect((await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: { smoking: '一天三包半' }, agree: true, version: 2 })).code).toBe(CODES.ARG_ERROR)
    expect((await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: { nope: '从不吸烟' }, agree: true, version: 2 })).code).toBe(CODES.ARG_ERROR)
    expect((await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: {}, agree: true, version: 2 })).code).toBe(CODES.ARG_ERROR)

    const saved = await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: answers, agree: true, version: 2 })
    expect(saved.data).toMatchObject({ agreedVersion: 2, answers })
    // only the account reads its answers
    expect((await call(plain.token, 'GET', QUESTIONNAIRE.questionnaireAgreement.path)).data.answers).toBeNull()
    // the account's data export carries them
    const exported = await call(me.token, 'GET', ACCOUNTS.accountDataExport.path)
    expect(exported.data).toMatchObject({ userId: me.userId, sections: { questionnaire: { agreedVersion: 2, answers } } })
    expect((await call(plain.token, 'GET', ACCOUNTS.accountDataExport.path)).data.sections.questionnaire.answers).toBeNull()

    // deleted with the account (its registered deletion, as the account's deletion job runs it)
    const handler = t.app.accounts.personalData.list().find(h => h.name === 'questionnaire')!
    await t.app.db.transaction().execute(db => handler.delete({ userId: me.userId, phone: null, db, storage: t.app.storage, log: t.app.log }))
    expect((await call(me.token, 'GET', QUESTIONNAIRE.questionnaireAgreement.path)).data.answers).toBeNull()
    // withdrawing the agreement deletes the answers too
    await call(me.token, 'PUT', QUESTIONNAIRE.questionnaireAnswer.path, { answer: answers, agree: true, version: 2 })
    expect((await call(me.token, 'DELETE', QUESTIONNAIRE.questionnaireWithdraw.path)).data).toEqual({ agreedVersion: null, answers: null, updatedAt: null })
  })
})
