/**
 * The electronic report drawn with pdfkit (issue 21 item 9): a one-page summary (who, barcode,
 * dates in China time, the headline results of each health area, the ancestry composition and
 * the haplogroups), then the health areas item by item with the charts of the pages (the score's
 * place among East Asians with its bands, each marker's East Asian allele frequency and the
 * genotype shares derived from it, ADR 0017) drawn as vectors, then the ancestry (composition
 * with its 95 % intervals, the Y and mt lines with their paths from the root), what the report
 * can and cannot say, and the references as numbered citations. Chinese throughout (gene, SNP
 * and haplogroup names, units and citations aside); 示例 on every page of the demo.
 *
 * Pure: ReportPdfData in, bytes out. It runs in a worker thread (worker.ts), never on the API's
 * event loop.
 */
import PDFDocument from 'pdfkit'
import { openCjkFont, pdfBytes } from '../../../pdf'
import { ANCESTRY_REGION_ZH, chinaDateLong, citationLine, EAST_ASIA_LIMIT_ZH, NOT_COVERED_COUNT, NOT_COVERED_LABEL, NOT_COVERED_MARKERS, reportCoverage } from '@xungen/contracts'
import { dotRadius, POPULATION_PLACES, project, REGION_COLOURS, regionShares, worldLandRings, WORLD_LAND_HEIGHT, WORLD_LAND_WIDTH } from '@xungen/contracts/ancestryMap'
import type { PdfAncestry, PdfArea, PdfStories, PdfItem, PdfMarker, ReportPdfData } from './data'
import {
  AMBER, AMBER_LIGHT, CONTENT_BOTTOM, CONTENT_WIDTH, INK, JADE, JADE_LIGHT, MUTED, PAGE, RULE, TRACK,
  Measure, lineHeight, paginate, paragraph, spacer, textAt, textBlock, type Block, type Draw
} from './layout'

// ---------------------------------------------------------------------------------------------
// the font: the shared PDF module's (server/src/pdf), parsed once per thread

type OpenFont = ReturnType<typeof openCjkFont>
const theFont = openCjkFont

/** parses the font now (a thread that will draw reports calls it when it starts) */
export function warmRenderer(): void {
  theFont()
}

/**
 * Glyphs by the font's character map only, without OpenType shaping. Chinese text needs none (no
 * ligatures, no contextual forms: one character, one glyph), and running Noto CJK's substitution
 * lookups for every line was most of the time a report took (seconds). pdfkit (pinned) keeps its
 * layout per font object in `layoutRun`; glyph codepoints stay attached, so the text stays
 * extractable (ToUnicode).
 */
function withoutShaping(doc: InstanceType<typeof PDFDocument>, name: string) {
  doc.font(name)
  const font = (doc as unknown as { _font: { font: OpenFont; scale: number; layoutRun: unknown } })._font
  if (typeof font?.font?.glyphsForString !== 'function' || typeof font.layoutRun !== 'function') return
  font.layoutRun = (text: string) => {
    const glyphs = font.font.glyphsForString(text)
    let advanceWidth = 0
    const positions = glyphs.map(g => {
      const w = g.advanceWidth * font.scale
      advanceWidth += w
      return { xAdvance: w, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: w }
    })
    return { glyphs, positions, advanceWidth }
  }
}

// ---------------------------------------------------------------------------------------------
// words

/** a date in China time, as 2026年11月22日 */
export function chinaDate(ms: number): string {
  return chinaDateLong(ms)
}

const SEX_TEXT = { male: '男', female: '女' }
const QC_TEXT: Record<string, string> = { pass: '通过', warn: '通过（有提示）', fail: '未通过' }

/** a 0..1 share as a percentage: one decimal below 10 % */
export function pct(share: number): string {
  const p = share * 100
  if (p > 0 && p < 0.1) return '<0.1%'
  if (p < 10) return `${p.toFixed(1)}%`
  return `${Math.round(p)}%`
}

const DISCLAIMER =
  '本报告基于基因芯片检测的已知位点，描述的是遗传倾向，不是诊断，不能替代医生的检查和判断。芯片对极罕见变异的判读存在较高的假阳性率，任何罕见致病变异的检出都需要临床级检测确认。'

// ---------------------------------------------------------------------------------------------
// charts of the pages (ADR 0017), drawn with pdfkit's vector primitives

const X = PAGE.margin

