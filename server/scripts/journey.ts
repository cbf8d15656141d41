/**
 * `npm run journey -- --raw FILE [--raw FILE ...] [--json] [--base-url URL] [--staff-phone PHONE]`
 *
 * The whole way from kit to report through the public, signed API, for each raw file:
 *   1. a new user signs up with a code read from the sandbox SMS outbox;
 *   2. laboratory staff produce a kit (one barcode of the `standard` SKU);
 *   3. the user binds it with the calls the wizard makes (barcode check, the draft step by step,
 *      appellation and name checks, the two agreements with relatives finding on, submit, and a
 *      second submit that must answer the same binding);
 *   4. staff receive the sample, pass its DNA QC and upload FILE as the chip's raw file;
 *   5. the user waits for the report on the detection-status page and reads back the person,
 *      the report home, the items, the haplogroup names and, once every file is through, the
 *      relatives each person sees.
 * Without --base-url a fresh server runs in this process on a temporary database and storage,
 * and the staff account gets the lab role the way `npm run lab -- grant-role` gives it. With
 * --base-url, --staff-phone names an account that has the lab role on that server.
 * The declared sex of each person is the one the person would give: read from the file by the
 * genome engine, as the person knows it (a mismatch would hold the report for review).
 * --json prints exactly the shape of the issue; exit 1 naming the step that failed.
 */
