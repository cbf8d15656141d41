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
import { randomBytes } from 'crypto'
import { parseArgs } from 'util'
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { DEVELOPMENT_SIGNING_KEYS, TEST_SIGNING_KEYS, resolveSigningKeys } from '@xungen/contracts'
import { Api, StepError, journeyOf, newPhone, sleep, type PersonResult } from './journeyClient'

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
        // every page of the list (100 a page, most shared DNA first)
        const list: Array<{ personId: number; totalCm: number; segments: number; relationship: string }> = []
        for (let page = 1; ; page++) {
          const data = await api.call<{ isEnd: boolean; list: typeof list }>('read relatives', 'GET', REPORT_ENDPOINTS.relatives.path.replace(':barcode', r.barcode), { token: tokens[i], query: { page, size: 100 } })
          list.push(...data.list)
          if (data.isEnd) break
        }
        r.relatives = list
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