/** the score's percentile among East Asians on a 0-100 track, with the bands of its levels (PositionBar) */
function scoreChart(m: Measure, s: NonNullable<PdfItem['score']>, k: number): Block[] {
  const trackY = 14
  const h = 56
  const caption = `综合 ${s.markersUsed} 个位点的遗传评分高于约 ${Math.round(s.percentile)}% 的东亚人；相对风险约为东亚人群平均水平的 ${s.relativeRisk.toFixed(2)} 倍（1 倍即平均）。`
  const blocks: Block[] = [
    {
      height: h,
      before: 6 * k,
      keepWithNext: true,
      draw: (d, x, y) => {
        const doc = d.doc
        const w = CONTENT_WIDTH
        const ty = y + trackY
        doc.save()
        doc.roundedRect(x, ty, w, 10, 5).fill(TRACK)
        if (s.bands) {
          const edges = [0, ...s.bands.cuts, 100]
          s.bands.bands.forEach((b, i) => {
            const from = x + (w * edges[i]) / 100
            const to = x + (w * edges[i + 1]) / 100
            const mine = b.key === s.mineBand
            doc.rect(from, ty, to - from, 10).fill(mine ? JADE_LIGHT : TRACK)
            if (i > 0) doc.rect(from - 0.5, ty - 2, 1, 14).fill('#ffffff')
            const label = b.label
            const lw = m.width(label, 7.5)
            textAt(d, label, from + (to - from - lw) / 2, y, { size: 7.5, color: mine ? JADE : MUTED, font: mine ? 'bold' : 'regular' })
          })
        }
        const mx = x + (w * Math.min(98.5, Math.max(1.5, s.percentile))) / 100
        doc.roundedRect(mx - 2, ty - 4, 4, 18, 2).fill(AMBER)
        doc.restore()
        textAt(d, '0', x, ty + 16, { size: 7, color: MUTED })
        textAt(d, '50', x + w / 2 - m.width('50', 7) / 2, ty + 16, { size: 7, color: MUTED })
        textAt(d, '100 百分位', x + w - m.width('100 百分位', 7), ty + 16, { size: 7, color: MUTED })
        const you = `您：第 ${Math.round(s.percentile)} 百分位`
        const yw = m.width(you, 7.5, 'bold')
        textAt(d, you, Math.min(x + w - yw, Math.max(x, mx - yw / 2)), ty + 16 + 11, { size: 7.5, color: AMBER, font: 'bold' })
      }
    },
    textBlock(m, caption, { size: 8.5, color: INK }, 2)
  ]
  if (s.markersImputed.length) blocks.push(textBlock(m, NOT_COVERED_MARKERS(s.markersImputed), { size: 8, color: MUTED }))
  return blocks
}

const COLS = { gene: 0, rsid: 60, pos: 118, gt: 196, freq: 242, shares: 326 }
const ROW_H = 17

function markerHeader(k: number, frequencies: boolean): Block {
  return {
    height: 14,
    before: 6 * k,
    keepWithNext: true,
    draw: (d, x, y) => {
      const s = { size: 7.5, color: MUTED }
      textAt(d, '基因', x + COLS.gene, y, s)
      textAt(d, '位点', x + COLS.rsid, y, s)
      textAt(d, '位置（GRCh37）', x + COLS.pos, y, s)
      textAt(d, '您的基因型', x + COLS.gt, y, s)
      // the frequency columns only where the knowledge base states a frequency for one of the markers
      if (frequencies) {
        textAt(d, '东亚人群等位基因频率', x + COLS.freq, y, s)
        textAt(d, '东亚人群基因型比例（估算，深色为您的）', x + COLS.shares, y, s)
      }
      d.doc.save().moveTo(x, y + 12.5).lineTo(x + CONTENT_WIDTH, y + 12.5).lineWidth(0.5).strokeColor(RULE).stroke().restore()
    }
  }
}

/** one marker: gene, SNP, position, genotype, the allele frequency as a bar and the genotype shares as bars (BarChart) */
function markerRow(m: Measure, g: PdfMarker, frequencies: boolean): Block {
  return {
    height: ROW_H,
    draw: (d, x, y) => {
      const doc = d.doc
      const s = { size: 8, color: INK }
      // the symbol only: an annotation such as 'ABCG2 (intronic tag)' does not fit the column
      textAt(d, clip(m, g.gene.split(' (')[0], 8, COLS.rsid - COLS.gene - 4), x + COLS.gene, y + 2, s)
      textAt(d, g.rsid, x + COLS.rsid, y + 2, s)
      textAt(d, `chr${g.chrom}:${g.pos}`, x + COLS.pos, y + 2, { size: 7.5, color: MUTED })
      textAt(d, g.genotype ?? (g.missing === 'nocall' ? '未能读出' : '芯片未检测'), x + COLS.gt, y + 2, { size: g.genotype ? 9 : 7.5, color: g.genotype ? INK : MUTED, font: g.genotype ? 'bold' : 'regular' })
      if (g.eas) {
        const bw = 44
        const by = y + 6
        doc.save().rect(x + COLS.freq, by, bw, 5).fill(TRACK)
        doc.rect(x + COLS.freq, by, Math.max(0.8, bw * g.eas.frequency), 5).fill(JADE).restore()
        textAt(d, `${g.eas.allele} ${pct(g.eas.frequency)}`, x + COLS.freq + bw + 4, y + 2, { size: 7.5, color: INK })
      } else if (frequencies) textAt(d, '暂无频率数据', x + COLS.freq, y + 2, { size: 7.5, color: MUTED })
      if (g.shares) {
        let cx = x + COLS.shares
        const colW = (CONTENT_WIDTH - COLS.shares) / 3
        for (const sh of g.shares) {
          const bw = 18
          doc.save().rect(cx, y + 6, bw, 5).fill(TRACK)
          doc.rect(cx, y + 6, Math.max(sh.share > 0 ? 0.8 : 0, bw * sh.share), 5).fill(sh.mine ? AMBER : '#9fc9c3').restore()
          textAt(d, `${sh.genotype} ${pct(sh.share)}`, cx + bw + 3, y + 2, { size: 7, color: sh.mine ? AMBER : MUTED, font: sh.mine ? 'bold' : 'regular' })
          cx += colW
        }
      }
    }
  }
}

