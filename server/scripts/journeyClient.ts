/**
 * The kit-to-report journey through the public, signed API (server/scripts/journey.ts, the fleet in
 * server/scripts/fleet.ts): a user signs up, binds a kit, staff receive it and upload its raw file,
 * the user reads the report. The upload may go through one API node and the reads through another.
 */
import fs from 'fs'
import path from 'path'
import { randomBytes, randomInt } from 'crypto'
import { ACCOUNTS, BIND_ENDPOINTS, CONSENT, LAB_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { AGREEMENTS, DEV_SMS_OUTBOX_PATH, signRequest, type SigningKey } from '@xungen/contracts'
import { analyzeRawFile } from '../src/domains/analysis/genome'

export class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
    /** the envelope's code when the server answered one */
    readonly code?: number
  ) {
    super(`${step}: ${message}`)
  }
}

interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

export class Api {
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
    if (env.code !== 0) throw new StepError(step, `code ${env.code} ${env.message}`, env.code)
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

export interface PersonResult {
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

export function newPhone(): string {
  return `137${String(randomInt(0, 1e8)).padStart(8, '0')}`
}

export const round1 = (x: number) => Math.round(x * 10) / 10
export const sleep = (ms: number) => new Promise(r => setTimeout(r, ms))

/**
 * One person's journey; `reader` (default `api`) is the node that the person waits and reads
 * through; `sex` the declared sex (default: read from the file by the engine, as the person knows it);
 * `pollMs` how often the person looks at the detection status while waiting (default 200 ms).
 */
export async function journeyOf(api: Api, staff: string, file: string, index: number, log: (s: string) => void, options: { reader?: Api; sex?: 'male' | 'female'; pollMs?: number } = {}): Promise<{ result: PersonResult; token: string }> {
  const reader = options.reader ?? api
  const t0 = Date.now()
  const result: PersonResult = { file, barcode: '', personId: '', status: 'failed', seconds: { upload: 0, analysis: 0, total: 0 }, report: null, relatives: [] }
  const bytes = fs.readFileSync(file)
  // the person's own sex, as they would declare it
  const own = options.sex ? null : await analyzeRawFile(new Uint8Array(bytes), path.basename(file)).catch(() => null)
  const sex: 'male' | 'female' = options.sex ?? (own?.sex === 'female' ? 'female' : 'male')

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
    const status = await reader.call<{ state: string; timeline: Array<{ state: string; content: string }> }>('wait for report', 'GET', PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), { token })
    state = status.state
    if (state === 'published' || state === 'held' || state === 'analysisFailed') break
    if (Date.now() - ta > 300_000) throw new StepError('wait for report', `still ${state} after 300 s`)
    await sleep(options.pollMs ?? 200)
  }
  result.seconds.analysis = round1((Date.now() - ta) / 1000)
  if (state !== 'published') {
    const lab = await api.call<{ list: Array<{ barcode: string; holdReason: string | null }> }>('lab samples', 'GET', LAB_ENDPOINTS.samples.path, { token: staff, query: { state } })
    const reason = lab.list.find(x => x.barcode === barcode)?.holdReason
    result.status = `failed: report ${state}${reason ? ` (${reason})` : ''}`
    result.seconds.total = round1((Date.now() - t0) / 1000)
    return { result, token }
  }

  await reader.call('read person', 'GET', PERSONS_ENDPOINTS.personByBarcode.path.replace(':barcode', barcode), { token })
  const home = await reader.call<any>('read report home', 'GET', REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), { token })
  if (home.sample) throw new StepError('read report home', 'answered the demo report for a published barcode')
  const items = await reader.call<{ list: unknown[] }>('read report items', 'GET', REPORT_ENDPOINTS.items.path.replace(':barcode', barcode), { token })
  await reader.call('read haplogroup name', 'GET', PERSONS_ENDPOINTS.haplogroupName.path.replace(':barcode', barcode), { token })
  await reader.call('read side bar', 'GET', REPORT_ENDPOINTS.sideBarData.path, { token, query: { barcode } })
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

