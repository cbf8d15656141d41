/**
 * What a PDF worker thread runs (threads.ts starts it): the report data in, the PDF bytes out
 * (a few hundred kilobytes, copied back to the API thread). The thread keeps the parsed font
 * between reports.
 */
import type { ReportPdfData } from './data'
import { renderReportPdf, warmRenderer } from './render'

/** loads what a rendering needs (the code, the parsed font) before the first report asks */
export function warm(): boolean {
  warmRenderer()
  return true
}

export default async function render(data: ReportPdfData): Promise<{ pdf: Uint8Array; pages: number; fill: number[] }> {
  const r = await renderReportPdf(data)
  return { pdf: new Uint8Array(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength), pages: r.pages, fill: r.fill }
}