function clip(m: Measure, text: string, size: number, width: number): string {
  if (m.width(text, size) <= width) return text
  let out = text
  while (out.length > 1 && m.width(`${out}…`, size) > width) out = out.slice(0, -1)
  return `${out}…`
}

/** a level in a pill: amber when it deserves attention */
function pill(d: Draw, text: string, right: number, y: number, tone: 'attention' | 'normal' | 'muted') {
  const size = 8.5
  const w = d.m.width(text, size, 'bold') + 12
  const fill = tone === 'attention' ? AMBER_LIGHT : tone === 'normal' ? JADE_LIGHT : TRACK
  const color = tone === 'attention' ? AMBER : tone === 'normal' ? JADE : MUTED
  d.doc.save().roundedRect(right - w, y, w, 15, 7.5).fill(fill).restore()
  textAt(d, text, right - w + 6, y + 1.5, { size, color, font: 'bold' })
  return w
}

/** horizontal bars of shares with their 95 % intervals (the ancestry page's Bars) */
function intervalBars(m: Measure, rows: PdfAncestry['composition']['regions']): Block[] {
  return rows.map(r => ({
    height: 30,
    draw: (d, x, y) => {
      const doc = d.doc
      const labelW = 96
      const w = CONTENT_WIDTH - labelW - 60
      textAt(d, r.name, x, y + 2, { size: 10, font: 'bold' })
      const bx = x + labelW
      doc.save().roundedRect(bx, y + 6, w, 8, 4).fill(TRACK)
      doc.roundedRect(bx, y + 6, Math.max(1, w * r.proportion), 8, 4).fill(JADE)
      doc.rect(bx + w * r.low, y + 9, Math.max(1, w * (r.high - r.low)), 2).fill('#083f39')
      doc.rect(bx + w * r.low - 0.5, y + 5, 1, 10).fill('#083f39')
      doc.rect(bx + w * r.high - 0.5, y + 5, 1, 10).fill('#083f39').restore()
      textAt(d, pct(r.proportion), bx + w + 8, y + 1, { size: 11, font: 'bold', color: JADE })
      textAt(d, `95% 区间 ${pct(r.low)}–${pct(r.high)}`, bx, y + 17, { size: 7.5, color: MUTED })
      void m
    }
  }))
}

/** the land as one SVG path in map degrees, made once per thread */
let landPath: string | null = null
function worldLandPath(): string {
  landPath ??= worldLandRings().map(ring => `M${ring.map(([x, y]) => `${x} ${y}`).join(' L')} Z`).join(' ')
  return landPath
}

/**
 * The ancestry map of the pages (issue 29, @xungen/contracts/ancestryMap): the world's land
 * (Natural Earth) as vector paths, the 26 reference populations where they were sampled, each dot
 * in its region's colour and sized by the person's share of that region; a legend and the source under it.
 */
function ancestryMap(m: Measure, regions: PdfAncestry['composition']['regions']): Block[] {
  const scale = CONTENT_WIDTH / WORLD_LAND_WIDTH
  const height = WORLD_LAND_HEIGHT * scale
  const shares = regionShares(regions.map(r => ({ id: r.id, proportion: r.proportion })))
  const map: Block = {
    height: height + 8,
    keepWithNext: true,
    draw: (d, x, y) => {
      const doc = d.doc
      doc.save().rect(x, y, CONTENT_WIDTH, height).fill('#eef4f6')
      doc.translate(x, y).scale(scale)
      doc.path(worldLandPath()).lineWidth(0.25).fillAndStroke('#d9e2dc', '#b5c4ba')
      const dots = [...POPULATION_PLACES].sort((a, b) => (shares[a.region] ?? 0) - (shares[b.region] ?? 0))
      for (const p of dots) {
        const at = project(p.lat, p.lon)
        const share = shares[p.region] ?? 0
        doc.circle(at.x, at.y, dotRadius(share)).lineWidth(0.4).fillOpacity(share > 0 ? 0.85 : 0.35).fillAndStroke(REGION_COLOURS[p.region], '#ffffff')
      }
      doc.restore()
      void m
    }
  }
  const legend = (Object.keys(REGION_COLOURS) as Array<keyof typeof REGION_COLOURS>).map(r => `${ANCESTRY_REGION_ZH[r]} ${pct(shares[r] ?? 0)}`).join('　')
  return [
    { ...textBlock(m, '祖源地图：圆点是千人基因组计划参考人群的采样地点，颜色表示所属大区，圆点越大表示您在该大区的祖源比例越高', { size: 8.5, color: MUTED }, 8), keepWithNext: true },
    map,
    ...paragraph(m, `图例（您的比例）：${legend}。底图：Natural Earth 1:110m 陆地轮廓（公有领域），只示意采样地点，不表示国界。`, { size: 7.5, color: MUTED }, 3)
  ]
}

