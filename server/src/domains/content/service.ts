/**
 * Content managed by staff (issue 26 item 2; rules in @xungen/contracts content). A document has
 * at most one draft and any number of published versions; the public reads only the newest
 * published one. Saving and publishing name the document's updatedAt as read, so two members of
 * staff editing at once cannot overwrite each other (the second is told to reload). Publishing a
 * description config (`description/<KEY>`) also sets the value the common calls serve (spec 7.2).
 */
import type { Kysely, Transaction } from 'kysely'
import {
  AGREEMENTS,
  AGREEMENT_DOCUMENTS,
  CODES,
  chinaDay,
  publishedAgreementVersion,
  type AgreementDocument,
  type AgreementVersionInfo,
  CONTENT_HISTORY_MAX,
  CONTENT_MESSAGES,
  contentKindOf,
  descriptionValueProblem,
  type ContentDocumentDetail,
  type ContentDocumentSummary,
  type ContentKind,
  type PublishedContent
} from '@xungen/contracts'
import type { CONTENT, EndpointBody } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import { renderMarkdown } from './render'
import type { ContentDocumentsTable } from './tables'
import './tables'

type DocumentRow = Omit<ContentDocumentsTable, 'id'> & { id: number }

const stale = () => new AppError(CODES.ARG_ERROR, CONTENT_MESSAGES.stale)
const descriptionKeyOf = (key: string) => key.slice('description/'.length)

