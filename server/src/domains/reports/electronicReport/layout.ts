/**
 * The page layout of the electronic report: Chinese line breaking and a flow of blocks cut into
 * A4 pages. pdfkit's own wrapping measures every prefix of a line without spaces again through the
 * font's shaper, which for Chinese (no spaces) costs seconds per report; here each character is
 * measured once, lines are broken by the rules of Chinese typesetting (no closing punctuation at
 * the start of a line, no opening one at its end, Latin words and numbers kept whole), and the
 * whole document is laid out before anything is drawn, so that a block never straddles a page, a
 * heading never ends a page and the last page is not left almost empty.
 */
import type PDFDocument from 'pdfkit'

export type Doc = InstanceType<typeof PDFDocument>

export const PAGE = { width: 595.28, height: 841.89, margin: 48, top: 56, bottom: 64 }
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const CONTENT_TOP = PAGE.top
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom

export type FontName = 'regular' | 'bold'

/** Noto Sans CJK: ascender 1.16 em, descender 0.288 em; pdfkit puts the text's top at y */
const LINE_HEIGHT = 1.45

export function lineHeight(size: number, gap = 0.25): number {
  return size * (LINE_HEIGHT + gap)
}

// kinsoku: what may not start or end a line (GB/T 15834 punctuation rules)
const NO_START = new Set([...'，。、；：？！）》」』】〕〉”’%‰·…—～,.;:?!)]}'])
const NO_END = new Set([...'（《「『【〔〈“‘([{'])
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/

/**
 * Widths of characters at size 1, measured once. Bold is the regular face drawn with a thin
 * outline (one font file to parse and subset instead of two): it is as wide as the regular.
 */
export class Measure {
  private readonly widths = new Map<string, number>()

  constructor(private readonly doc: Doc) {}

  charWidth(ch: string, _font?: FontName): number {
    let w = this.widths.get(ch)
    if (w === undefined) {
      this.doc.font('regular').fontSize(100)
      w = this.doc.widthOfString(ch) / 100
      this.widths.set(ch, w)
    }
    return w
  }

  width(text: string, size: number, _font: FontName = 'regular'): number {
    let w = 0
    for (const ch of text) w += this.widths.get(ch) ?? this.charWidth(ch)
    return w * size
  }

  /** the tokens a line may break between: one CJK character, a Latin word with what follows it, a space */
  private tokens(text: string): string[] {
    const out: string[] = []
    let word = ''
    for (const ch of text) {
      if (ch === ' ') {
        if (word) out.push(word)
        out.push(' ')
        word = ''
      } else if (CJK.test(ch)) {
        if (word) out.push(word)
        word = ''
        out.push(ch)
      } else word += ch
    }
    if (word) out.push(word)
    return out
  }

  /** breaks a paragraph into lines no wider than `width` (hard line breaks kept) */
  lines(text: string, size: number, width: number, font: FontName = 'regular'): string[] {
    const out: string[] = []
    for (const para of text.split('\n')) {
      const tokens = this.tokens(para)
      let line = ''
      let w = 0
      const push = () => {
        out.push(line.trimEnd())
        line = ''
        w = 0
      }
      for (let i = 0; i < tokens.length; i++) {
        let t = tokens[i]
        if (t === ' ' && !line) continue
        const tw = this.width(t, size, font)
        if (w + tw <= width || !line) {
          if (tw > width && !CJK.test(t)) {
            // a Latin token wider than the line (a long URL): cut it by characters
            for (const ch of t) {
              const cw = this.charWidth(ch, font) * size
              if (w + cw > width && line) push()
              line += ch
              w += cw
            }
            continue
          }
          line += t
          w += tw
          continue
        }
        // closing punctuation hangs into the margin rather than starting a line
        if (NO_START.has(t[0]) && t.length === 1) {
          line += t
          w += tw
          continue
        }
        // an opening bracket at the end of the line moves down with what it opens
        let carry = ''
        while (line && NO_END.has(line[line.length - 1])) {
          carry = line[line.length - 1] + carry
          line = line.slice(0, -1)
        }
        push()
        if (t === ' ') t = ''
        line = carry + t
        w = this.width(line, size, font)
      }
      if (line || !para) push()
    }
    return out
  }
}