/** a lineage's path from the root as a chain of clades, wrapped over lines */
function pathChain(m: Measure, nodes: Array<{ name: string; sub?: string }>): Block[] {
  const size = 8.5
  const gap = 14
  const rows: Array<Array<{ name: string; sub?: string; w: number }>> = [[]]
  let used = 0
  for (const n of nodes) {
    const w = Math.max(m.width(n.name, size, 'bold'), n.sub ? m.width(n.sub, 6.5) : 0) + 12
    if (used + w > CONTENT_WIDTH && rows[rows.length - 1].length) {
      rows.push([])
      used = 0
    }
    rows[rows.length - 1].push({ ...n, w })
    used += w + gap
  }
  const rowH = nodes.some(n => n.sub) ? 30 : 22
  let index = 0
  return rows.map(row => {
    const start = index
    index += row.length
    return {
      height: rowH,
      draw: (d, x, y) => {
        let cx = x
        row.forEach((n, i) => {
          const last = start + i === nodes.length - 1
          d.doc.save().roundedRect(cx, y, n.w, rowH - 6, 4).fill(last ? JADE : JADE_LIGHT).restore()
          textAt(d, n.name, cx + 6, y + 2.5, { size, font: 'bold', color: last ? '#ffffff' : JADE })
          if (n.sub) textAt(d, n.sub, cx + 6, y + 14.5, { size: 6.5, color: last ? '#ffffff' : MUTED })
          cx += n.w
          if (start + i < nodes.length - 1) {
            const ay = y + (rowH - 6) / 2
            d.doc.save().moveTo(cx + 3, ay).lineTo(cx + gap - 3, ay).lineWidth(0.8).strokeColor(MUTED).stroke()
            d.doc.moveTo(cx + gap - 6, ay - 2.5).lineTo(cx + gap - 3, ay).lineTo(cx + gap - 6, ay + 2.5).stroke().restore()
            cx += gap
          }
        })
      }
    }
  })
}

/** bars of shares with a label and a value (BarChart), for the populations where a lineage is common */
function shareBars(m: Measure, rows: Array<{ label: string; share: number; value: string }>): Block[] {
  return rows.map(r => ({
    height: 16,
    draw: (d, x, y) => {
      const labelW = 120
      const w = CONTENT_WIDTH - labelW - 110
      textAt(d, clip(m, r.label, 8.5, labelW - 6), x, y + 1, { size: 8.5 })
      d.doc.save().rect(x + labelW, y + 5, w, 6).fill(TRACK).rect(x + labelW, y + 5, Math.max(0.8, w * r.share), 6).fill(JADE).restore()
      textAt(d, r.value, x + labelW + w + 8, y + 1, { size: 8, color: MUTED })
    }
  }))
}

// ---------------------------------------------------------------------------------------------
// the flow after the summary

function heading(m: Measure, text: string, sub: string | null, k: number, chapter = false): Block[] {
  const out: Block[] = [
    {
      height: chapter ? 34 : 24,
      before: (chapter ? 22 : 14) * k,
      keepWithNext: true,
      newPageUnlessFree: chapter ? 0.3 : undefined,
      draw: (d, x, y) => {
        if (chapter) {
          d.doc.save().rect(x, y + 4, 4, 22).fill(JADE).restore()
          textAt(d, text, x + 12, y + 1, { size: 19, color: JADE, font: 'bold' })
        } else textAt(d, text, x, y + 2, { size: 14, color: JADE, font: 'bold' })
      }
    }
  ]
  if (sub) out.push({ ...textBlock(m, sub, { size: 9, color: MUTED }), keepWithNext: true })
  return out
}

function itemBlocks(m: Measure, item: PdfItem, k: number): Block[] {
  const out: Block[] = []
  const label = item.detected ? item.levelLabel ?? '' : NOT_COVERED_LABEL
  const tone = !item.detected ? 'muted' : item.attention ? 'attention' : 'normal'
  out.push({
    height: 22,
    before: 14 * k,
    keepWithNext: true,
    draw: (d, x, y) => {
      d.doc.save().moveTo(x, y - 5 * k).lineTo(x + CONTENT_WIDTH, y - 5 * k).lineWidth(0.5).strokeColor(RULE).stroke().restore()
      const w = label ? pill(d, label, x + CONTENT_WIDTH, y + 2, tone) : 0
      textAt(d, clip(m, item.title, 12.5, CONTENT_WIDTH - w - 10), x, y + 1, { size: 12.5, font: 'bold', color: item.attention ? AMBER : INK })
    }
  })
  const body = item.detected ? item.levelText : item.note
  if (body) out.push(...paragraph(m, body, { size: 9.5 }, 2))
  if (item.confirmation) out.push(...paragraph(m, item.confirmation, { size: 9, color: AMBER }, 3))
  if (item.score) out.push(...scoreChart(m, item.score, k))
  if (item.pgx) {
    for (const c of item.pgx) {
      const parts = [c.diplotypes.length ? `二倍型 ${c.diplotypes.join(' 或 ')}` : '二倍型未能确定', c.phenotype ? `表型 ${c.phenotype}` : '', c.activityScore ? `活性评分 ${c.activityScore}` : ''].filter(Boolean)
      out.push(...paragraph(m, `${c.gene}：${parts.join(' · ')}`, { size: 8.5 }, 3))
    }
  }
  const typed = item.markers
  if (typed.length) {
    const frequencies = typed.some(g => g.eas)
    out.push(markerHeader(k, frequencies))
    for (const g of typed) out.push(markerRow(m, g, frequencies))
  }
  const sources = [...new Set(typed.map(g => g.eas?.source).filter((s): s is string => !!s))]
  const foot = `${item.evidence}${item.refs.length ? `　参考文献 ${item.refs.map(n => `[${n}]`).join('')}` : ''}${sources.length ? `　频率来源：${sources.join('；')}` : ''}`
  out.push(textBlock(m, foot, { size: 7.5, color: MUTED }, 4))
  return out
}

