/**
 * A picture described as drawing steps (rectangles, circles, filled paths, text), so that one
 * layout is drawn as SVG on H5 and on a canvas in the mini-program (the ancestry share card,
 * issue 29). Coordinates in the card's own pixels.
 */

export type CardOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; radius?: number }
  | { kind: 'circle'; x: number; y: number; r: number; fill: string; opacity?: number }
  /** closed rings of points, filled (the map's land) */
  | { kind: 'rings'; rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>; fill: string }
  /** y is the text's baseline */
  | { kind: 'text'; x: number; y: number; text: string; size: number; color: string; bold?: boolean; align?: 'left' | 'right' | 'center' }

export interface CardDrawing {
  width: number
  height: number
  /** what the picture says, in words (its text alternative) */
  label: string
  ops: readonly CardOp[]
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const n = (v: number) => Number(v.toFixed(1))

/** the drawing as SVG markup */
export function cardSvg(card: CardDrawing): string {
  const body = card.ops.map(op => {
    switch (op.kind) {
      case 'rect':
        return `<rect x="${n(op.x)}" y="${n(op.y)}" width="${n(op.w)}" height="${n(op.h)}"${op.radius ? ` rx="${op.radius}"` : ''} fill="${op.fill}"/>`
      case 'circle':
        return `<circle cx="${n(op.x)}" cy="${n(op.y)}" r="${n(op.r)}" fill="${op.fill}"${op.opacity !== undefined ? ` fill-opacity="${op.opacity}"` : ''}/>`
      case 'rings':
        return `<path d="${op.rings.map(r => 'M' + r.map(([x, y]) => `${n(x)},${n(y)}`).join(' ') + 'Z').join('')}" fill="${op.fill}"/>`
      case 'text': {
        const anchor = op.align === 'right' ? 'end' : op.align === 'center' ? 'middle' : 'start'
        return `<text x="${n(op.x)}" y="${n(op.y)}" font-size="${op.size}" fill="${op.color}"${op.bold ? ' font-weight="bold"' : ''} text-anchor="${anchor}" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">${esc(op.text)}</text>`
      }
    }
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}" viewBox="0 0 ${card.width} ${card.height}">${body}</svg>`
}

/** the drawing as an image source (H5's <Image>) */
export function cardSvgUri(card: CardDrawing): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(cardSvg(card))
}