import fs from 'fs'
import path from 'path'
import { randomBytes, randomInt } from 'crypto'
import { parseArgs } from 'util'
import { ACCOUNTS, BIND_ENDPOINTS, CONSENT, LAB_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import {
  AGREEMENTS,
  DEVELOPMENT_SIGNING_KEYS,
  DEV_SMS_OUTBOX_PATH,
  TEST_SIGNING_KEYS,
  resolveSigningKeys,
  signRequest,
  type SigningKey
} from '@xungen/contracts'
import { analyzeRawFile } from '../src/domains/analysis/genome'

class StepError extends Error {
  constructor(readonly step: string, message: string) {
    super(`${step}: ${message}`)
  }
}

interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

class Api {
  constructor(
    readonly base: string,
    private readonly keys: readonly SigningKey[]
  ) {}

  async call<T = any>(step: string, method: string, pathname: string, opts: { query?: Record<string, string | number | undefined>; body?: unknown; token?: string; form?: FormData } = {}): Promise<T> {
    const query: Record<string, string> = {}
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = String(v)
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
    const signed = signRequest({ method, url: pathname, query, body: body ?? null }, { keys: this.keys, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
    const headers: Record<string, string> = {}
    if (opts.token) headers.token = opts.token
    if (body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await fetch(this.base + signed.url, { method, headers, body: opts.form ?? body })
    } catch (err) {
      throw new StepError(step, `request failed: ${(err as Error).message}`)
    }
    const text = await res.text()
    let env: Envelope<T>
    try {
      env = JSON.parse(text)
    } catch {
      throw new StepError(step, `HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`)
    }
    if (env.code !== 0) throw new StepError(step, `code ${env.code} ${env.message}`)
    return env.data
  }

  async smsCode(step: string, phone: string): Promise<string> {
    const res = await fetch(`${this.base}${DEV_SMS_OUTBOX_PATH}?phone=${phone}&nationCode=86`)
    const body = (await res.json()) as { list?: Array<{ code: string }> }
    if (!body.list?.length) throw new StepError(step, `no code in the sandbox SMS outbox for ${phone}`)
    return body.list[0].code
  }

  /** a session for a phone: sign-up when new (with a name), else sign-in by code */
  async session(step: string, phone: string, name: string | null): Promise<{ token: string; userId: number }> {
    await this.call(step, 'POST', ACCOUNTS.smsVerify.path, { body: { phone, nationCode: '86', verifyType: 'login' } })
    const authCode = await this.smsCode(step, phone)
    if (name === null) return this.call(step, 'POST', ACCOUNTS.signinByCode.path, { body: { phoneNumber: phone, nationCode: '86', authCode } })
    return this.call(step, 'POST', ACCOUNTS.signup.path, {
      body: { phoneNumber: phone, nationCode: '86', authCode, name, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' }, isWechat: false }
    })
  }
}

interface PersonResult {
  file: string
  barcode: string
  personId: string
  status: string
  seconds: { upload: number; analysis: number; total: number }
  report: {
    sex: string
    y: { haplogroup: string; short: string } | null
    mt: { haplogroup: string } | null
    ancestry: Array<{ region: string; percent: number }>
    healthItems: number
  } | null
  relatives: Array<{ file: string; totalCm: number; segments: number; relationship: string }>
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周']
const GIVEN = ['建国', '秀英', '志强', '桂兰', '海燕', '俊杰', '雨桐', '子涵', '晓东', '丽华']

function newPhone(): string {
  return `137${String(randomInt(0, 1e8)).padStart(8, '0')}`
}

const round1 = (x: number) => Math.round(x * 10) / 10
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms))

async function journeyOf(api: Api, staff: string, file: string, index: number, log: (s: string) => void): Promise<{ result: PersonResult; token: string }> {
  const t0 = Date.now()
  const result: PersonResult = { file, barcode: '', personId: '', status: 'failed', seconds: { upload: 0, analysis: 0, total: 0 }, report: null, relatives: [] }
  const bytes = fs.readFileSync(file)
  // the person's own sex, as they would declare it
  const own = await analyzeRawFile(new Uint8Array(bytes), path.basename(file)).catch(() => null)
  const sex: 'male' | 'female' = own?.sex === 'female' ? 'female' : 'male'

  const phone = newPhone()
  const user = await api.session('sign-up', phone, `寻根${randomBytes(3).toString('hex')}`)
  const kit = await api.call<{ barcodes: string[] }>('lab produce kit', 'POST', LAB_ENDPOINTS.produceBatch.path, { token: staff, body: { sku: 'standard', count: 1 } })
  const barcode = kit.barcodes[0]
  result.barcode = barcode
  log(`${file}: user ${user.userId}, kit ${barcode}`)

  const token = user.token
  // the separate consent for sensitive personal information, asked before the first binding (PIPL art. 29)
  await api.call('bind: sensitive-information consent', 'POST', CONSENT.accept.path, { token, body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] } })
  const draft = (step: string, body: object) => api.call(step, 'PUT', BIND_ENDPOINTS.saveDraft.path, { token, body })
  await api.call('bind: barcode check', 'GET', BIND_ENDPOINTS.barcodeCheck.path, { token, query: { barcode } })
  await draft('bind: barcode', { barcode })
  await api.call('bind: options', 'GET', BIND_ENDPOINTS.options.path)
  const appellation = await api.call<{ succeeded: boolean; errors: string[] }>('bind: appellation check', 'GET', BIND_ENDPOINTS.appellationCheck.path, { token, query: { appellation: 'me', sex } })
  if (!appellation.succeeded) throw new StepError('bind: appellation check', appellation.errors.join('; '))
  await draft('bind: appellation', { appellation: 'me' })
  const surname = SURNAMES[index % SURNAMES.length]
  const name = surname + GIVEN[(index * 7) % GIVEN.length]
  const names = await api.call<{ succeeded: boolean; errors: string[] }>('bind: name check', 'GET', BIND_ENDPOINTS.nameCheck.path, { token, query: { name, surname } })
  if (!names.succeeded) throw new StepError('bind: name check', names.errors.join('; '))
  await draft('bind: name', { name, surname })
  await draft('bind: sex', { sex })
  await draft('bind: birthday', { birthday: '1980-05-17' })
  await draft('bind: birthplace', { birthplace: '广东省广州市越秀区', birthplaceCode: '440104', ancestralPlace: '福建省泉州市', ancestralPlaceCode: '350500' })
  await draft('bind: nation', { nation: '汉族' })
  const today = new Date().toISOString().slice(0, 10)
  await draft('bind: collected', { collected: true, collectDate: today })
  await draft('bind: agreements', { salivaAgree: true, geneRelatives: true, researchAgree: false })
  const saved = await api.call<{ draftId: number }>('bind: resume draft', 'GET', BIND_ENDPOINTS.draft.path, { token })
  const bound = await api.call<{ personId: number; detectionId: number; relativesFinding: boolean }>('bind: submit', 'POST', BIND_ENDPOINTS.submit.path, { token, body: { draftId: saved.draftId } })
  const again = await api.call<{ personId: number; detectionId: number; repeated: boolean }>('bind: submit again', 'POST', BIND_ENDPOINTS.submit.path, { token, body: { draftId: saved.draftId } })
  if (again.detectionId !== bound.detectionId || !again.repeated) throw new StepError('bind: submit again', 'a second submit bound again')
  if (!bound.relativesFinding) throw new StepError('bind: submit', 'relatives finding is not on')
  result.personId = String(bound.personId)

  await api.call('lab receive', 'POST', LAB_ENDPOINTS.receive.path.replace(':barcode', barcode), { token: staff })
  await api.call('lab DNA QC', 'POST', LAB_ENDPOINTS.qc.path.replace(':barcode', barcode), { token: staff, body: { passed: true } })
  const form = new FormData()
  form.append('file', new Blob([bytes]), path.basename(file))
  const tu = Date.now()
  await api.call('lab upload genotype', 'POST', LAB_ENDPOINTS.uploadGenotype.path.replace(':barcode', barcode), { token: staff, form })
  result.seconds.upload = round1((Date.now() - tu) / 1000)

  const ta = Date.now()
  let state = ''
  for (;;) {
    const status = await api.call<{ state: string; timeline: Array<{ state: string; content: string }> }>('wait for report', 'GET', PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), { token })
    state = status.state
    if (state === 'published' || state === 'held' || state === 'analysisFailed') break
    if (Date.now() - ta > 300_000) throw new StepError('wait for report', `still ${state} after 300 s`)
    await sleep(200)
  }
  result.seconds.analysis = round1((Date.now() - ta) / 1000)
  if (state !== 'published') {
    const lab = await api.call<{ list: Array<{ barcode: string; holdReason: string | null }> }>('lab samples', 'GET', LAB_ENDPOINTS.samples.path, { token: staff, query: { state } })
    const reason = lab.list.find(x => x.barcode === barcode)?.holdReason
    result.status = `failed: report ${state}${reason ? ` (${reason})` : ''}`
    result.seconds.total = round1((Date.now() - t0) / 1000)
    return { result, token }
  }

  await api.call('read person', 'GET', PERSONS_ENDPOINTS.personByBarcode.path.replace(':barcode', barcode), { token })
  const home = await api.call<any>('read report home', 'GET', REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), { token })
  if (home.sample) throw new StepError('read report home', 'answered the demo report for a published barcode')
  const items = await api.call<{ list: unknown[] }>('read report items', 'GET', REPORT_ENDPOINTS.items.path.replace(':barcode', barcode), { token })
  await api.call('read haplogroup name', 'GET', PERSONS_ENDPOINTS.haplogroupName.path.replace(':barcode', barcode), { token })
  await api.call('read side bar', 'GET', REPORT_ENDPOINTS.sideBarData.path, { token, query: { barcode } })
  const a = home.homeData.ancestry
  result.report = {
    sex: a.sex,
    y: a.y ? { haplogroup: a.y.haplogroup, short: a.y.short } : null,
    mt: a.mt ? { haplogroup: a.mt.haplogroup } : null,
    ancestry: (a.composition as Array<{ region: string; percent: number }>).map(c => ({ region: c.region, percent: c.percent })),
    healthItems: items.list.length
  }
  result.status = 'report-out'
  result.seconds.total = round1((Date.now() - t0) / 1000)
  return { result, token }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { raw: { type: 'string', multiple: true }, json: { type: 'boolean' }, 'base-url': { type: 'string' }, 'staff-phone': { type: 'string' } }
  })
  const files = values.raw ?? []
  if (files.length === 0) {
    console.error('journey: give at least one --raw FILE')
    return 2
  }
  for (const f of files) if (!fs.existsSync(f)) {
    console.error(`journey: ${f}: no such file`)
    return 2
  }
  const log = (s: string) => (values.json ? process.stderr.write(s + '\n') : console.log(s))
  const keys = process.env.SIGNING_KEYS ? resolveSigningKeys('development', process.env.SIGNING_KEYS).keys : [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys]
  let close = async () => {}
  let base = values['base-url']
  let staffToken: string
  let failedStep: string | null = null
  const results: PersonResult[] = []
  try {
    let api: Api
    if (!base) {
      const { startServer } = await import('../src/server')
      const server = await startServer({ h5Dir: null, logLevel: values.json ? 'silent' : 'error', env: { RATE_LIMIT_PER_MINUTE: '100000', SMS_DAILY_LIMIT_PER_IP: '100000' } })
      close = () => server.close()
      base = server.url
      log(`fresh server on a temporary database: ${base}`)
      api = new Api(base, keys)
      const phone = newPhone()
      const staff = await api.session('staff sign-up', phone, `实验室${randomBytes(3).toString('hex')}`)
      const { LabService } = await import('../src/domains/lab/service')
      await new LabService(server.app.db, server.app.storage, Date.now).grantRole(staff.userId)
      staffToken = staff.token
    } else {
      api = new Api(base.replace(/\/$/, ''), keys)
      if (!values['staff-phone']) throw new StepError('staff sign-in', '--staff-phone is needed with --base-url (an account with the lab role)')
      staffToken = (await api.session('staff sign-in', values['staff-phone'], null)).token
    }
    const tokens: string[] = []
    for (let i = 0; i < files.length; i++) {
      try {
        const { result, token } = await journeyOf(api, staffToken, files[i], i, log)
        results.push(result)
        tokens.push(token)
        log(`${files[i]}: ${result.status} in ${result.seconds.total} s`)
        if (result.status !== 'report-out') failedStep ??= `${files[i]}: ${result.status}`
      } catch (err) {
        const step = err instanceof StepError ? err.message : `unexpected: ${(err as Error).message}`
        results.push({ file: files[i], barcode: '', personId: '', status: `failed: ${step}`, seconds: { upload: 0, analysis: 0, total: 0 }, report: null, relatives: [] })
        tokens.push('')
        failedStep ??= `${files[i]}: ${step}`
      }
    }
    // relatives: every person of the run reads the others it matches; matching runs after each
    // report, so the lists are read until they stop changing
    const fileOfPerson = new Map(results.map(r => [r.personId, r.file]))
    let previous = ''
    const tr = Date.now()
    for (;;) {
      for (let i = 0; i < results.length; i++) {
        const r = results[i]
        if (r.status !== 'report-out') continue
        const data = await api.call<{ list: Array<{ personId: number; totalCm: number; segments: number; relationship: string }> }>('read relatives', 'GET', REPORT_ENDPOINTS.relatives.path.replace(':barcode', r.barcode), { token: tokens[i] })
        r.relatives = data.list
          .filter(x => fileOfPerson.has(String(x.personId)))
          .map(x => ({ file: fileOfPerson.get(String(x.personId))!, totalCm: x.totalCm, segments: x.segments, relationship: x.relationship }))
      }
      const now = JSON.stringify(results.map(r => r.relatives))
      if (now === previous || Date.now() - tr > 60_000) break
      previous = now
      await sleep(1500)
    }
  } catch (err) {
    failedStep ??= err instanceof StepError ? err.message : `unexpected: ${(err as Error).stack}`
  } finally {
    await close()
  }
  if (values.json) console.log(JSON.stringify({ persons: results }))
  else
    for (const r of results) {
      console.log(`\n${r.file}  ${r.barcode}  person ${r.personId}  ${r.status}  upload ${r.seconds.upload} s, analysis ${r.seconds.analysis} s, total ${r.seconds.total} s`)
      if (r.report) {
        console.log(`  sex ${r.report.sex}; Y ${r.report.y ? `${r.report.y.haplogroup} (${r.report.y.short})` : '-'}; mt ${r.report.mt?.haplogroup ?? '-'}; health items ${r.report.healthItems}`)
        console.log(`  ancestry ${r.report.ancestry.map(a => `${a.region} ${a.percent}%`).join(', ') || '-'}`)
      }
      for (const k of r.relatives) console.log(`  relative ${k.file}: ${k.totalCm} cM in ${k.segments} segments, ${k.relationship}`)
    }
  if (failedStep) {
    console.error(`journey failed at ${failedStep}`)
    return 1
  }
  return 0
}

main().then(
  code => process.exit(code),
  err => {
    console.error(err)
    process.exit(1)
  }
)