function areaBlocks(m: Measure, area: PdfArea, k: number, banner: string | null = null): Block[] {
  const c = area.counts
  const counts = [`共 ${c.total} 项`, c.detected ? `检出 ${c.detected} 项` : '', c.attention ? `需关注 ${c.attention} 项` : '', c.undetected ? NOT_COVERED_COUNT(c.undetected) : '', c.locked ? `未解锁 ${c.locked} 项` : ''].filter(Boolean).join('，')
  const out: Block[] = [...heading(m, area.name, counts, k, true)]
  if (banner) out.push(...paragraph(m, `数据覆盖说明：${banner}`, { size: 9, color: AMBER }, 6 * k))
  out.push(...paragraph(m, `这个结果不意味着什么：${area.notMeaning}`, { size: 8.5, color: MUTED }, 6 * k))
  out.push(...paragraph(m, `什么时候应该看医生：${area.seeDoctor}`, { size: 8.5, color: MUTED }, 3 * k))
  // what deserves attention first, then the rest, in the knowledge base's order
  const ordered = [...area.items.filter(i => i.attention), ...area.items.filter(i => !i.attention && i.detected), ...area.items.filter(i => !i.detected)]
  for (const item of ordered) out.push(...itemBlocks(m, item, k))
  if (area.locked.length) out.push(...paragraph(m, `未解锁的项目（升级检测后可查看）：${area.locked.join('、')}`, { size: 9, color: MUTED }, 12 * k))
  return out
}

function ancestryBlocks(m: Measure, a: PdfAncestry, k: number): Block[] {
  const out: Block[] = [...heading(m, '祖源分析', '祖源成分、父系和母系，由您的芯片数据与公开参考人群比较得出', k, true)]
  out.push(...heading(m, '祖源成分', null, k))
  if (a.composition.estimated && a.composition.regions.length) {
    out.push(...intervalBars(m, a.composition.regions))
    out.push(...ancestryMap(m, a.composition.regions))
    out.push(...paragraph(m, `色条为估计比例，深色短线为 95% 置信区间（自助法）。使用祖源标记 ${a.composition.markersUsed} 个。`, { size: 8.5, color: MUTED }, 4))
    out.push(...paragraph(m, EAST_ASIA_LIMIT_ZH, { size: 8.5, color: MUTED }, 3))
    // the marker sets are datasets of 1000 Genomes genotypes (aims-…-1kg-genotypes in the reference manifest)
    if (a.composition.sources.length) {
      const thousandGenomes = a.composition.sources.every(x => x.includes('千人基因组计划'))
      out.push(...paragraph(m, thousandGenomes ? `参考人群：千人基因组计划公开样本，祖源标记 ${a.composition.sources.length} 组。` : `参考数据：${a.composition.sources.join('；')}`, { size: 7.5, color: MUTED }, 3))
    }
  } else out.push(...paragraph(m, a.composition.reason ?? '暂时无法估计祖源成分', { size: 9.5 }))

  if (a.paternal) {
    const y = a.paternal
    out.push(...heading(m, '父系（Y 染色体）', null, k))
    if (y.haplogroup) {
      out.push(bigName(y.shortName ?? y.haplogroup, `ISOGG 全称 ${y.haplogroup}${y.posterior !== null ? ` · 后验概率 ${pct(y.posterior)}` : ''} · 读到 Y 位点 ${y.typed} 个（支持 ${y.supporting}，冲突 ${y.conflicting}）${y.tree ? ` · 参考树 ${y.tree}` : ''}`))
      out.push({ ...textBlock(m, '从 Y 染色体亚当到您的分支（+n/−m：芯片在该分支定义位点上读到的衍生/祖先型个数）', { size: 8.5, color: MUTED }, 8 * k), keepWithNext: true })
      out.push(...pathChain(m, y.path.map(p => ({ name: p.name, sub: p.derived || p.ancestral ? `+${p.derived}/−${p.ancestral}` : undefined }))))
      if (y.populations.length) {
        out.push({ ...textBlock(m, '这一父系在参考人群中的分布：千人基因组计划男性样本中 Y 单倍群属于该分支的比例（按人群）', { size: 8.5, color: MUTED }, 8 * k), keepWithNext: true })
        out.push(...shareBars(m, y.populations.slice(0, 8).map(p => ({ label: p.name, share: p.men ? p.inClade / p.men : 0, value: `${p.inClade}/${p.men} 人（${pct(p.men ? p.inClade / p.men : 0)}）` }))))
      }
      out.push(...storyBlocks(m, y.stories, '父系', k))
    } else out.push(...paragraph(m, y.reason ?? '未能判定父系单倍群', { size: 9.5 }))
  }

  const mt = a.maternal
  out.push(...heading(m, '母系（线粒体）', null, k))
  if (mt.haplogroup) {
    out.push(bigName(mt.haplogroup, `读到定义突变 ${mt.supporting.length} 个，应有而未读到 ${mt.missing} 个${mt.tree ? ` · 参考树 ${mt.tree}` : ''}`))
    out.push({ ...textBlock(m, '从线粒体共同祖先到您的分支', { size: 8.5, color: MUTED }, 8 * k), keepWithNext: true })
    out.push(...pathChain(m, mt.path.map(name => ({ name }))))
    if (mt.supporting.length) out.push(...paragraph(m, `芯片读到的定义突变：${mt.supporting.join('  ')}`, { size: 8, color: MUTED }, 4))
    out.push(...storyBlocks(m, mt.stories, '母系', k))
  } else out.push(...paragraph(m, mt.reason ?? '未能判定母系单倍群', { size: 9.5 }))
  out.push(...paragraph(m, '以上单倍群故事只写所引文献明确写出的内容；年代均为各研究按各自方法给出的估计，研究之间可能不一致；文献没有写到的迁徙路线不作推测。', { size: 8, color: MUTED }, 6 * k))
  return out
}

