/**
 * The notification centre (spec 3.7, 4 "Notification", 7.3 "Notice"): an account's notices by
 * module, paged by a baseline id, the unread counts (notices and private messages), mark read and
 * delete. Every query is scoped to the caller's account: another account's notice is 404.
 */
import { CODES } from '@xungen/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import { AppError } from '../../errors'

export type NoticeModule = 'notification' | 'detection' | 'relatives' | 'commerce' | 'community' | 'all'

/** module=notification is the whole notice list (every module but private messages); another module is its own */
const modulesOf = (module: NoticeModule): string[] | null => (module === 'notification' || module === 'all' ? null : [module])

/** where a notice leads, from its module and related id (pages of the product only) */
function linkOf(module: string, barcode: string | null, relatedId: string | null): { url: string } | null {
  if (module === 'detection' && barcode) return { url: `/user/persons/detection-status/${encodeURIComponent(barcode)}` }
  if (module === 'relatives' && barcode) return { url: `/report/gene-relatives?barcode=${encodeURIComponent(barcode)}` }
  if (module === 'commerce' && relatedId) return { url: `/user/orders/${encodeURIComponent(relatedId)}` }
  // issue 24: a research project's announcement (projectId:postId), a reunion contact
  const post = module === 'projects' && relatedId ? /^(\d+):(\d+)$/.exec(relatedId) : null
  if (post) return { url: `/ancestry/project/${post[1]}/announcement-detail?postId=${post[2]}` }
  if (module === 'reunion') return { url: '/ancestry/reunion/check' }
  // a comment or reply (community domain): the comment with its replies
  if (module === 'community' && relatedId) return { url: `/community/comment-detail?id=${encodeURIComponent(relatedId)}` }
  return null
}

export class NoticeService {
  constructor(private readonly db: Kysely<Database>, private readonly clock: () => number) {}

  async list(userId: number, q: { module?: NoticeModule; count: number; refreshMode: number; baselineId: number }) {
    let query = this.db.selectFrom('notifications').selectAll().where('user_id', '=', userId)
    const modules = modulesOf(q.module ?? 'notification')
    if (modules) query = query.where('module', 'in', modules)
    if (q.baselineId > 0) query = q.refreshMode === 1 ? query.where('id', '>', q.baselineId) : query.where('id', '<', q.baselineId)
    const rows = await query.orderBy('id', 'desc').limit(q.count).execute()
    // a notice about a tested person whose row is gone (spec 8.2): '[tested person deleted]'
    const barcodes = [...new Set(rows.map(r => r.barcode).filter((b): b is string => Boolean(b)))]
    const live = new Set(barcodes.length ? (await this.db.selectFrom('detections').select('barcode').where('barcode', 'in', barcodes).where('user_id', '=', userId).execute()).map(r => r.barcode) : [])
    return {
      list: rows.map(r => {
        const gone = r.barcode !== null && !live.has(r.barcode)
        return {
          id: r.id, type: r.type, title: gone ? `[检测人已删除]${r.title.includes('：') ? r.title.slice(r.title.indexOf('：')) : ''}` : r.title, content: r.content,
          date: Number(r.created_at), readDate: r.read_at === null ? null : Number(r.read_at),
          fromUser: r.barcode && !gone ? { name: '', barcode: r.barcode } : null, userId: r.user_id, relatedId: r.related_id, module: r.module,
          webviewInfo: gone ? null : linkOf(r.module, r.barcode, r.related_id)
        }
      })
    }
  }

  async unreadNotices(userId: number): Promise<number> {
    const row = await this.db.selectFrom('notifications').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async read(userId: number, id: number) {
    const row = await this.db.selectFrom('notifications').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND)
    if (row.read_at !== null) return { id, readDate: Number(row.read_at) }
    const now = this.clock()
    await this.db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute()
    return { id, readDate: now }
  }

  async readAll(userId: number) {
    const result = await this.db.updateTable('notifications').set({ read_at: this.clock() }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst()
    return { count: Number(result.numUpdatedRows) }
  }

  async remove(userId: number, id: number) {
    const result = await this.db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) throw new AppError(CODES.NOT_FOUND)
    return { id }
  }
}
