/**
 * The invoice PDF (issue 17 item 8): made with pdfkit, the Chinese font embedded as a subset
 * (the same Noto Sans CJK the health report uses: the shared PDF module's cjkFont, server/src/pdf). It states the invoice
 * number, date, buyer (person or company with taxpayer code, address, bank), the item, the
 * amount in figures and in Chinese capitals, and the order it belongs to. It says plainly that
 * it is the shop's record of the invoice request: a statutory fapiao comes only from the tax
 * authority's platform, which this server does not reach.
 */
import { yuanText } from '@xungen/contracts'

export interface InvoicePdfInput {
  invoiceNo: string
  orderNo: string
  issuedAt: number
  titleType: number
  title: string
  taxpayerCode: string | null
  registerAddress: string | null
  registerNumber: string | null
  registerBank: string | null
  bankAccount: string | null
  content: string
  productName: string
  count: number
  amountFen: number
  sellerName: string
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const UNITS = ['', '拾', '佰', '仟']
const SECTIONS = ['', '万', '亿']

function section(n: number): string {
  let s = ''
  let zero = false
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10
    if (d === 0) {
      if (s) zero = true
      continue
    }
    if (zero) s += '零'
    zero = false
    s += DIGITS[d] + UNITS[i]
  }
  return s
}

/** an amount in fen as Chinese financial capitals: 12345 → 壹佰贰拾叁元肆角伍分, 1005000 → 壹万零伍拾元整 */
export function capitalYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount: ${fen}`)
  const yuan = Math.floor(fen / 100)
  const jiao = Math.floor(fen / 10) % 10
  const cents = fen % 10
  if (fen === 0) return '零元整'
  let text = ''
  const groups: number[] = []
  for (let y = yuan; y > 0; y = Math.floor(y / 10000)) groups.push(y % 10000)
  let needZero = false
  for (let g = groups.length - 1; g >= 0; g--) {
    const n = groups[g]
    if (n === 0) {
      if (text) needZero = true
      continue
    }
    if (text && (needZero || n < 1000)) text += '零'
    text += section(n) + SECTIONS[g]
    needZero = false
  }
  if (text) text += '元'
  if (jiao === 0 && cents === 0) return text + '整'
  if (jiao > 0) text += DIGITS[jiao] + '角'
  else if (text) text += '零'
  if (cents > 0) text += DIGITS[cents] + '分'
  return text
}

export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  // pdfkit and the font code are loaded when the first invoice is drawn, not with the server
  const PDFDocument = require('pdfkit') as typeof import('pdfkit')
  const { cjkFont, pdfBytes } = require('../../pdf') as typeof import('../../pdf')
  const font = cjkFont()
  const doc = new PDFDocument({ size: 'A5', layout: 'landscape', margins: { top: 36, bottom: 36, left: 40, right: 40 }, info: { Title: `发票 ${input.invoiceNo}`, Author: input.sellerName, CreationDate: new Date(input.issuedAt) } })
  const done = pdfBytes(doc)
  doc.registerFont('cjk', font.path, font.family)
  doc.font('cjk')
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const date = new Date(input.issuedAt + 8 * 3600_000).toISOString().slice(0, 10)

  doc.fillColor('#9a3b1c').fontSize(18).text('电子普通发票（开票信息）', left, 36, { width, align: 'center' })
  doc.moveDown(0.3).fillColor('black').fontSize(9)
  doc.text(`发票编号：${input.invoiceNo}    开票日期：${date}    订单号：${input.orderNo}`, { width, align: 'center' })
  doc.moveDown(0.8)

  const row = (label: string, value: string) => {
    const y = doc.y
    doc.fillColor('#66717d').text(label, left, y, { width: 110 })
    doc.fillColor('black').text(value || '—', left + 110, y, { width: width - 110 })
    doc.moveDown(0.25)
  }
  doc.fontSize(11).fillColor('#9a3b1c').text('购买方', left).moveDown(0.2).fontSize(10)
  row('抬头类型', input.titleType === 1 ? '企业' : '个人')
  row('名称', input.title)
  if (input.titleType === 1) {
    row('纳税人识别号', input.taxpayerCode ?? '')
    row('地址、电话', [input.registerAddress, input.registerNumber].filter(Boolean).join(' '))
    row('开户行及账号', [input.registerBank, input.bankAccount].filter(Boolean).join(' '))
  }
  doc.moveDown(0.4).fontSize(11).fillColor('#9a3b1c').text('项目', left).moveDown(0.2).fontSize(10)
  row('项目名称', `*${input.content}*（${input.productName}）`)
  row('数量', String(input.count))
  row('价税合计（小写）', `¥${yuanText(input.amountFen)}`)
  row('价税合计（大写）', capitalYuan(input.amountFen))
  doc.moveDown(0.4).fontSize(11).fillColor('#9a3b1c').text('销售方', left).moveDown(0.2).fontSize(10)
  row('名称', input.sellerName)

  doc.moveDown(0.8).fontSize(8).fillColor('#66717d')
  doc.text('说明：本 PDF 由基因寻根根据您的开票申请生成，载明开票信息与实付金额（已扣除优惠与退款）。本系统尚未接入税务机关的全电发票服务平台，本文件不是税务机关监制的发票，如需报销入账的正式发票请联系客服。', left, doc.y, { width })
  doc.end()
  return done
}