/** the cited stories of the clades on a path (issue 29): each sentence with its source numbers, then the sources */
function storyBlocks(m: Measure, stories: PdfStories, line: '父系' | '母系', k: number): Block[] {
  if (!stories.items.length) return []
  const out: Block[] = [{ ...textBlock(m, `这一${line}的故事：文献怎么说`, { size: 9.5 }, 8 * k), keepWithNext: true }]
  for (const item of stories.items) {
    out.push({ ...textBlock(m, `${item.name} 支系`, { size: 9 }, 4 * k), keepWithNext: true })
    for (const st of item.statements) out.push(...paragraph(m, `${st.text}　参考文献 ${st.refs.map(n => `[${n}]`).join('')}`, { size: 8.5 }, 2))
  }
  return out
}

function bigName(name: string, meta: string): Block {
  return {
    height: 40,
    before: 2,
    keepWithNext: true,
    draw: (d, x, y) => {
      textAt(d, name, x, y, { size: 20, font: 'bold', color: JADE })
      textAt(d, meta, x, y + 27, { size: 8, color: MUTED })
    }
  }
}

function aboutBlocks(m: Measure, data: ReportPdfData, k: number): Block[] {
  const out: Block[] = [...heading(m, '关于本报告', null, k, true)]
  const p = (t: string) => out.push(...paragraph(m, t, { size: 9 }, 5 * k))
  p(DISCLAIMER)
  p('位置按人类参考基因组 GRCh37 书写，等位基因按正链书写。基因型比例由东亚人群等位基因频率按哈迪-温伯格平衡推算，不是直接计数；等位基因频率的来源列在每个项目下方。')
  p(`分析引擎版本 ${data.versions.engine}，知识库版本 ${data.versions.kb}。每个项目的证据等级：A 级为临床用药指南或公认的临床遗传学结论；B 级为经重复验证、包含东亚人群的研究；C 级为仅供参考的研究结果。`)
  if (data.sample) p(`示例报告：数据来自公开的千人基因组计划样本（${data.sample.source}），只用于展示，不属于任何用户。`)
  return out
}

function referenceBlocks(m: Measure, data: ReportPdfData, k: number): Block[] {
  if (!data.citations.length) return []
  const out: Block[] = [...heading(m, '参考文献', null, k, true)]
  data.citations.forEach((c, i) => {
    const text = `[${i + 1}] ${citationText(c)}`
    out.push(textBlock(m, text, { size: 7.5, indent: 0, gap: 0.15 }, 2.5 * k))
  })
  return out
}

/** a reference as a clean citation: the contracts' citationLine, the same as on the pages (curators' notes never printed) */
export function citationText(c: ReportPdfData['citations'][number]): string {
  return citationLine(c)
}

function flow(m: Measure, data: ReportPdfData, k: number): Block[] {
  const blocks: Block[] = []
  // a file that covers few of the report's items says so before the items (contracts' rule)
  const sum = (f: (c: PdfArea['counts']) => number) => data.areas.reduce((n, a) => n + f(a.counts), 0)
  const coverage = reportCoverage({ total: sum(c => c.total), notCovered: sum(c => c.undetected), locked: sum(c => c.locked) })
  data.areas.forEach((area, i) => blocks.push(...areaBlocks(m, area, k, i === 0 ? coverage.banner : null)))
  if (data.ancestry) blocks.push(...ancestryBlocks(m, data.ancestry, k))
  blocks.push(...aboutBlocks(m, data, k))
  blocks.push(...referenceBlocks(m, data, k))
  // the first flowed block starts its page
  if (blocks[0]) blocks[0] = { ...blocks[0], newPageUnlessFree: undefined }
  return blocks
}

