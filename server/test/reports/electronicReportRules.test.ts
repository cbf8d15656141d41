/**
 * Parts of the electronic report that are rules of their own: the download tickets (one-time,
 * expiring, bounded, random and kept on the server) and Chinese line breaking (no closing
 * punctuation at a line's start, Latin words whole), and the clean citation.
 */
import PDFDocument from 'pdfkit'
import { Measure, paginate, type Block } from '../../src/domains/reports/electronicReport/layout'
import { citationText } from '../../src/domains/reports/electronicReport/render'
import { cjkFont, PdfFontMissing } from '../../src/pdf'
import { DownloadTickets } from '../../src/domains/reports/electronicReport/tickets'

describe('download tickets', () => {
  it('a ticket is spent on its first use', () => {
    const tickets = new DownloadTickets<string>(() => 1000)
    const { ticket } = tickets.issue('a')
    expect(tickets.take(ticket)).toBe('a')
    expect(tickets.take(ticket)).toBeNull()
  })

  it('a ticket expires after its time, and expired ones leave the store', () => {
    let now = 1000
    const tickets = new DownloadTickets<string>(() => now, 5 * 60_000)
    const { ticket, expiresAt } = tickets.issue('a')
    expect(expiresAt).toBe(1000 + 5 * 60_000)
    tickets.issue('b')
    now += 5 * 60_000
    expect(tickets.take(ticket)).toBeNull()
    tickets.issue('c')
    expect(tickets.size).toBe(1)
  })

  it('the store is bounded: past its size the oldest tickets are dropped', () => {
    const tickets = new DownloadTickets<number>(() => 1000, 60_000, 100)
    const issued = Array.from({ length: 250 }, (_, i) => tickets.issue(i).ticket)
    expect(tickets.size).toBe(100)
    expect(tickets.take(issued[0])).toBeNull()
    expect(tickets.take(issued[249])).toBe(249)
  })

  it('tickets are 24 random bytes, different every time, never derived from anything a client holds', () => {
    const tickets = new DownloadTickets<number>(() => 1000)
    const seen = new Set(Array.from({ length: 1000 }, (_, i) => tickets.issue(i).ticket))
    expect(seen.size).toBe(1000)
    for (const t of seen) expect(Buffer.from(t, 'base64url')).toHaveLength(24)
  })
})

describe('Chinese line breaking', () => {
  let m: Measure
  beforeAll(() => {
    let font
    try {
      font = cjkFont()
    } catch (err) {
      if (err instanceof PdfFontMissing && !process.env.CI) return
      throw err
    }
    const doc = new PDFDocument({ autoFirstPage: false })
    doc.registerFont('regular', font.path, font.family)
    m = new Measure(doc)
  })

  it('lines fit the width, and no line starts with closing punctuation', () => {
    if (!m) return
    const text = '您携带的痛风相关风险等位基因较少，多位点评分低于约80%的东亚人。这不代表不会得痛风，尿酸水平仍主要取决于饮食、饮酒、体重和肾功能。'
    for (let width = 60; width < 300; width += 7) {
      const lines = m.lines(text, 10, width)
      expect(lines.join('')).toBe(text)
      for (const l of lines) {
        expect('，。、；：？！）%'.includes(l[0])).toBe(false)
        // a closing mark may hang one character into the margin
        expect(m.width(l, 10)).toBeLessThanOrEqual(width + 10)
      }
    }
  })

  it('Latin words and numbers are never cut', () => {
    if (!m) return
    const lines = m.lines('芯片检测的位点 rs1260326 位于 GCKR 基因，PMID 12345678 中报告。', 9, 80)
    for (const w of ['rs1260326', 'GCKR', '12345678']) expect(lines.some(l => l.includes(w))).toBe(true)
  })
})

describe('pages', () => {
  const block = (height: number, extra: Partial<Block> = {}): Block => ({ height, draw: () => undefined, ...extra })

  it('a heading is never the last thing on a page', () => {
    const blocks = [block(700), block(30, { keepWithNext: true }), block(60)]
    const { placed } = paginate(blocks, 56, 778)
    expect(placed[1].page).toBe(placed[2].page)
    expect(placed[1].page).toBe(1)
  })

  it('a chapter starts a new page only when little of the page is left', () => {
    const chapter = block(30, { newPageUnlessFree: 0.3 })
    expect(paginate([block(300), chapter], 56, 778).placed[1].page).toBe(0)
    expect(paginate([block(600), chapter], 56, 778).placed[1].page).toBe(1)
  })
})

describe('references', () => {
  it('a citation reads authors. title. journal, year. PMID without doubled stops', () => {
    expect(citationText({ id: 'x', authors: 'Nakayama A, Nakaoka H, et al.', title: 'GWAS of gout.', journal: 'Ann Rheum Dis', year: 2017, pmid: '27899376' })).toBe(
      'Nakayama A, Nakaoka H, et al. GWAS of gout. Ann Rheum Dis, 2017. PMID: 27899376.'
    )
  })
})