/** what a block draws with: the document and the measure */
export interface Draw {
  doc: Doc
  m: Measure
}

export interface Block {
  height: number
  /** space above the block, dropped at the top of a page */
  before?: number
  /** the page may not end after this block (a heading, the first line of a paragraph) */
  keepWithNext?: boolean
  /** starts a new page unless the page still has this share of its height free (a chapter) */
  newPageUnlessFree?: number
  draw(d: Draw, x: number, y: number): void
}

export interface Placed {
  block: Block
  page: number
  y: number
}

/** the flow cut into pages: where each block goes; page 0 is the first flowed page */
export function paginate(blocks: readonly Block[], top = CONTENT_TOP, bottom = CONTENT_BOTTOM): { placed: Placed[]; pages: number; fill: number[] } {
  const placed: Placed[] = []
  const fill: number[] = [0]
  let page = 0
  let y = top
  const usable = bottom - top
  const chainHeight = (i: number) => {
    // the block and those it keeps with, up to the first that lets the page end
    let h = blocks[i].height
    let j = i
    while (blocks[j].keepWithNext && j + 1 < blocks.length) {
      j++
      h += (blocks[j].before ?? 0) + blocks[j].height
    }
    return Math.min(h, usable)
  }
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]
    const atTop = y === top
    const before = atTop ? 0 : b.before ?? 0
    const chapter = b.newPageUnlessFree !== undefined && !atTop && bottom - y < b.newPageUnlessFree * usable
    if (!atTop && (chapter || y + before + chainHeight(i) > bottom)) {
      page++
      fill.push(0)
      y = top
    } else y += before
    placed.push({ block: b, page, y })
    y += b.height
    fill[page] = (y - top) / usable
  }
  return { placed, pages: page + 1, fill }
}

// ---------------------------------------------------------------------------------------------
// blocks

export interface TextStyle {
  size: number
  color?: string
  font?: FontName
  gap?: number
  indent?: number
  width?: number
}

/** a paragraph as one block per line, so that it may continue on the next page (never leaving one line alone) */
export function paragraph(m: Measure, text: string, style: TextStyle, before = 0): Block[] {
  const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0)
  const lh = lineHeight(style.size, style.gap)
  const lines = m.lines(text, style.size, width, style.font)
  return lines.map((line, i) => ({
    height: lh,
    before: i === 0 ? before : 0,
    // no orphan (first line alone at a page's end) and no widow (last line alone at the top)
    keepWithNext: (i === 0 && lines.length > 1) || i === lines.length - 2,
    draw: (d, x, y) => textAt(d, line, x + (style.indent ?? 0), y, style)
  }))
}

/** lines of a paragraph as one block that never splits (a caption under a chart) */
export function textBlock(m: Measure, text: string, style: TextStyle, before = 0): Block {
  const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0)
  const lh = lineHeight(style.size, style.gap)
  const lines = m.lines(text, style.size, width, style.font)
  return {
    height: lh * lines.length,
    before,
    draw: (d, x, y) => lines.forEach((line, i) => textAt(d, line, x + (style.indent ?? 0), y + i * lh, style))
  }
}

export function textAt(d: Draw, text: string, x: number, y: number, style: Pick<TextStyle, 'size' | 'color' | 'font'>) {
  if (!text) return
  const color = style.color ?? INK
  const doc = d.doc.font('regular').fontSize(style.size).fillColor(color)
  if (style.font === 'bold') {
    doc.save().lineWidth(style.size * 0.045).strokeColor(color).text(text, x, y, { lineBreak: false, fill: true, stroke: true }).restore()
  } else doc.text(text, x, y, { lineBreak: false })
}

export function spacer(height: number): Block {
  return { height, draw: () => undefined }
}

// colours of the product (DESIGN: jade, with amber for what deserves attention)
export const INK = '#1f2a33'
export const JADE = '#0b7a6f'
export const JADE_LIGHT = '#e6f3f1'
export const AMBER = '#c86f12'
export const AMBER_LIGHT = '#fbeedd'
export const MUTED = '#66717d'
export const RULE = '#d9dee2'
export const TRACK = '#eef1f3'
