/**
 * Health report details (issue 15) on top of the report data of service.ts: what an item's detail
 * page and the locked / topic pages need beyond the gated result.
 *
 *   GET /proxy/report/health-detail/:barcode/:itemId  the item of a report (same rules and codes as
 *        the items call: 4004, 2200, 4003, 2700, 1110), plus the knowledge base's long explanation,
 *        the East Asian frequency of each marker's alternative allele where the base states one (with
 *        its source), every level of the item with its wording (so a page can show where the
 *        person's result sits) and the item's topic slug
 *   GET /proxy/report/health-intro/:itemId  what an item measures, without any person's result:
 *        title, summary, explanation, genes, markers, levels, evidence and citations (for lock-detail
 *        pages and the topics of spec 2.8; public, the base is the same for everyone)
 *   GET /proxy/report/health-intros?category=  the same for every item of a category (topics)
 *   POST/GET /proxy/report/shares, DELETE /proxy/report/shares/:token  share links of a report (shares.ts)
 *   GET /proxy/report/calculator/:itemId  the item's calculator (a published model, calculators.ts): title, inputs, source
 *   POST /proxy/report/calculator/:barcode/:calculatorId {inputs}  its result for this report's genotype (4006 on bad inputs)
 *   POST /proxy/report/electronic-report/:barcode → {url, expiresAt}; GET /report-files/:ticket  the PDF (electronicReport/)
 *
 * Declared in @xungen/contracts/endpoints (HEALTH_REPORT_ENDPOINTS, area reports) and served from
 * the declarations; only the PDF file behind its ticket is a plain route.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CODES, HEALTH_AREAS, REPORT_FILE_PATH } from '@xungen/contracts'
import { HEALTH_REPORT_ENDPOINTS as H } from '@xungen/contracts/endpoints'
import { CalculatorInputError, calculatorById, calculatorFor, loadKnowledgeBase, resolveLevelText, validateCalculatorInputs, type ItemDef, type KnowledgeBase } from '../analysis'
import { AppError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { viewerOf } from './routes'
import { ReportService } from './service'
import { deleteAccountShares, ReportShares } from './shares'
import { ElectronicReports, STORAGE_PREFIX } from './electronicReport/service'
import { closePdfThreads, warmPdfThreads } from './electronicReport/threads'
import { accountOf } from '../../security/concurrency'

let kb: KnowledgeBase | null = null
function knowledge(): KnowledgeBase {
  kb ??= loadKnowledgeBase()
  return kb
}

/** the East Asian frequency of a marker's alternative allele where the base states one, with the source's citation */
export function markerFrequency(rsid: string) {
  const m = knowledge().markers.get(rsid)
  if (!m || m.easAltFreq === undefined) return null
  const source = m.easAltFreqSource ? knowledge().citations.get(m.easAltFreqSource) : undefined
  return {
    allele: m.alt,
    frequency: m.easAltFreq,
    source: source ? { id: source.id, authors: source.authors, title: source.title, journal: source.journal, year: source.year, pmid: source.pmid ?? null, url: source.url ?? null } : m.easAltFreqSource ?? null
  }
}

function levelsOf(def: ItemDef) {
  return def.levels.map(key => {
    const t = resolveLevelText(knowledge(), def, key)
    return { key, label: t.label, text: t.text }
  })
}

/** what an item measures, from the knowledge base only (no person's data) */
export function itemIntro(itemId: string) {
  const base = knowledge()
  const def = base.items.find(i => i.id === itemId)
  const text = base.texts.get(itemId)
  if (!def || !text) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
  return {
    itemId: def.id,
    category: def.category,
    title: text.title,
    summary: text.summary,
    detail: text.detail,
    genes: def.genes,
    topic: def.topic ?? null,
    markers: def.markers.map(im => {
      const m = base.markers.get(im.rsid)
      return { rsid: im.rsid, gene: m?.gene ?? null, chrom: m?.chrom ?? null, pos: m?.pos ?? null, name: m?.name ?? null, effectAllele: im.effectAllele, onCommonChips: m?.onCommonChips ?? null, eas: markerFrequency(im.rsid) }
    }),
    levels: levelsOf(def),
    evidence: { level: def.evidence, citations: def.citations.map(id => base.citations.get(id)).filter(c => c !== undefined) },
    kbVersion: base.version
  }
}

