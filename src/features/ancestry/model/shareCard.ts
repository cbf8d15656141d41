/**
 * The ancestry share card (issue 29): the person's composition on the map of the pages (the same
 * land and reference places, @xungen/contracts/ancestryMap), the three largest regions with their
 * shares, the paternal and maternal haplogroups; the stories and their sources stay in the report
 * (the card says so, a card has no room for citations). 示例 on the demo report's card. No name,
 * barcode or place of the person: the card is an image sent to other people. 500 × 400, the
 * 5:4 of WeChat's share cards.
 */
import { ANCESTRY_REGION_ZH } from '@xungen/contracts'
import { dotRadius, POPULATION_PLACES, project, REGION_COLOURS, regionOf, regionShares, worldLandRings } from '@xungen/contracts/ancestryMap'
import type { CardDrawing, CardOp } from '@/lib/cardOps'

export const CARD_WIDTH = 500
export const CARD_HEIGHT = 400

export interface ShareCardInput {
  sample: boolean
  regions: ReadonlyArray<{ id: string; labelZh: string; proportion: number }>
  paternal: string | null
  maternal: string | null
}

/** the width of a line of text, roughly: a Chinese character is as wide as the size, anything else about 0.6 of it */
export function textWidth(text: string, size: number): number {
  let w = 0
  for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? size : size * 0.6
  return w
}

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`

export function ancestryCard(input: ShareCardInput): CardDrawing {
  const ops: CardOp[] = [{ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: CARD_HEIGHT, fill: '#ffffff' }]
  ops.push({ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: 64, fill: '#0a7166' })
  ops.push({ kind: 'text', x: 24, y: 42, text: '我的祖源分析', size: 24, color: '#ffffff', bold: true })
  if (input.sample) ops.push({ kind: 'text', x: CARD_WIDTH - 24, y: 42, text: '示例', size: 20, color: '#ffffff', bold: true, align: 'right' })

  // the map: the world between 90°N and 60°S, 1.3 px a degree
  const scale = 1.3
  const mx = (CARD_WIDTH - 360 * scale) / 2
  const my = 76
  const shares = regionShares(input.regions.map(r => ({ id: r.id, proportion: r.proportion })))
  ops.push({ kind: 'rect', x: mx, y: my, w: 360 * scale, h: 150 * scale, fill: '#eef4f6', radius: 6 })
  // a few rings reach past ±180° (Chukotka): kept on the map's edge
  const edge = (x: number) => Math.min(360, Math.max(0, x))
  ops.push({ kind: 'rings', rings: worldLandRings().map(r => r.map(([x, y]) => [mx + edge(x) * scale, my + y * scale] as const)), fill: '#d9e2dc' })
  for (const p of [...POPULATION_PLACES].sort((a, b) => (shares[a.region] ?? 0) - (shares[b.region] ?? 0))) {
    const at = project(p.lat, p.lon)
    const share = shares[p.region] ?? 0
    ops.push({ kind: 'circle', x: mx + at.x * scale, y: my + at.y * scale, r: dotRadius(share) * scale, fill: REGION_COLOURS[p.region], opacity: share > 0 ? 0.85 : 0.35 })
  }

  // the largest regions
  let y = my + 150 * scale + 30
  // the regions shown as 0.0 % are left out
  const top = [...input.regions].filter(r => r.proportion >= 0.0005).sort((a, b) => b.proportion - a.proportion).slice(0, 3)
  if (!top.length) ops.push({ kind: 'text', x: 24, y, text: '祖源成分：暂无结果', size: 16, color: '#1f2a2e' })
  let x = 24
  for (const r of top) {
    const text = `${r.labelZh || ANCESTRY_REGION_ZH[regionOf(r.id)] || r.id} ${pct(r.proportion)}`
    ops.push({ kind: 'rect', x, y: y - 14, w: 12, h: 12, fill: REGION_COLOURS[regionOf(r.id) as keyof typeof REGION_COLOURS] ?? '#0a7166', radius: 2 })
    ops.push({ kind: 'text', x: x + 18, y: y - 3, text, size: 16, color: '#1f2a2e', bold: true })
    x += 18 + textWidth(text, 16) + 22
  }
  y += 32
  ops.push({ kind: 'text', x: 24, y, text: `父系 ${input.paternal ?? '无结果'}`, size: 16, color: '#1f2a2e' })
  ops.push({ kind: 'text', x: 260, y, text: `母系 ${input.maternal ?? '未判定'}`, size: 16, color: '#1f2a2e' })
  ops.push({ kind: 'text', x: 24, y: CARD_HEIGHT - 14, text: '基因寻根 · 单倍群的来历与文献出处见报告', size: 13, color: '#4d5b60' })

  const label = `祖源分享卡${input.sample ? '（示例）' : ''}：${top.length ? top.map(r => `${r.labelZh} ${pct(r.proportion)}`).join('，') : '祖源成分暂无结果'}；父系 ${input.paternal ?? '无'}；母系 ${input.maternal ?? '未判定'}`
  return { width: CARD_WIDTH, height: CARD_HEIGHT, label, ops }
}
