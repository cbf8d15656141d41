/**
 * The electronic report (issue 21 item 9, issue 20 item 3; server/src/domains/reports/electronicReport):
 * a one-page summary, then health, ancestry and references; no near-empty page; Chinese only;
 * one rendering per version of a report (the demo's in memory, a customer's stored encrypted
 * under the owner's key), a new one when the person changes; one PDF at a time per account
 * (4290 and a Chinese message beyond); one-time tickets.
 *
 * The pages are read back from the file with poppler's pdftotext (text and word boxes).
 */
import fs from 'fs'
import path from 'path'
import { AUTH_SAMPLE_VALUE, CITATION_NOTE_WORDS, HEADERS } from '@xungen/contracts'
import { ANCESTRY, HEALTH_REPORT_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { hasPoppler, pageFill, pdfPages, pdfWords } from '../helpers/pdfText'
import { createKitApp, realSampleFile, type KitApp } from './helpers'

jest.setTimeout(600_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

const poppler = hasPoppler()
if (!poppler && process.env.CI) throw new Error('pdftotext (poppler-utils) is needed by this suite')
const itPoppler = poppler ? it : it.skip

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const SAMPLE_MODE = { [HEADERS.authSample]: AUTH_SAMPLE_VALUE }
const prepareUrl = (barcode: string) => HEALTH_REPORT_ENDPOINTS.electronicReport.path.replace(':barcode', barcode)

async function prepare(barcode: string, headers: Record<string, string>) {
  return json<any>(await t.signed({ method: 'POST', url: prepareUrl(barcode), body: {}, headers }))
}

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  return res.rawPayload
}

// A4 as laid out by electronicReport/layout.ts: text from 56 pt, footer at 842 - 40
const TOP = 56
const FOOTER = 841.89 - 46

/** Latin words a Chinese report may carry: gene, SNP and haplogroup names, citations, units, sources */
async function allowedLatin(barcode = 'SAMPLE', headers: Record<string, string> = SAMPLE_MODE): Promise<Set<string>> {
  const intros = json<any>(await t.signed({ method: 'GET', url: HEALTH_REPORT_ENDPOINTS.healthIntros.path }))
  const ancestry = await t.signed({ method: 'GET', url: ANCESTRY.report.path.replace(':barcode', barcode), headers })
  const words = new Set<string>(['GRCh37', 'PMID', 'SNP', 'DNA', 'mtDNA', 'Y', 'A', 'B', 'C', 'cM', '1000', 'Genomes', 'NA18525', 'CHB', 'SAMPLE', 'ISOGG', 'PhyloTree', 'Kidd', 'Seldin', 'Natural', 'Earth', '110m'])
  // gene and item names of the intros; from the ancestry report only its names (haplogroups, SNPs, variants, trees), never its words
  const NAMES = ['haplogroup', 'shortName', 'snp', 'rsid', 'tree', 'path', 'supporting', 'missing', 'extra']
  const names = (x: unknown, key = ''): string[] =>
    typeof x === 'string' ? (NAMES.includes(key) ? [x] : [])
      : Array.isArray(x) ? x.flatMap(v => names(v, key))
      : x && typeof x === 'object' ? Object.entries(x).flatMap(([k, v]) => names(v, k)) : []
  for (const source of [JSON.stringify(intros.data), ...names(JSON.parse(ancestry.body).data)]) for (const w of source.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) words.add(w)
  // the haplogroup stories' sentences (issue 29): their Latin words are author and clade names only (held by the engine's stories test)
  const data = JSON.parse(ancestry.body).data
  for (const line of [data.paternal, data.maternal]) for (const i of line.stories.items) for (const x of [i.name, ...i.statements.map((st: { text: string }) => st.text)]) for (const w of x.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) words.add(w)
  return words
}

/** Latin words of the pages before the references that the allow-list does not hold */
function foreignWords(pages: string[], allowed: Set<string>): string[] {
  const refsAt = pages.findIndex(p => /^\s*参考文献/m.test(p))
  const body = pages.slice(0, refsAt < 0 ? pages.length : refsAt + 1).join('\n').split(/\n\s*参考文献\s*\n/)[0]
  return [...new Set((body.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(w => !allowed.has(w) && !/^(rs|chr|i)\d+/.test(w) && !/^[ACGT]{1,2}$/.test(w)))]
}

describe('the demo report as a PDF', () => {
  let pdf: Buffer
  let pages: string[]

  beforeAll(async () => {
    const made = await prepare('SAMPLE', SAMPLE_MODE)
    expect(made.code).toBe(0)
    expect(made.data.url).toMatch(/^\/report-files\/[A-Za-z0-9_-]{32}$/)
    pdf = await download(made.data.url)
    if (process.env.XUNGEN_PDF_OUT) fs.writeFileSync(process.env.XUNGEN_PDF_OUT, pdf)
    if (poppler) pages = pdfPages(pdf)
  })

  it('is a PDF with the Chinese font embedded (a subset), and its link is spent after one download', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toMatch(/\/FontFile[23]?/)
    expect(pdf.toString('latin1')).toContain('NotoSansCJK')
    const made = await prepare('SAMPLE', SAMPLE_MODE)
    expect((await t.app.inject({ method: 'GET', url: made.data.url })).statusCode).toBe(200)
    const again = await t.app.inject({ method: 'GET', url: made.data.url })
    expect(again.statusCode).toBe(404)
    expect(again.body).toContain('下载链接已失效')
  })

  itPoppler('page 1 is the summary: who, barcode, dates, each health area, ancestry composition and the maternal haplogroup', () => {
    const first = pages[0]
    for (const words of ['基因检测报告', '示例用户', '条码', 'SAMPLE', '生成日期', '健康结果一览', '遗传风险', '药物反应', '遗传病携带', '祖源一览', '东亚', '母系单倍群']) expect(first).toContain(words)
    // a date in China time
    expect(first).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/)
    // health comes next, then ancestry, then what the report is and the references
    const at = (s: string) => pages.findIndex(p => p.includes(s))
    const heading = (s: string) => pages.findIndex(p => p.split('\n').some(l => l.trim() === s))
    expect(at('这个结果不意味着什么')).toBe(1)
    expect(at('祖源成分、父系和母系')).toBeGreaterThan(at('这个结果不意味着什么'))
    expect(heading('关于本报告')).toBeGreaterThanOrEqual(at('祖源成分、父系和母系'))
    expect(heading('参考文献')).toBeGreaterThanOrEqual(heading('关于本报告'))
  })

  itPoppler('the ancestry part has the composition with intervals and the maternal path; a woman has no paternal (Y) part', () => {
    const text = pages.join('\n')
    expect(text).toContain('95% 区间')
    expect(text).toContain('从线粒体共同祖先到您的分支')
    // the map of the pages (issue 29): its caption, the person's share per region in the legend, its source
    expect(text).toContain('祖源地图')
    expect(text.replace(/\s+/g, '')).toMatch(/图例（您的比例）：.*东亚\d+(\.\d+)?%/)
    expect(text).toContain('Natural Earth 1:110m')
    expect(text).not.toContain('父系（Y 染色体）')
    expect(text).not.toContain('父系单倍群')
  })

  itPoppler('the charts of the pages are there: the score among East Asians, allele frequencies and genotype shares', () => {
    const text = pages.join('\n')
    expect(text).toContain('百分位')
    expect(text).toContain('东亚人群等位基因频率')
    expect(text).toContain('东亚人群基因型比例（估算')
  })

  itPoppler('every page is marked 示例 and numbered', () => {
    pages.forEach((p, i) => {
      expect(p).toContain('示例')
      expect(p).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`)
    })
  })

  itPoppler('no page is nearly empty: each is at least 60 % full, the last at least 25 %', () => {
    const fill = pageFill(pdfWords(pdf), TOP, FOOTER)
    expect(fill.length).toBeGreaterThan(8)
    // [page, percent] of the pages under 60 %
    expect(fill.slice(0, -1).map((f, i) => [i + 1, Math.round(f * 100)]).filter(([, f]) => f < 60)).toEqual([])
    expect(fill[fill.length - 1]).toBeGreaterThanOrEqual(0.25)
  })

  itPoppler('the text is Chinese: Latin letters only in gene, SNP and haplogroup names, sources and the references', async () => {
    expect(foreignWords(pages, await allowedLatin())).toEqual([])
  })

  itPoppler('the references are clean citations: no curator\'s note (author list not shown, how a page was read)', () => {
    const refs = pages.join('\n').split(/\n\s*参考文献\s*\n/)[1] ?? ''
    expect(refs.length).toBeGreaterThan(100)
    expect(refs).not.toMatch(CITATION_NOTE_WORDS)
    expect(refs).not.toContain('descriptive title')
  })

  it('made once: more requests for the same version, even 30 at the same time, are served from memory', async () => {
    const before = t.app.electronicReport.renders
    const answers = await Promise.all(Array.from({ length: 30 }, () => prepare('SAMPLE', SAMPLE_MODE)))
    expect(answers.every(a => a.code === 0)).toBe(true)
    expect(t.app.electronicReport.renders).toBe(before)
  })
})

describe("a customer's report as a PDF", () => {
  let owner: { token: string; userId: number }
  let barcode: string
  let personId: number

  beforeAll(async () => {
    owner = await t.user()
    ;[barcode] = await t.produce()
    const bound = await t.bind(owner.token, barcode, { sex: 'female', name: '陈秀英', surname: '陈' })
    expect(bound.code).toBe(0)
    personId = bound.data.personId
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    expect((await t.upload(barcode, await realSampleFile(), 'NA18525.txt')).code).toBe(0)
    await t.app.queue.drain(120_000)
  })

  it('one PDF at a time per account: while one is being made, another is refused with 4290 and a Chinese message', async () => {
    const release = t.app.concurrency.acquire('pdf', `user:${owner.userId}`)
    try {
      const refused = await prepare(barcode, auth(owner.token))
      expect(refused.code).toBe(4290)
      expect(refused.message).toMatch(/[\u4e00-\u9fff]/)
      expect(refused.data).toMatchObject({ retryAfterSeconds: expect.any(Number) })
    } finally {
      release()
    }
  })

  it('someone else asking for it gets 4004', async () => {
    const other = await t.user()
    expect((await prepare(barcode, auth(other.token))).code).toBe(4004)
  })

  it('made once and stored encrypted under the owner; a changed person makes a new one and the old one goes', async () => {
    const before = t.app.electronicReport.renders
    const first = await prepare(barcode, auth(owner.token))
    expect(first.code).toBe(0)
    const pdf = await download(first.data.url)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    if (poppler) expect(pdfPages(pdf)[0]).toContain('陈秀英')
    expect(t.app.electronicReport.renders).toBe(before + 1)

    // on disk: one file in the owner's folder, not readable as a PDF
    const folder = path.join(t.app.config.storageDir, 'electronic-reports', 'users', String(owner.userId))
    const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String).filter(f => f.endsWith('.pdf')) : [])
    const files = stored()
    expect(files).toHaveLength(1)
    expect(fs.readFileSync(path.join(folder, files[0])).subarray(0, 5).toString('latin1')).not.toBe('%PDF-')

    // the same version again: no new rendering
    expect((await prepare(barcode, auth(owner.token))).code).toBe(0)
    expect(t.app.electronicReport.renders).toBe(before + 1)

    // the person renamed: a new version
    const upd = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', String(personId)), body: { name: '陈秀兰' }, headers: auth(owner.token) }))
    expect(upd.code).toBe(0)
    const renamed = await prepare(barcode, auth(owner.token))
    expect(renamed.code).toBe(0)
    expect(t.app.electronicReport.renders).toBe(before + 2)
    if (poppler) expect(pdfPages(await download(renamed.data.url))[0]).toContain('陈秀兰')
    expect(stored()).toHaveLength(1)
    expect(stored()[0]).not.toBe(files[0])
  })

  itPoppler('a real file\'s report: Chinese text, clean references, and items the chip did not cover say so (not 未检出)', async () => {
    const made = await prepare(barcode, auth(owner.token))
    expect(made.code).toBe(0)
    const pages = pdfPages(await download(made.data.url))
    const allowed = await allowedLatin(barcode, auth(owner.token))
    allowed.add(barcode)
    expect(foreignWords(pages, allowed)).toEqual([])
    const text = pages.join('\n')
    const refs = text.split(/\n\s*参考文献\s*\n/)[1] ?? ''
    expect(refs.length).toBeGreaterThan(100)
    expect(refs).not.toMatch(CITATION_NOTE_WORDS)
    // 未检出 is "looked for and not found"; an item the chip did not read is 未检测（芯片未覆盖）
    expect(text).not.toMatch(/未检出\s*\d+\s*项|\d+\s*项未检出/)
    expect(text).toContain('芯片未覆盖')
  })

  it('the storage sweep keeps the PDF of a detection of its account and removes one whose detection is gone', async () => {
    const pdfs = t.app.electronicReport
    const detection = await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()
    const mine = `electronic-reports/users/${owner.userId}/${detection.id}/0123abcd.pdf`
    const moved = `electronic-reports/users/${owner.userId + 1000}/${detection.id}/0123abcd.pdf`
    const gone = `electronic-reports/users/${owner.userId}/987654/0123abcd.pdf`
    expect([...(await pdfs.referenced([mine, moved, gone]))]).toEqual([mine])
  })
})
