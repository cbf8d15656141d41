/** Draws the laid-out tree on a 2d context (the browser's canvas or the mini-program's type="2d" Canvas): only the nodes in view. */
import { NODE_H, NODE_W, visibleNodes, yearsLine, type TreeLayout, type Viewport } from '../../model/layout'

/** what the tree's canvas takes, on both platforms (surface.ts, surface.weapp.tsx) */
export interface SurfaceProps {
  layout: TreeLayout
  rootId: number | null
  viewport: Viewport
  width: number
  height: number
  onViewport: (v: Viewport) => void
  onTap: (personId: number) => void
}


const COLORS = { M: '#e8f1fb', F: '#fcecef', U: '#f3f3f3' } as const
const BORDER = { M: '#4a7fc1', F: '#c45a73', U: '#999999' } as const

export interface DrawContext {
  save(): void
  restore(): void
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  clearRect(x: number, y: number, w: number, h: number): void
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  stroke(): void
  fillRect(x: number, y: number, w: number, h: number): void
  strokeRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number, maxWidth?: number): void
  fillStyle: unknown
  strokeStyle: unknown
  lineWidth: number
  font: string
  textAlign: string
  textBaseline: string
}

export function drawTree(ctx: DrawContext, layout: TreeLayout, v: Viewport, width: number, height: number, ratio: number, rootId: number | null): number {
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  ctx.clearRect(0, 0, width, height)
  ctx.setTransform(ratio * v.scale, 0, 0, ratio * v.scale, -v.x * v.scale * ratio, -v.y * v.scale * ratio)
  const x2 = v.x + width / v.scale
  const y2 = v.y + height / v.scale
  ctx.strokeStyle = '#b9b9b9'
  ctx.lineWidth = 1.5
  ctx.beginPath()
  for (const e of layout.edges) {
    if (Math.max(e.x1, e.x2) < v.x || Math.min(e.x1, e.x2) > x2 || Math.max(e.y1, e.y2) < v.y || Math.min(e.y1, e.y2) > y2) continue
    const mid = (e.y1 + e.y2) / 2
    ctx.moveTo(e.x1, e.y1)
    ctx.lineTo(e.x1, mid)
    ctx.lineTo(e.x2, mid)
    ctx.lineTo(e.x2, e.y2)
  }
  ctx.stroke()
  const nodes = visibleNodes(layout, v, width, height)
  const detail = v.scale >= 0.35
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const n of nodes) {
    const p = n.person
    const left = n.x - NODE_W / 2
    const top = n.y - NODE_H / 2
    ctx.fillStyle = COLORS[p.sex]
    ctx.fillRect(left, top, NODE_W, NODE_H)
    ctx.strokeStyle = p.dnaConflict ? '#d33333' : p.id === rootId ? '#d4892a' : p.tested || p.dnaMatch ? '#2f9e6b' : BORDER[p.sex]
    ctx.lineWidth = p.id === rootId || p.tested || p.dnaMatch ? 3 : 1
    ctx.strokeRect(left, top, NODE_W, NODE_H)
    if (!detail) continue
    ctx.fillStyle = '#222222'
    ctx.font = '15px sans-serif'
    ctx.fillText(p.name, n.x, n.partners.length ? n.y - 16 : n.y - 9, NODE_W - 10)
    ctx.fillStyle = '#666666'
    ctx.font = '12px sans-serif'
    const years = yearsLine(p)
    const tags = [p.generationName ? `${p.generationName}字辈` : '', p.tested ? 'DNA' : p.dnaConflict ? '与 DNA 不符' : p.dnaMatch ? 'DNA 印证' : ''].filter(Boolean).join(' · ')
    ctx.fillText([years, tags].filter(Boolean).join('  '), n.x, n.partners.length ? n.y + 1 : n.y + 12, NODE_W - 10)
    if (n.partners.length) ctx.fillText(`配偶 ${n.partners.join('、')}`, n.x, n.y + 17, NODE_W - 10)
  }
  return nodes.length
}