async function healthRoutes(app: FastifyInstance, reports: ReportService) {
  serve(app, H.healthDetail, async request => {
    const answer = await reports.item(viewerOf(request), request.params.barcode, request.params.itemId)
    const intro = itemIntro(answer.item.itemId)
    return {
      ...answer,
      item: {
        ...answer.item,
        detail: intro.detail,
        genes: intro.genes,
        topic: intro.topic,
        levels: intro.levels,
        result: { ...answer.item.result, genotypes: answer.item.result.genotypes.map(g => ({ ...g, eas: markerFrequency(g.rsid) })) }
      }
    }
  })

  serve(app, H.healthIntro, async request => itemIntro(request.params.itemId))

  serve(app, H.healthIntros, async request => {
    const category = request.query.category
    if (category && !(category in HEALTH_AREAS)) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    return { list: knowledge().items.filter(i => !category || i.category === category).map(i => itemIntro(i.id)) }
  })

  // the topics home lists titles only; a topic page reads its one item (not every intro of its area)
  serve(app, H.healthTopics, async () => {
    const base = knowledge()
    return { list: base.items.filter(i => base.texts.has(i.id)).map(i => ({ itemId: i.id, category: i.category, title: base.texts.get(i.id)!.title, topic: i.topic ?? null })) }
  })

  serve(app, H.healthTopic, async request => {
    const item = knowledge().items.find(i => i.topic === request.params.topic)
    if (!item) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    return itemIntro(item.id)
  })
}

function shareRoutes(app: FastifyInstance) {
  const shares = new ReportShares(app.db, app.persons, app.clock)
  // account cancellation: the links the account made, and any link to its detections
  app.accounts.personalData.register({ name: 'report-shares', delete: deleteAccountShares })
  serve(app, H.shareCreate, async request => shares.create(request.session.user!.id, request.body.barcode, request.body.validity))
  serve(app, H.shareList, async request => shares.list(request.session.user!.id, request.query.barcode))
  serve(app, H.shareRevoke, async request => shares.revoke(request.session.user!.id, request.params.token))
  serve(app, H.shareInfo, async request => shares.info(request.session.shareToken))
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the electronic report (electronicReport/service.ts); the ancestry domain gives it the ancestry section */
    electronicReport: ElectronicReports
  }
}

function pdfRoutes(app: FastifyInstance, reports: ReportService) {
  const sources = { levels: (id: string) => itemIntro(id).levels, frequency: markerFrequency }
  const pdfs = new ElectronicReports({ db: app.db, storage: app.storage, reports, sources, limiter: app.concurrency, clock: app.clock, log: app.log, redis: app.redis ? { client: app.redis, prefix: app.config.redisPrefix } : null })
  app.decorate('electronicReport', pdfs)
  // stored PDFs belong to a detection of their account; the sweep removes the others
  app.storageSweeper.register(STORAGE_PREFIX, keys => pdfs.referenced(keys))
  app.addHook('onClose', async () => closePdfThreads())
  // the thread that draws PDFs loads its code and font in the background (as the engine warms up)
  app.addHook('onReady', async () => {
    if (app.config.env !== 'test' && app.config.warmUp && app.config.role === 'api') void warmPdfThreads().catch(err => app.log.warn({ err }, 'PDF thread warm-up failed; the first report starts it'))
  })
  serve(app, H.electronicReport, async request => {
    const { ticket, expiresAt } = await pdfs.prepare(viewerOf(request), request.params.barcode, accountOf(request))
    return { url: REPORT_FILE_PATH.replace(':ticket', ticket), expiresAt }
  })
  // the PDF itself: a file behind a one-time ticket, not an API call (no envelope, not signed)
  app.get<{ Params: { ticket: string } }>(REPORT_FILE_PATH, async (request, reply) => {
    const file = await pdfs.take(request.params.ticket)
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('下载链接已失效，请重新生成')
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="report-${encodeURIComponent(file.barcode)}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file.pdf)
  })
  return pdfs
}

function calculatorRoutes(app: FastifyInstance, reports: ReportService) {
  serve(app, H.calculator, async request => {
    const calc = calculatorFor(request.params.itemId)
    if (!calc) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    const model = knowledge().citations.get(calc.model)
    return { id: calc.id, itemId: calc.itemId, title: calc.title, inputs: calc.inputs, model: model ?? null }
  })
  serve(app, H.calculatorResult, async request => {
    const calc = calculatorById(request.params.calculatorId)
    if (!calc) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED)
    const { item } = await reports.item(viewerOf(request), request.params.barcode, calc.itemId)
    if (item.result.status !== 'normal' || !item.result.level) throw new AppError(CODES.REPORT_ITEM_UNSUPPORTED, '该项目未检出，无法计算')
    let inputs
    try {
      inputs = validateCalculatorInputs(calc, request.body.inputs)
    } catch (err) {
      if (err instanceof CalculatorInputError) throw new AppError(CODES.ARG_ERROR, '请完整填写计算所需的信息')
      throw err
    }
    const result = calc.compute({ level: item.result.level, effectCounts: item.result.genotypes.map(g => g.effectCount) }, inputs)
    const citation = knowledge().citations.get(result.citation) ?? null
    return { calculator: { id: calc.id, title: calc.title }, itemId: calc.itemId, inputs, result, citation }
  })
}

async function reportHealth(app: FastifyInstance) {
  const reports = app.reports
  await healthRoutes(app, reports)
  calculatorRoutes(app, reports)
  shareRoutes(app)
  pdfRoutes(app, reports)
}

export default fp(reportHealth, { name: 'report-health', dependencies: ['reports'] })