// ---------------------------------------------------------------------------------------------
// the summary page

function summaryPage(d: Draw, data: ReportPdfData) {
  const { doc, m } = d
  const W = CONTENT_WIDTH
  // band
  doc.save().rect(0, 0, PAGE.width, 118).fill(JADE).restore()
  textAt(d, '基因寻根', X, 30, { size: 11, color: '#cfe9e5', font: 'bold' })
  textAt(d, '基因检测报告', X, 48, { size: 28, color: '#ffffff', font: 'bold' })
  textAt(d, '健康与祖源 · 报告摘要', X, 88, { size: 11, color: '#cfe9e5' })

  let y = 138
  textAt(d, data.person.name, X, y, { size: 22, font: 'bold' })
  const fields: Array<[string, string]> = [
    ['条码', data.barcode],
    ['性别', data.person.sex ? SEX_TEXT[data.person.sex] : '未填写'],
    ['检测产品', data.product],
    ['报告发布', data.publishedAt ? chinaDate(data.publishedAt) : data.sample ? '示例报告' : '—'],
    ['生成日期', chinaDate(data.generatedAt)],
    // the demo's file holds only the public markers of one 1000 Genomes person: a chip's QC says nothing there
    ['数据质量', data.sample ? '公开数据（示例）' : data.qc ? `${QC_TEXT[data.qc.verdict] ?? data.qc.verdict}${data.qc.callRate !== null ? `（检出率 ${pct(data.qc.callRate)}）` : ''}` : '—']
  ]
  y += 38
  const colW = W / 3
  fields.forEach(([k, v], i) => {
    const fx = X + (i % 3) * colW
    const fy = y + Math.floor(i / 3) * 32
    textAt(d, k, fx, fy, { size: 8, color: MUTED })
    textAt(d, clip(m, v, 10.5, colW - 10), fx, fy + 12, { size: 10.5 })
  })
  y += 70

  if (data.sample) {
    const lines = m.lines(`示例报告：数据来自公开的千人基因组计划样本（${data.sample.source}），只用于展示，不属于任何用户。`, 8.5, W - 20)
    const h = lines.length * lineHeight(8.5) + 12
    doc.save().roundedRect(X, y, W, h, 6).fill(AMBER_LIGHT).restore()
    lines.forEach((l, i) => textAt(d, l, X + 10, y + 6 + i * lineHeight(8.5), { size: 8.5, color: AMBER }))
    y += h + 12
  }

  // health at a glance
  textAt(d, '健康结果一览', X, y, { size: 14, color: JADE, font: 'bold' })
  y += 26
  const cardW = (W - 12) / 2
  const areas = data.areas
  // the cards share what the ancestry and the note at the foot leave of the page
  const rows = Math.max(1, Math.ceil(areas.length / 2))
  const disclaimerLines = m.lines(DISCLAIMER, 8, W)
  const below = (data.ancestry ? 26 + 40 + 74 : 0) + disclaimerLines.length * lineHeight(8) + 16
  const cardH = Math.max(58, Math.min(84, (CONTENT_BOTTOM - y - below) / rows - 10))
  areas.forEach((a, i) => {
    const cx = X + (i % 2) * (cardW + 12)
    const cy = y + Math.floor(i / 2) * (cardH + 10)
    doc.save().roundedRect(cx, cy, cardW, cardH, 6).lineWidth(0.8).strokeColor(RULE).stroke().restore()
    textAt(d, a.name, cx + 10, cy + 8, { size: 11.5, font: 'bold' })
    const c = a.counts
    const stat = [`${c.total} 项`, c.attention ? `需关注 ${c.attention}` : '', c.undetected ? `芯片未覆盖 ${c.undetected}` : '', c.locked ? `未解锁 ${c.locked}` : ''].filter(Boolean).join(' · ')
    textAt(d, stat, cx + cardW - 10 - m.width(stat, 8), cy + 11, { size: 8, color: MUTED })
    const highlights = a.items.filter(it => it.attention).slice(0, 3)
    const fits = Math.max(1, Math.floor((cardH - 30) / 13))
    const lines = highlights.length ? highlights.slice(0, fits).map(it => `${it.title}：${it.levelLabel ?? ''}`) : [a.items.some(it => it.detected) ? '未发现需要特别关注的结果' : '本次检测暂无可读的结果']
    lines.forEach((l, j) => textAt(d, clip(m, `${highlights.length ? '● ' : ''}${l}`, 9, cardW - 20), cx + 10, cy + 28 + j * 13, { size: 9, color: highlights.length ? AMBER : MUTED }))
  })
  y += Math.ceil(areas.length / 2) * (cardH + 10) + 8

  // ancestry at a glance
  const a = data.ancestry
  if (a) {
    textAt(d, '祖源一览', X, y, { size: 14, color: JADE, font: 'bold' })
    y += 26
    const regions = a.composition.estimated ? a.composition.regions.filter(r => r.proportion > 0) : []
    if (regions.length) {
      const palette = [JADE, '#4aa59a', '#9fc9c3', AMBER, '#e8b77a', '#8a96a0']
      let bx = X
      doc.save()
      regions.forEach((r, i) => {
        const w = W * r.proportion
        doc.rect(bx, y, w, 12).fill(palette[i % palette.length])
        bx += w
      })
      doc.restore()
      let lx = X
      regions.forEach((r, i) => {
        const label = `${r.name} ${pct(r.proportion)}`
        doc.save().rect(lx, y + 20, 8, 8).fill(palette[i % palette.length]).restore()
        textAt(d, label, lx + 12, y + 18, { size: 9 })
        lx += m.width(label, 9) + 28
      })
      y += 40
    } else {
      textAt(d, a.composition.reason ?? '暂时无法估计祖源成分', X, y, { size: 9, color: MUTED })
      y += 20
    }
    const lineCards: Array<[string, string, string]> = []
    if (a.paternal) lineCards.push(['父系单倍群（Y 染色体）', a.paternal.shortName ?? '未判定', a.paternal.haplogroup ? `ISOGG 全称 ${a.paternal.haplogroup}` : a.paternal.reason ?? ''])
    lineCards.push(['母系单倍群（线粒体）', a.maternal.haplogroup ?? '未判定', a.maternal.haplogroup ? `路径 ${a.maternal.path.slice(-4).join(' → ')}` : a.maternal.reason ?? ''])
    const lw = lineCards.length === 2 ? cardW : W
    lineCards.forEach(([title, name, meta], i) => {
      const cx = X + i * (cardW + 12)
      doc.save().roundedRect(cx, y, lw, 62, 6).fill(JADE_LIGHT).restore()
      textAt(d, title, cx + 10, y + 8, { size: 8.5, color: MUTED })
      textAt(d, name, cx + 10, y + 21, { size: 17, font: 'bold', color: JADE })
      textAt(d, clip(m, meta, 7.5, lw - 20), cx + 10, y + 46, { size: 7.5, color: MUTED })
    })
    y += 74
  }

  // what it is not, at the foot of the page
  const top = Math.max(y + 6, CONTENT_BOTTOM - disclaimerLines.length * lineHeight(8))
  disclaimerLines.forEach((l, i) => textAt(d, l, X, top + i * lineHeight(8), { size: 8, color: MUTED }))
}

