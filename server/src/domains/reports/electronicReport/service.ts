/**
 * The electronic report (spec 2.9 /report/electronic-report; issue 21 item 9, issue 20 item 3):
 * a signed POST checks that the caller may read the report, makes sure its PDF exists and gives a
 * one-time ticket; GET /report-files/:ticket serves the bytes.
 *
 * A PDF is made once per version of the report and kept:
 *  - the key covers what the PDF shows (the detection, its analysis result, the person's name and
 *    sex, the product, the engine and knowledge-base versions, the publication) and the code that
 *    draws it (a hash of this folder's sources): a new publication, a renamed person or a new
 *    release of the PDF code makes a new one;
 *  - a customer's PDF is stored encrypted under the owner's key (crypto-shredded with the account)
 *    at electronic-reports/users/<owner>/<detection>/<key>.pdf; writing a version removes the
 *    older ones of that detection, and the storage sweep removes those of detections gone or
 *    moved to another account;
 *  - the demo (sample mode, anonymous) is public data: its PDF is kept in memory, made once
 *    however many visitors ask at the same time; with several API nodes (tickets in Redis) it is
 *    also kept in storage at sample-reports/<key>.pdf, so that a ticket issued on one node is
 *    served by any other.
 * Tickets are in this process's memory, or in Redis when REDIS_URL is set (tickets.ts).
 * Making one gathers the data on the event loop (the same reads as the pages) and draws it on a
 * worker thread (threads.ts), in a slot of app.concurrency ('pdf': one per account, two per
 * process); callers of the same version wait for the one rendering instead of starting another.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Log } from '../../../log'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db'
import type { FileStorage } from '../../../storage'
import type { ConcurrencyLimiter } from '../../../security/concurrency'
import type { ReportService, Viewer } from '../service'
import { reportPdfData, type AncestrySource, type PdfSources } from './data'
import { renderOffThread, type RenderedPdf } from './threads'
import { DownloadTickets, RedisDownloadTickets, type TicketStore } from './tickets'
import type { Redis } from 'ioredis'

export const STORAGE_PREFIX = 'electronic-reports/'

/** the code that draws the PDF: every source file of this folder, hashed once */
export const PDF_CODE_VERSION = (() => {
  const h = crypto.createHash('sha256')
  for (const f of fs.readdirSync(__dirname).sort()) {
    const p = path.join(__dirname, f)
    if (fs.statSync(p).isFile()) h.update(f).update(fs.readFileSync(p))
  }
  return h.digest('hex').slice(0, 16)
})()

type Source = { kind: 'sample'; key: string } | { kind: 'stored'; storageKey: string }

export interface TicketValue {
  source: Source
  barcode: string
}

export interface ElectronicReportDeps {
  db: Kysely<Database>
  storage: FileStorage
  reports: ReportService
  sources: Omit<PdfSources, 'reports' | 'ancestry'>
  limiter: ConcurrencyLimiter
  clock: () => number
  log: Log
  render?: (data: Parameters<typeof renderOffThread>[0]) => Promise<RenderedPdf>
  tickets?: { ttlMs?: number; max?: number }
  /** tickets in Redis, shared by every API node (REDIS_URL) */
  redis?: { client: Redis; prefix: string } | null
}

/** the demo's PDF, shared by the nodes when tickets are in Redis (public data, no owner) */
const SAMPLE_PREFIX = 'sample-reports/'

export function pdfStorageFolder(ownerUserId: number, detectionId: number): string {
  return `${STORAGE_PREFIX}users/${ownerUserId}/${detectionId}/`
}

export class ElectronicReports {
  readonly tickets: TicketStore<TicketValue>
  private sample: { key: string; pdf: Promise<Buffer> } | null = null
  private readonly rendering = new Map<string, Promise<void>>()
  private readonly render: (data: Parameters<typeof renderOffThread>[0]) => Promise<RenderedPdf>
  /** renders made (not served from a cache), for the logs and the tests */
  renders = 0

  constructor(private readonly deps: ElectronicReportDeps) {
    this.tickets = deps.redis
      ? new RedisDownloadTickets<TicketValue>(deps.redis.client, deps.redis.prefix, deps.clock, deps.tickets?.ttlMs)
      : new DownloadTickets<TicketValue>(deps.clock, deps.tickets?.ttlMs, deps.tickets?.max)
    this.render = deps.render ?? renderOffThread
  }

  /** the ancestry section: the ancestry domain's report of a barcode (that domain comes after this one) */
  provideAncestry(source: AncestrySource): void {
    this.ancestry = source
  }

  private ancestry: AncestrySource | undefined

  private sources(): PdfSources {
    return { ...this.deps.sources, reports: this.deps.reports, ancestry: this.ancestry }
  }

