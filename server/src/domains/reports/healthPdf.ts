/**
 * The electronic health report (issue 15 item 5; spec 2.9 /report/electronic-report): a PDF of a
 * report's health items made on the server with pdfkit, the Chinese font embedded (a subset of
 * Noto Sans CJK SC, Debian's fonts-noto-cjk, which .ci/run installs; XUNGEN_PDF_FONT names another
 * file). It carries the person's name and barcode, the engine and knowledge-base versions and the
 * date, every unlocked item with its result, genotypes, East Asian frequency, evidence and
 * citations, the score position drawn as a bar, the area guidance, and 示例 on every page of the
 * demo report.
 *
 * Download: a signed POST makes a one-time ticket (5 minutes, this process) for the report the
 * caller may see; GET /report-files/:ticket serves it without signing, so that a browser
 * link and the mini-program's Taro.downloadFile can fetch it.
 */
import crypto from 'crypto'
import fs from 'fs'
import PDFDocument from 'pdfkit'
import { HEALTH_AREAS, HEALTH_GUIDANCE, REPORT_ITEM_STATUS, type HealthArea } from '@xungen/contracts'
import type { ReportService, Viewer } from './service'
import { markerFrequency } from './health'

const FONT_CANDIDATES = [
  process.env.XUNGEN_PDF_FONT,
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc'
].filter((p): p is string => !!p)

export class PdfFontMissing extends Error {}

export function cjkFont(): { path: string; family?: string } {
  for (const p of FONT_CANDIDATES) {
    if (fs.existsSync(p)) return { path: p, family: p.endsWith('.ttc') ? 'NotoSansCJKsc-Regular' : undefined }
  }
  throw new PdfFontMissing('no Chinese font for the PDF report: install fonts-noto-cjk or set XUNGEN_PDF_FONT')
}

const AREA_ORDER: HealthArea[] = ['disease', 'carrier', 'drug', 'traits', 'nutrition', 'fitness', 'skin']
const EVIDENCE: Record<string, string> = { A: 'A 级（临床指南或公认的临床遗传学结论）', B: 'B 级（包含东亚人群的重复验证研究）', C: 'C 级（仅供参考的研究结果）' }
const JADE = '#0b7a6f'
const AMBER = '#d9822b'
const MUTED = '#66717d'

type Doc = InstanceType<typeof PDFDocument>

