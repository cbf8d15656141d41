/**
 * What every PDF the server draws shares (the electronic report, invoices): the Chinese font,
 * found once and parsed once per thread, and the document's bytes as one Buffer. The documents
 * themselves stay in their domains (reports/electronicReport, invoices/pdf.ts).
 */
import fs from 'fs'
import * as fontkit from 'fontkit'
import type PDFDocument from 'pdfkit'

// Noto Sans CJK SC (Debian's fonts-noto-cjk)
const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk']

export class PdfFontMissing extends Error {}

export interface CjkFont {
  path: string
  family?: string
}

/** the Chinese font of the PDFs (XUNGEN_PDF_FONT names another file) */
export function cjkFont(): CjkFont {
  if (process.env.XUNGEN_PDF_FONT && fs.existsSync(process.env.XUNGEN_PDF_FONT)) return { path: process.env.XUNGEN_PDF_FONT }
  for (const dir of FONT_DIRS) {
    const p = `${dir}/NotoSansCJK-Regular.ttc`
    if (fs.existsSync(p)) return { path: p, family: 'NotoSansCJKsc-Regular' }
  }
  throw new PdfFontMissing('no Chinese font for the PDF report: install fonts-noto-cjk or set XUNGEN_PDF_FONT')
}

export type OpenFont = ReturnType<typeof fontkit.create>

/**
 * The font parsed once per thread and given to every document (pdfkit takes an opened fontkit
 * font): parsing the 19 MB collection for each report was a good part of its time.
 */
let openFont: OpenFont | null = null
export function openCjkFont(): OpenFont {
  if (!openFont) {
    const f = cjkFont()
    openFont = fontkit.create(fs.readFileSync(f.path), f.family)
  }
  return openFont
}

/** the document's bytes once it ends (call before doc.end()) */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  return new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))))
}