// ---------------------------------------------------------------------------------------------

export interface RenderResult {
  pdf: Buffer
  pages: number
  /** share of the text area used on each page after the summary, as laid out */
  fill: number[]
}

/** the electronic report of `data` as PDF bytes */
export async function renderReportPdf(data: ReportPdfData): Promise<RenderResult> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    bufferPages: true,
    info: { Title: `基因检测报告 ${data.person.name}`, Author: '基因寻根', Subject: '健康与祖源报告', CreationDate: new Date(data.generatedAt) }
  })
  const done = pdfBytes(doc)
  // pdfkit opens a fontkit font given in place of a file (its types say only string or bytes)
  doc.registerFont('regular', theFont() as unknown as string)
  withoutShaping(doc, 'regular')
  const m = new Measure(doc)
  const d: Draw = { doc, m }

  summaryPage(d, data)

  // the flow, laid out first; spacing tightened when the last page would be nearly empty
  let best: ReturnType<typeof paginate> & { blocks: Block[] } = { ...paginate([]), blocks: [] }
  for (const k of [1, 0.8, 0.6, 0.45]) {
    const blocks = flow(m, data, k)
    const laid = { ...paginate(blocks), blocks }
    if (!best.blocks.length || laid.fill[laid.pages - 1] > best.fill[best.pages - 1] || laid.pages < best.pages) best = laid
    if (laid.pages === 1 || laid.fill[laid.pages - 1] >= 0.3) {
      best = laid
      break
    }
  }
  for (let p = 0; p < best.pages; p++) doc.addPage({ size: 'A4', margin: 0 })
  for (const placed of best.placed) {
    doc.switchToPage(placed.page + 1)
    placed.block.draw(d, X, placed.y)
  }

  // every page: who, which report, page number; 示例 on the demo
  const range = doc.bufferedPageRange()
  const total = range.count
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i)
    const fy = PAGE.height - 40
    doc.save().moveTo(X, fy - 6).lineTo(PAGE.width - X, fy - 6).lineWidth(0.5).strokeColor(RULE).stroke().restore()
    textAt(d, `基因寻根 · ${data.person.name} · 条码 ${data.barcode}`, X, fy, { size: 7.5, color: MUTED })
    const pageText = `第 ${i + 1} 页，共 ${total} 页`
    textAt(d, pageText, PAGE.width - X - m.width(pageText, 7.5), fy, { size: 7.5, color: MUTED })
    if (data.sample) {
      const w = m.width(data.sample.label, 10, 'bold') + 16
      doc.save().roundedRect(PAGE.width - X - w, 16, w, 20, 10).fill(i === 0 ? '#ffffff' : AMBER_LIGHT).restore()
      textAt(d, data.sample.label, PAGE.width - X - w + 8, 18.5, { size: 10, color: AMBER, font: 'bold' })
    }
  }
  doc.end()
  const pdf = await done
  return { pdf, pages: total, fill: best.fill }
}