function ensureSpace(doc: Doc, h: number) {
  if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

/** the score's percentile drawn against the East Asian distribution (0-100) */
function percentileBar(doc: Doc, percentile: number) {
  ensureSpace(doc, 30)
  const x = doc.page.margins.left
  const w = doc.page.width - doc.page.margins.left - doc.page.margins.right
  const y = doc.y + 4
  doc.save().roundedRect(x, y, w, 8, 4).fill('#f4f6f7')
  doc.roundedRect(x, y, (w * Math.min(100, Math.max(0, percentile))) / 100, 8, 4).fill('#e6f3f1')
  doc.rect(x + (w * Math.min(98, Math.max(2, percentile))) / 100 - 1.5, y - 4, 3, 16).fill(AMBER).restore()
  doc.fillColor(MUTED).fontSize(7).text('0', x, y + 14).text('100 百分位', x, y + 14, { width: w, align: 'right' })
  doc.fillColor('black')
  doc.y = y + 26
  doc.x = x
}

export interface PdfInput {
  service: ReportService
  viewer: Viewer
  barcode: string
  now: number
}

/** the PDF of one report as bytes */
export async function healthReportPdf({ service, viewer, barcode, now }: PdfInput): Promise<Buffer> {
  const home = await service.home(viewer, barcode)
  const { list } = await service.items(viewer, barcode)
  const font = cjkFont()
  const doc = new PDFDocument({ size: 'A4', margins: { top: 56, bottom: 56, left: 56, right: 56 }, bufferPages: true, info: { Title: `健康报告 ${home.person.name}`, Author: '基因寻根', CreationDate: new Date(now) } })
  const chunks: Buffer[] = []
  doc.on('data', c => chunks.push(c))
  const done = new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.registerFont('cjk', font.path, font.family)
  doc.font('cjk')

  const date = new Date(now).toISOString().slice(0, 10)
  doc.fillColor(JADE).fontSize(26).text('基因寻根 健康报告', { align: 'left' })
  doc.moveDown(0.4).fillColor('black').fontSize(14).text(`受检人：${home.person.name}`)
  doc.fontSize(11).text(`条码：${home.barcode}`)
  doc.text(`产品：${home.product.name ?? home.product.type}`)
  doc.text(`分析引擎 ${home.versions.engine} · 知识库 ${home.versions.kb} · 生成日期 ${date}`)
  if (home.sample) {
    doc.moveDown(0.5).fillColor(AMBER).fontSize(12).text(`示例报告：数据来自公开的千人基因组计划样本（${home.sampleSource}），只用于展示，不属于任何用户。`)
    doc.fillColor('black')
  }
  doc.moveDown(0.8).fontSize(10).fillColor(MUTED).text('本报告基于基因芯片检测的已知位点，描述的是遗传倾向，不是诊断，不能替代医生的检查和判断。芯片对极罕见变异的判读存在较高的假阳性率，任何罕见致病变异的检出都需要临床级检测确认。位置按 GRCh37，等位基因按正链书写。').fillColor('black')

  const citations = new Map<string, number>()
  const citationList: string[] = []
  const cite = (c: { id: string; authors: string; title: string; journal: string; year: number; pmid?: string; source?: string }) => {
    let n = citations.get(c.id)
    if (!n) {
      n = citationList.length + 1
      citations.set(c.id, n)
      citationList.push(`[${n}] ${c.authors}. ${c.title}. ${c.journal}, ${c.year}.${c.pmid ? ` PMID ${c.pmid}` : c.source ? ` ${c.source}` : ''}`)
    }
    return n
  }

  for (const area of AREA_ORDER) {
    const items = list.filter(i => i.category === area)
    if (!items.length) continue
    doc.addPage()
    doc.fillColor(JADE).fontSize(18).text(`${HEALTH_AREAS[area].name}（${items.length} 项）`).fillColor('black').moveDown(0.3)
    doc.fontSize(9).fillColor(MUTED).text(`这个结果不意味着什么：${HEALTH_GUIDANCE[area].notMeaning}`).moveDown(0.2)
    doc.text(`什么时候应该看医生：${HEALTH_GUIDANCE[area].seeDoctor}`).fillColor('black').moveDown(0.6)
    for (const row of items) {
      ensureSpace(doc, 70)
      if (row.status !== REPORT_ITEM_STATUS.NORMAL) {
        doc.fontSize(11).text(`${row.title}：未解锁（升级检测后可查看）`).moveDown(0.4)
        continue
      }
      const { item } = await service.item(viewer, barcode, row.id)
      const r = item.result
      doc.fontSize(12).fillColor(r.attention ? AMBER : 'black').text(`${item.title}：${r.status === 'normal' ? r.levelLabel : '未检出'}`).fillColor('black')
      doc.fontSize(9)
      if (r.status === 'normal') doc.text(r.levelText ?? '')
      else doc.text(r.note ?? '')
      if (r.confirmation) doc.fillColor(AMBER).text(r.confirmation.text).fillColor('black')
      if (r.score && r.status === 'normal') {
        doc.text(`遗传评分高于约 ${Math.round(r.score.percentile)}% 的东亚人，相对风险约为平均水平的 ${r.score.relativeRisk.toFixed(2)} 倍。`)
        percentileBar(doc, r.score.percentile)
      }
      for (const g of r.genotypes) {
        const eas = markerFrequency(g.rsid)
        doc.fillColor(MUTED).text(`${g.gene} ${g.rsid} chr${g.chrom}:${g.pos}  基因型 ${g.genotype ?? (g.state === 'nocall' ? '未能读出' : '芯片未检测')}  计数等位基因 ${g.effectAllele}${eas ? `  东亚人群 ${eas.allele} 频率 ${(eas.frequency * 100).toFixed(1)}%` : ''}`)
      }
      const refs = r.evidence.citations.map(c => cite(c))
      doc.fillColor(MUTED).text(`证据：${EVIDENCE[r.evidence.level]}  文献 ${refs.map(n => `[${n}]`).join('')}`).fillColor('black').moveDown(0.6)
    }
  }

  doc.addPage()
  doc.fillColor(JADE).fontSize(18).text('参考文献').fillColor('black').moveDown(0.4)
  doc.fontSize(8)
  for (const line of citationList) doc.text(line).moveDown(0.15)

  // every page: who, version, date, page number; 示例 on the demo
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.height - 36
    doc.fontSize(7).fillColor(MUTED).text(`${home.person.name} · ${home.barcode} · 知识库 ${home.versions.kb} · ${date} · 第 ${i + 1}/${range.count} 页`, doc.page.margins.left, bottom, { lineBreak: false })
    if (home.sample) doc.fontSize(10).fillColor(AMBER).text('示例', doc.page.width - 90, 24, { lineBreak: false })
  }
  doc.end()
  return done
}

interface Ticket {
  viewer: Viewer
  barcode: string
  expiresAt: number
}

/** one-time download tickets of this process */
export class PdfTickets {
  private readonly tickets = new Map<string, Ticket>()
  constructor(private readonly now: () => number, private readonly ttlMs = 5 * 60_000) {}

  issue(viewer: Viewer, barcode: string): { ticket: string; expiresAt: number } {
    for (const [k, t] of this.tickets) if (t.expiresAt < this.now()) this.tickets.delete(k)
    const ticket = crypto.randomBytes(24).toString('base64url')
    const expiresAt = this.now() + this.ttlMs
    this.tickets.set(ticket, { viewer, barcode, expiresAt })
    return { ticket, expiresAt }
  }

  take(ticket: string): Ticket | null {
    const t = this.tickets.get(ticket)
    this.tickets.delete(ticket)
    if (!t || t.expiresAt < this.now()) return null
    return t
  }
}
