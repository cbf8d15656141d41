/**
 * What a PDF says and how full its pages are, read back from the file with poppler's pdftotext
 * (Debian's poppler-utils, installed by .ci/run): the text of each page, and the words with their
 * boxes, so that a test measures the pages as a reader sees them, not as the code meant them.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

export function hasPoppler(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function withFile<T>(pdf: Buffer, work: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-pdf-'))
  try {
    const file = path.join(dir, 'report.pdf')
    fs.writeFileSync(file, pdf)
    return work(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** the text of each page */
export function pdfPages(pdf: Buffer): string[] {
  return withFile(pdf, file => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }).toString('utf8')
    const pages = text.split('\f')
    if (pages[pages.length - 1].trim() === '') pages.pop()
    return pages
  })
}

export interface PageWords {
  width: number
  height: number
  words: Array<{ text: string; xMin: number; yMin: number; xMax: number; yMax: number }>
}

/** every page's words with their boxes (points from the top-left corner) */
export function pdfWords(pdf: Buffer): PageWords[] {
  return withFile(pdf, file => {
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }).toString('utf8')
    const pages: PageWords[] = []
    for (const page of html.split('<page ').slice(1)) {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page)!
      const words = [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(m => ({
        xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: m[5]
      }))
      pages.push({ width: Number(size[1]), height: Number(size[2]), words })
    }
    return pages
  })
}

/**
 * How much of each page's text area holds text: from its top margin to the lowest word above the
 * footer, as a share of the area's height (the footer itself, under `footerY`, is not counted).
 */
export function pageFill(pages: PageWords[], top: number, footerY: number): number[] {
  return pages.map(p => {
    const body = p.words.filter(w => w.yMax < footerY && w.yMin > top - 30)
    if (!body.length) return 0
    const lowest = Math.max(...body.map(w => w.yMax))
    return Math.max(0, Math.min(1, (lowest - top) / (footerY - 10 - top)))
  })
}