  /** the cache key of the report's current version (same checks and codes as the report home) */
  async version(viewer: Viewer, barcode: string) {
    const v = await this.deps.reports.version(viewer, barcode)
    const key = crypto
      .createHash('sha256')
      .update(JSON.stringify({ code: PDF_CODE_VERSION, source: v.source, person: v.person, product: v.product, versions: v.versions, publishedAt: v.publishedAt, sample: v.sample }))
      .digest('hex')
      .slice(0, 32)
    return { ...v, key }
  }

  /** makes sure the PDF of this version exists and gives a one-time ticket to it */
  async prepare(viewer: Viewer, barcode: string, account: string): Promise<{ ticket: string; expiresAt: number }> {
    const v = await this.version(viewer, barcode)
    let source: Source
    if (!v.source) {
      await this.samplePdf(v.key, viewer, barcode, account)
      source = { kind: 'sample', key: v.key }
    } else {
      const storageKey = `${pdfStorageFolder(v.source.ownerUserId, v.source.detectionId)}${v.key}.pdf`
      if (!(await this.deps.storage.exists(storageKey))) await this.once(storageKey, () => this.renderStored(viewer, barcode, account, v.source!, storageKey))
      source = { kind: 'stored', storageKey }
    }
    return this.tickets.issue({ source, barcode: v.barcode })
  }

  /** the bytes behind a ticket, once; null when the ticket is unknown, spent or expired */
  async take(ticket: string): Promise<{ pdf: Buffer; barcode: string } | null> {
    const t = await this.tickets.take(ticket)
    if (!t) return null
    if (t.source.kind === 'sample') {
      const s = this.sample
      if (s && s.key === t.source.key) return { pdf: await s.pdf, barcode: t.barcode }
      if (!this.deps.redis) return null
      // issued by another node: the demo PDF it kept in storage
      try {
        return { pdf: await this.deps.storage.read(`${SAMPLE_PREFIX}${t.source.key}.pdf`), barcode: t.barcode }
      } catch (err) {
        if ((err as Error).name === 'StorageNotFoundError') return null
        throw err
      }
    }
    try {
      return { pdf: await this.deps.storage.read(t.source.storageKey), barcode: t.barcode }
    } catch (err) {
      // removed meanwhile (a newer version, the account's deletion): the link is spent
      if ((err as Error).name === 'StorageNotFoundError') return null
      throw err
    }
  }

  private once(key: string, work: () => Promise<void>): Promise<void> {
    let p = this.rendering.get(key)
    if (!p) {
      p = work().finally(() => this.rendering.delete(key))
      this.rendering.set(key, p)
    }
    return p
  }

  private async renderStored(viewer: Viewer, barcode: string, account: string, source: { detectionId: number; ownerUserId: number }, storageKey: string) {
    await this.deps.limiter.run('pdf', account, async () => {
      const pdf = await this.make(viewer, barcode)
      // one version per detection is kept: the older ones go before the new one is written
      await this.deps.storage.deletePrefix(pdfStorageFolder(source.ownerUserId, source.detectionId))
      await this.deps.storage.put(storageKey, pdf, { owner: source.ownerUserId })
    })
  }

  private async samplePdf(key: string, viewer: Viewer, barcode: string, account: string): Promise<Buffer> {
    if (this.sample?.key === key) return this.sample.pdf
    const pdf = this.deps.limiter.run('pdf', account, async () => {
      const made = await this.make(viewer, barcode)
      if (this.deps.redis) await this.deps.storage.put(`${SAMPLE_PREFIX}${key}.pdf`, made)
      return made
    })
    const entry = { key, pdf }
    this.sample = entry
    pdf.catch(() => {
      if (this.sample === entry) this.sample = null
    })
    return pdf
  }

  private async make(viewer: Viewer, barcode: string): Promise<Buffer> {
    const started = this.deps.clock()
    const t0 = performance.now()
    const data = await reportPdfData(this.sources(), viewer, barcode, started)
    const t1 = performance.now()
    const r = await this.render(data)
    this.renders++
    this.deps.log.info({ barcode: data.barcode, pages: r.pages, bytes: r.pdf.length, gatherMs: Math.round(t1 - t0), renderMs: Math.round(performance.now() - t1) }, 'electronic report rendered')
    return r.pdf
  }

  /** which stored PDFs still belong to a detection of their account (the storage sweep) */
  async referenced(keys: string[]): Promise<Set<string>> {
    const parsed = keys.flatMap(k => {
      const m = /^electronic-reports\/users\/(\d+)\/(\d+)\/[0-9a-f]+\.pdf$/.exec(k)
      return m ? [{ key: k, owner: Number(m[1]), detection: Number(m[2]) }] : []
    })
    if (!parsed.length) return new Set()
    const rows = await this.deps.db
      .selectFrom('detections')
      .select(['id', 'user_id'])
      .where('id', 'in', [...new Set(parsed.map(p => p.detection))])
      .where('has_report', '=', 1)
      .execute()
    const owner = new Map(rows.map(r => [r.id, r.user_id]))
    return new Set(parsed.filter(p => owner.get(p.detection) === p.owner).map(p => p.key))
  }
}