export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  /** the newest published version of a document, as everyone sees it */
  async published(key: string): Promise<PublishedContent> {
    const row = await this.db
      .selectFrom('content_documents as d')
      .innerJoin('content_versions as v', join => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
      .select(['d.key', 'd.kind', 'v.title', 'v.html', 'v.version', 'v.published_at', 'v.agreement_version'])
      .where('d.key', '=', key)
      .executeTakeFirst()
    if (!row) throw notFound(CONTENT_MESSAGES.notFound)
    return { key: row.key, kind: row.kind as ContentKind, title: row.title, html: row.html, version: row.version, publishedAt: Number(row.published_at), agreementVersion: row.agreement_version }
  }

  /** every agreement version staff published (issue 26 item 1), oldest first: the consent domain's versions beside the content files' */
  async agreementVersions(): Promise<Map<AgreementDocument, AgreementVersionInfo[]>> {
    const rows = await this.db
      .selectFrom('content_documents as d')
      .innerJoin('content_versions as v', 'v.document_id', 'd.id')
      .select(['d.key', 'v.title', 'v.agreement_version', 'v.renew_consent'])
      .where('d.kind', '=', 'agreement')
      .where('v.agreement_version', 'is not', null)
      .orderBy('v.version')
      .execute()
    const map = new Map<AgreementDocument, AgreementVersionInfo[]>()
    for (const r of rows) {
      const document = r.key.slice('agreement/'.length) as AgreementDocument
      if (!AGREEMENT_DOCUMENTS.includes(document)) continue
      if (!map.has(document)) map.set(document, [])
      map.get(document)!.push({ version: r.agreement_version!, title: r.title, renewConsent: r.renew_consent !== 0 })
    }
    return map
  }

  async list(): Promise<{ list: ContentDocumentSummary[] }> {
    const rows = await this.db.selectFrom('content_documents').selectAll().orderBy('key').execute()
    const titles = await this.publishedTitles(rows.map(r => r.id))
    return { list: rows.map(r => this.summary(r, titles.get(r.id) ?? null)) }
  }

  async document(key: string, db: Kysely<Database> | Transaction<Database> = this.db): Promise<ContentDocumentDetail> {
    const row = await db.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst()
    if (!row) throw notFound(CONTENT_MESSAGES.notFound)
    const versions = await db
      .selectFrom('content_versions')
      .select(['version', 'title', 'body', 'published_at', 'published_by', 'agreement_version', 'renew_consent'])
      .where('document_id', '=', row.id)
      .orderBy('version', 'desc')
      .limit(CONTENT_HISTORY_MAX)
      .execute()
    const newest = versions[0] ?? null
    return {
      ...this.summary(row, newest ? { title: newest.title, at: Number(newest.published_at) } : null),
      draft: row.draft_body !== null ? { title: row.draft_title ?? '', body: row.draft_body, html: renderMarkdown(row.draft_body), updatedAt: Number(row.updated_at) } : null,
      published: newest ? { title: newest.title, body: newest.body, version: newest.version } : null,
      history: versions.map(v => ({
        version: v.version,
        title: v.title,
        publishedAt: Number(v.published_at),
        publishedBy: v.published_by,
        agreementVersion: v.agreement_version,
        renewConsent: v.renew_consent === null ? null : v.renew_consent !== 0
      }))
    }
  }

  async saveDraft(userId: number, key: string, input: EndpointBody<typeof CONTENT.opsSaveDraft>): Promise<ContentDocumentDetail> {
    const kind = contentKindOf(key)
    if (!kind) throw argError('key', CONTENT_MESSAGES.key)
    const body = kind === 'description' ? input.body.trim() : input.body
    if (kind === 'description') await this.checkDescription(key, body)
    if (kind === 'agreement' && !AGREEMENT_DOCUMENTS.includes(key.slice('agreement/'.length) as AgreementDocument)) throw argError('key', CONTENT_MESSAGES.unknownAgreement)
    return this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst()
      if (input.expectedUpdatedAt === null) {
        if (row) throw stale()
        const now = this.clock()
        await trx
          .insertInto('content_documents')
          .values({ key, kind, draft_title: input.title, draft_body: body, draft_updated_by: userId, published_version: null, created_at: now, updated_at: now })
          .onConflict(oc => oc.column('key').doNothing())
          .execute()
        const mine = await trx.selectFrom('content_documents').select(['updated_at', 'draft_updated_by']).where('key', '=', key).executeTakeFirstOrThrow()
        if (Number(mine.updated_at) !== now || mine.draft_updated_by !== userId) throw stale()
      } else {
        if (!row) throw notFound(CONTENT_MESSAGES.notFound)
        await this.touch(trx, row, input.expectedUpdatedAt, { draft_title: input.title, draft_body: body, draft_updated_by: userId })
      }
      return this.document(key, trx)
    })
  }

  async publish(userId: number, key: string, expectedUpdatedAt: number, renewConsent = true): Promise<ContentDocumentDetail> {
    return this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst()
      if (!row) throw notFound(CONTENT_MESSAGES.notFound)
      if (row.draft_body === null || row.draft_title === null) throw argError('key', CONTENT_MESSAGES.noDraft)
      const version = (row.published_version ?? 0) + 1
      const now = await this.touch(trx, row, expectedUpdatedAt, { draft_title: null, draft_body: null, draft_updated_by: null, published_version: version })
      // an agreement: its next version, named by the day (China time; never before the content
      // file's version, so it is always the newest) and the publication's number
      const agreement = row.kind === 'agreement'
      const fileVersion = agreement ? AGREEMENTS[key.slice('agreement/'.length) as AgreementDocument].version : ''
      await trx
        .insertInto('content_versions')
        .values({
          document_id: row.id,
          version,
          title: row.draft_title,
          body: row.draft_body,
          html: row.kind === 'description' ? '' : renderMarkdown(row.draft_body),
          published_at: now,
          published_by: userId,
          agreement_version: agreement ? publishedAgreementVersion([chinaDay(now), fileVersion].sort()[1], version) : null,
          renew_consent: agreement ? (renewConsent ? 1 : 0) : null
        })
        .execute()
      if (row.kind === 'description') {
        await trx.updateTable('description_configs').set({ content: row.draft_body, updated_at: now }).where('key', '=', descriptionKeyOf(key)).execute()
      }
      return this.document(key, trx)
    })
  }

  /** a conditional update on the updatedAt read: nobody else saved in between (else stale); returns the new updatedAt */
  private async touch(trx: Transaction<Database>, row: DocumentRow, expected: number, set: Partial<Omit<ContentDocumentsTable, 'id'>>): Promise<number> {
    if (Number(row.updated_at) !== expected) throw stale()
    // strictly later than the one read, even within the same millisecond
    const now = Math.max(this.clock(), Number(row.updated_at) + 1)
    const result = await trx.updateTable('content_documents').set({ ...set, updated_at: now }).where('id', '=', row.id).where('updated_at', '=', expected).executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) throw stale()
    return now
  }

  private async checkDescription(key: string, value: string): Promise<void> {
    const config = await this.db.selectFrom('description_configs').select('content_type').where('key', '=', descriptionKeyOf(key)).executeTakeFirst()
    if (!config) throw argError('key', CONTENT_MESSAGES.unknownDescription)
    const problem = descriptionValueProblem(config.content_type, value)
    if (problem) throw argError('body', problem)
  }

  private async publishedTitles(ids: number[]): Promise<Map<number, { title: string; at: number }>> {
    if (!ids.length) return new Map()
    const rows = await this.db
      .selectFrom('content_documents as d')
      .innerJoin('content_versions as v', join => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
      .select(['d.id', 'v.title', 'v.published_at'])
      .where('d.id', 'in', ids)
      .execute()
    return new Map(rows.map(r => [r.id, { title: r.title, at: Number(r.published_at) }]))
  }

  private summary(row: DocumentRow, published: { title: string; at: number } | null): ContentDocumentSummary {
    return {
      key: row.key,
      kind: row.kind as ContentKind,
      title: row.draft_title ?? published?.title ?? row.key,
      publishedVersion: row.published_version,
      publishedAt: published?.at ?? null,
      hasDraft: row.draft_body !== null,
      updatedAt: Number(row.updated_at)
    }
  }
}
