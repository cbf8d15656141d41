/**
 * The community and the feed (issue 25 items 5-6; spec 3.14, 7.3 feel and user_inform_records,
 * 8.2). What is not published (held for review, hidden, refused) is read by its author only:
 * anyone else gets 404, as for an id that does not exist. Only an author deletes their post or
 * comment. Every write checks the ban (3601) and the texts (moderation.ts) before it stores.
 */
import { CODES, CONTENT_TYPE } from '@xungen/contracts'
import type { ArticleKind } from '@xungen/contracts/endpoints'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db'
import { AppError, argError } from '../../errors'
import { publish } from '../../events'
import { imagePath, publicIdOfUrl } from '../accounts'
import type { Moderation } from './moderation'
import type { CommunityPostsTable, FeedArticlesTable } from './tables'

type Db = Kysely<Database> | Transaction<Database>
type State = 'published' | 'pending' | 'hidden' | 'rejected'
type Module = 'community' | 'health'

declare module '../../events' {
  interface DomainEventTypes {
    /** a comment or reply was published: its post's or comment's author is told (events.ts) */
    'community.commented': { commentId: number }
  }
}

export const COMMUNITY_TEXTS = {
  postNotFound: '帖子不存在或已删除',
  commentNotFound: '评论不存在或已删除',
  articleNotFound: '内容不存在或已下线',
  feelNotFound: '没有找到这个表态',
  image: '图片地址不正确，请重新上传',
  agreement: '发表前请阅读并同意《社区公约》',
  authorFallback: '基因寻根用户',
  exampleAuthor: '基因寻根示例',
  staffAuthor: '基因寻根编辑部'
} as const

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? 0 : Number(v))
const parseImages = (raw: string): string[] => {
  try {
    const v = JSON.parse(raw)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}
const excerpt = (text: string, n = 60) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > n ? flat.slice(0, n) + '…' : flat
}
const postType = (t: number): 1 | 2 | 3 => (t === 2 ? 2 : t === 3 ? 3 : 1)

export interface ServiceOptions {
  /** IMAGE_REVIEW_PROVIDER=manual: a post or story with pictures waits for staff before it is published */
  holdImages: boolean
  /** the origin of share links (XUNGEN_PUBLIC_ORIGIN / PUBLIC_BASE_URL) */
  publicOrigin: () => string
  /** whether the account accepted the community rules in force (stage 'use') */
  acceptedRules: (userId: number) => Promise<boolean>
}

export class CommunityService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly moderation: Moderation,
    private readonly options: ServiceOptions
  ) {}

  // --- shared pieces --------------------------------------------------------------------------
  private async names(ids: Array<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))]
    if (!wanted.length) return new Map()
    const rows = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute()
    return new Map(rows.map(r => [r.id, r.name || COMMUNITY_TEXTS.authorFallback]))
  }

  private async feelsOf(module: 'post' | 'comment', ids: number[], viewerId: number | null) {
    const counts = new Map<number, Record<string, number>>()
    const mine = new Map<number, { id: number; feel: string }>()
    if (!ids.length) return { counts, mine }
    const rows = await this.db.selectFrom('community_feels').select(['id', 'user_id', 'relate_id', 'feel']).where('module', '=', module).where('relate_id', 'in', ids).execute()
    for (const r of rows) {
      const c = counts.get(r.relate_id) ?? {}
      c[r.feel] = (c[r.feel] ?? 0) + 1
      counts.set(r.relate_id, c)
      if (viewerId !== null && r.user_id === viewerId) mine.set(r.relate_id, { id: r.id, feel: r.feel })
    }
    return { counts, mine }
  }

  /** pictures people attach: their own uploads, as our image paths */
  private async checkedImages(userId: number, urls: readonly string[]): Promise<string[]> {
    const out: string[] = []
    for (const url of urls) {
      const publicId = publicIdOfUrl(url)
      const upload = publicId ? await this.db.selectFrom('uploads').select(['user_id', 'review_status']).where('public_id', '=', publicId).executeTakeFirst() : undefined
      if (!publicId || !upload || upload.user_id !== userId || upload.review_status === 'rejected') throw argError('images', COMMUNITY_TEXTS.image)
      out.push(imagePath(publicId))
    }
    return [...new Set(out)]
  }

  private async beforeWriting(userId: number) {
    await this.moderation.assertMayPost(userId)
    if (!(await this.options.acceptedRules(userId))) throw argError('agreement', COMMUNITY_TEXTS.agreement)
  }

  share(title: string, description: string, path: string, image: string | null) {
    const origin = this.options.publicOrigin()
    return { title, description: excerpt(description, 80), webpageUrl: origin + path, thumbImage: image ? (image.startsWith('/') ? origin + image : image) : null, headImageUrl: null }
  }

  // --- posts ----------------------------------------------------------------------------------
  private async postViews(rows: Array<import('kysely').Selectable<CommunityPostsTable>>, viewerId: number | null) {
    const names = await this.names(rows.map(r => r.user_id))
    const { counts, mine } = await this.feelsOf('post', rows.map(r => r.id), viewerId)
    return rows.map(r => ({
      id: r.id,
      module: (r.module === 'health' ? 'health' : 'community') as Module,
      type: postType(r.type),
      title: r.title,
      content: r.content,
      images: parseImages(r.images),
      user: { name: r.user_id === null ? r.author_name ?? COMMUNITY_TEXTS.exampleAuthor : names.get(r.user_id) ?? COMMUNITY_TEXTS.authorFallback, avatar: null },
      mine: viewerId !== null && r.user_id === viewerId,
      state: r.state as State,
      example: r.example === 1,
      commentCount: num(r.comment_count),
      feels: counts.get(r.id) ?? {},
      myFeel: mine.get(r.id) ?? null,
      date: num(r.created_at)
    }))
  }

  async posts(viewerId: number | null, q: { module: Module; mine?: '1' | '0'; page: number; size: number }) {
    let base = this.db.selectFrom('community_posts').where('module', '=', q.module)
    if (q.mine === '1') {
      // a visitor has nothing of their own
      if (viewerId === null) return { list: [], total: 0 }
      base = base.where('user_id', '=', viewerId)
    } else base = base.where('state', '=', 'published')
    const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute()
    const total = Number((await base.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    return { list: await this.postViews(rows, viewerId), total }
  }

  /** a post the viewer may read: published, or their own */
  private async visiblePost(viewerId: number | null, id: number, db: Db = this.db) {
    const row = await db.selectFrom('community_posts').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row || (row.state !== 'published' && (viewerId === null || row.user_id !== viewerId))) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.postNotFound)
    return row
  }

  async post(viewerId: number | null, id: number) {
    const row = await this.visiblePost(viewerId, id)
    const [post] = await this.postViews([row], viewerId)
    const comments = await this.commentViews(row.id, null, viewerId)
    return { post, comments, share: this.share(row.title, row.content, `/community/comment-detail?id=${row.id}&kind=post`, post.images[0] ?? null) }
  }

  async createPost(userId: number, input: { module: Module; type: 1 | 2 | 3; title: string; content: string; images: string[] }) {
    await this.beforeWriting(userId)
    const title = input.title.trim()
    const content = input.content.trim()
    if (!content) throw argError('content', '请输入内容')
    await this.moderation.requireClean(userId, 'content', [title, content])
    const images = await this.checkedImages(userId, input.images)
    const state: State = this.options.holdImages && images.length ? 'pending' : 'published'
    const inserted = await this.db
      .insertInto('community_posts')
      .values({ user_id: userId, author_name: null, module: input.module, type: input.type, title, content, images: JSON.stringify(images), state, created_at: this.clock(), reviewed_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await this.db.selectFrom('community_posts').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()
    return (await this.postViews([row], userId))[0]
  }

  async deletePost(userId: number, id: number) {
    await this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('community_posts').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst()
      if (!row || row.user_id !== userId) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.postNotFound)
      const commentIds = (await trx.selectFrom('community_comments').select('id').where('post_id', '=', id).execute()).map(c => c.id)
      if (commentIds.length) await trx.deleteFrom('community_feels').where('module', '=', 'comment').where('relate_id', 'in', commentIds).execute()
      await trx.deleteFrom('community_feels').where('module', '=', 'post').where('relate_id', '=', id).execute()
      await trx.deleteFrom('community_comments').where('post_id', '=', id).execute()
      await trx.deleteFrom('community_posts').where('id', '=', id).execute()
    })
    return { id }
  }

  // --- comments -------------------------------------------------------------------------------
  /** the comments of a post (or one comment) with their replies, as the viewer may see them */
  private async commentViews(postId: number, onlyId: number | null, viewerId: number | null) {
    let q = this.db.selectFrom('community_comments').selectAll().where('post_id', '=', postId)
    q = viewerId === null ? q.where('state', '=', 'published') : q.where(eb => eb.or([eb('state', '=', 'published'), eb('user_id', '=', viewerId)]))
    const rows = await q.orderBy('id', 'asc').limit(2000).execute()
    const names = await this.names(rows.flatMap(r => [r.user_id, r.reply_to_user_id]))
    const nameOf = (userId: number | null, fallback: string | null) => (userId === null ? fallback ?? COMMUNITY_TEXTS.exampleAuthor : names.get(userId) ?? COMMUNITY_TEXTS.authorFallback)
    const tops = rows.filter(r => r.parent_id === null && (onlyId === null || r.id === onlyId))
    const { counts, mine } = await this.feelsOf('comment', tops.map(r => r.id), viewerId)
    return tops.map(r => ({
      id: r.id,
      postId: r.post_id,
      parentId: null,
      replyTo: null,
      content: r.content,
      user: { name: nameOf(r.user_id, r.author_name), avatar: null },
      mine: viewerId !== null && r.user_id === viewerId,
      state: r.state as State,
      feels: counts.get(r.id) ?? {},
      myFeel: mine.get(r.id) ?? null,
      date: num(r.created_at),
      replies: rows
        .filter(x => x.parent_id === r.id)
        .map(x => ({ id: x.id, parentId: x.parent_id, replyTo: x.reply_to_user_id === null ? null : nameOf(x.reply_to_user_id, null), content: x.content, user: { name: nameOf(x.user_id, x.author_name), avatar: null }, mine: viewerId !== null && x.user_id === viewerId, date: num(x.created_at) }))
    }))
  }

  async comment(viewerId: number | null, id: number) {
    const row = await this.db.selectFrom('community_comments').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row || (row.state !== 'published' && (viewerId === null || row.user_id !== viewerId))) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.commentNotFound)
    // a reply opens its comment
    const topId = row.parent_id ?? row.id
    const post = await this.visiblePost(viewerId, row.post_id).catch(() => {
      throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.commentNotFound)
    })
    const [comment] = await this.commentViews(row.post_id, topId, viewerId)
    if (!comment) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.commentNotFound)
    return { comment, post: { id: post.id, title: post.title, module: (post.module === 'health' ? 'health' : 'community') as Module } }
  }

  async addComment(userId: number, input: { postId: number; parentId?: number; content: string }) {
    await this.beforeWriting(userId)
    const content = input.content.trim()
    if (!content) throw argError('content', '请输入评论内容')
    await this.moderation.requireClean(userId, 'content', [content])
    return this.db.transaction().execute(async trx => {
      const post = await this.visiblePost(userId, input.postId, trx)
      let parentId: number | null = null
      let replyTo: number | null = null
      if (input.parentId) {
        const parent = await trx.selectFrom('community_comments').select(['id', 'post_id', 'parent_id', 'user_id', 'state']).where('id', '=', input.parentId).executeTakeFirst()
        if (!parent || parent.post_id !== post.id || (parent.state !== 'published' && parent.user_id !== userId)) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.commentNotFound)
        // a reply to a reply joins the comment's replies, naming whom it answers
        parentId = parent.parent_id ?? parent.id
        replyTo = parent.user_id
      }
      const inserted = await trx
        .insertInto('community_comments')
        .values({ post_id: post.id, parent_id: parentId, reply_to_user_id: replyTo, user_id: userId, author_name: null, content, state: 'published', created_at: this.clock() })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx.updateTable('community_posts').set(eb => ({ comment_count: eb('comment_count', '+', 1) })).where('id', '=', post.id).execute()
      await publish(trx, 'community.commented', { commentId: inserted.id })
      return { id: inserted.id, postId: post.id, parentId }
    })
  }

  async deleteComment(userId: number, id: number) {
    await this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('community_comments').select(['id', 'user_id', 'post_id']).where('id', '=', id).executeTakeFirst()
      if (!row || row.user_id !== userId) throw new AppError(CODES.NOT_FOUND, COMMENT_NOT_FOUND)
      const ids = [id, ...(await trx.selectFrom('community_comments').select('id').where('parent_id', '=', id).execute()).map(r => r.id)]
      await trx.deleteFrom('community_feels').where('module', '=', 'comment').where('relate_id', 'in', ids).execute()
      await trx.deleteFrom('community_comments').where('id', 'in', ids).execute()
      await trx.updateTable('community_posts').set(eb => ({ comment_count: eb('comment_count', '-', ids.length) })).where('id', '=', row.post_id).execute()
    })
    return { id }
  }

  /** who is told of a new comment: the replied-to person, else the post's author (never oneself, never a seeded author) */
  async commentNotice(commentId: number) {
    const c = await this.db.selectFrom('community_comments').selectAll().where('id', '=', commentId).executeTakeFirst()
    if (!c || c.user_id === null) return null
    const post = await this.db.selectFrom('community_posts').select(['id', 'user_id', 'title', 'type']).where('id', '=', c.post_id).executeTakeFirst()
    if (!post) return null
    const recipient = c.parent_id !== null ? c.reply_to_user_id : post.user_id
    if (recipient === null || recipient === c.user_id) return null
    const name = (await this.names([c.user_id])).get(c.user_id) ?? COMMUNITY_TEXTS.authorFallback
    const type = post.type === CONTENT_TYPE.COMMENT_ANSWER ? 'COMMENT_ANSWER' : post.type === CONTENT_TYPE.COMMENT_DISCUSS ? 'COMMENT_DISCUSS' : 'COMMENT_POST'
    return {
      userId: recipient,
      type,
      title: c.parent_id !== null ? `${name} 回复了你的评论` : `${name} 评论了你的帖子「${excerpt(post.title || c.content, 20)}」`,
      content: excerpt(c.content, 100),
      relatedId: String(c.parent_id ?? c.id),
      at: num(c.created_at)
    }
  }

  // --- reactions and reports ------------------------------------------------------------------
  private async visibleItem(viewerId: number, module: 'post' | 'comment' | 'article', id: number) {
    if (module === 'post') return void (await this.visiblePost(viewerId, id))
    if (module === 'comment') return void (await this.comment(viewerId, id))
    await this.article(viewerId, id)
  }

  private async feelCounts(module: string, relateId: number) {
    const rows = await this.db.selectFrom('community_feels').select(['feel']).where('module', '=', module).where('relate_id', '=', relateId).execute()
    const out: Record<string, number> = {}
    for (const r of rows) out[r.feel] = (out[r.feel] ?? 0) + 1
    return out
  }

  async setFeel(userId: number, input: { module: 'post' | 'comment'; relate_id: number; feel: string }) {
    await this.moderation.assertMayPost(userId)
    await this.visibleItem(userId, input.module, input.relate_id)
    const now = this.clock()
    await this.db
      .insertInto('community_feels')
      .values({ user_id: userId, module: input.module, relate_id: input.relate_id, feel: input.feel, created_at: now })
      .onConflict(oc => oc.columns(['user_id', 'module', 'relate_id']).doUpdateSet({ feel: input.feel, created_at: now }))
      .execute()
    const row = await this.db.selectFrom('community_feels').select(['id', 'feel']).where('user_id', '=', userId).where('module', '=', input.module).where('relate_id', '=', input.relate_id).executeTakeFirstOrThrow()
    return { id: row.id, feel: row.feel, feels: await this.feelCounts(input.module, input.relate_id) }
  }

  async deleteFeel(userId: number, id: number) {
    const row = await this.db.selectFrom('community_feels').select(['id', 'module', 'relate_id']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.feelNotFound)
    await this.db.deleteFrom('community_feels').where('id', '=', id).where('user_id', '=', userId).execute()
    return { id, feels: await this.feelCounts(row.module, row.relate_id) }
  }

  async inform(userId: number, input: { module: 'post' | 'comment' | 'article'; relateId: number; reason: string; detail: string }) {
    await this.visibleItem(userId, input.module, input.relateId)
    await this.db
      .insertInto('user_inform_records')
      .values({ user_id: userId, module: input.module, relate_id: input.relateId, reason: input.reason, detail: input.detail.trim(), state: 'open', created_at: this.clock() })
      .onConflict(oc => oc.columns(['user_id', 'module', 'relate_id']).doUpdateSet({ reason: input.reason, detail: input.detail.trim(), state: 'open' }))
      .execute()
    const row = await this.db.selectFrom('user_inform_records').select('id').where('user_id', '=', userId).where('module', '=', input.module).where('relate_id', '=', input.relateId).executeTakeFirstOrThrow()
    return { id: row.id }
  }

  // --- the feed, stories and the blog ---------------------------------------------------------
  private articleView(r: import('kysely').Selectable<FeedArticlesTable>, viewerId: number | null) {
    return {
      id: r.id,
      kind: r.kind as ArticleKind,
      title: r.title,
      summary: r.summary || excerpt(r.body, 80),
      cover: r.cover,
      author: r.author_name,
      state: r.state as State,
      example: r.example === 1,
      mine: viewerId !== null && r.user_id === viewerId,
      date: num(r.published_at ?? r.created_at)
    }
  }

  async articles(viewerId: number | null, q: { kind: ArticleKind; mine?: '1' | '0'; page: number; size: number }) {
    let base = this.db.selectFrom('feed_articles').where('kind', '=', q.kind)
    if (q.mine === '1') {
      if (viewerId === null) return { list: [], total: 0 }
      base = base.where('user_id', '=', viewerId)
    } else base = base.where('state', '=', 'published')
    const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute()
    const total = Number((await base.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    return { list: rows.map(r => this.articleView(r, viewerId)), total }
  }

  async article(viewerId: number | null, id: number) {
    const r = await this.db.selectFrom('feed_articles').selectAll().where('id', '=', id).executeTakeFirst()
    if (!r || (r.state !== 'published' && (viewerId === null || r.user_id !== viewerId))) throw new AppError(CODES.NOT_FOUND, COMMUNITY_TEXTS.articleNotFound)
    const images = parseImages(r.images)
    const path = r.kind === 'card' ? `/feed/detail/card?id=${r.id}` : `/feed/detail/${r.id}`
    return { ...this.articleView(r, viewerId), body: r.body, images, share: this.share(r.title, r.summary || r.body, path, r.cover ?? images[0] ?? null) }
  }

  async submitStory(userId: number, input: { title: string; body: string; images: string[] }) {
    await this.beforeWriting(userId)
    const title = input.title.trim()
    const body = input.body.trim()
    await this.moderation.requireClean(userId, 'body', [title, body])
    const images = await this.checkedImages(userId, input.images)
    const name = (await this.names([userId])).get(userId) ?? COMMUNITY_TEXTS.authorFallback
    const now = this.clock()
    const inserted = await this.db
      .insertInto('feed_articles')
      // every story waits for staff before it is published
      .values({ kind: 'story', user_id: userId, author_name: name, title, summary: excerpt(body, 80), body, cover: images[0] ?? null, images: JSON.stringify(images), state: 'pending', created_at: now, published_at: null, reviewed_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    return this.articleView(await this.db.selectFrom('feed_articles').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow(), userId)
  }

  // --- staff ----------------------------------------------------------------------------------
  async queue() {
    const posts = await this.db.selectFrom('community_posts').selectAll().where('state', '=', 'pending').orderBy('id', 'asc').limit(100).execute()
    const stories = await this.db.selectFrom('feed_articles').selectAll().where('state', '=', 'pending').orderBy('id', 'asc').limit(100).execute()
    const names = await this.names([...posts.map(p => p.user_id), ...stories.map(s => s.user_id)])
    const pending = [
      ...posts.map(p => ({ module: 'post' as const, id: p.id, title: p.title || excerpt(p.content, 20), excerpt: excerpt(p.content, 200), userId: p.user_id, userName: p.user_id === null ? COMMUNITY_TEXTS.exampleAuthor : names.get(p.user_id) ?? '', images: parseImages(p.images), date: num(p.created_at) })),
      ...stories.map(s => ({ module: 'article' as const, id: s.id, title: s.title, excerpt: excerpt(s.body, 200), userId: s.user_id, userName: s.author_name, images: parseImages(s.images), date: num(s.created_at) }))
    ].sort((a, b) => a.date - b.date)
    const informs = await this.db.selectFrom('user_inform_records').selectAll().where('state', '=', 'open').orderBy('id', 'desc').limit(300).execute()
    const grouped = new Map<string, (typeof informs)[number] & { count: number }>()
    for (const r of informs) {
      const key = `${r.module}-${r.relate_id}`
      const g = grouped.get(key)
      if (g) g.count++
      else grouped.set(key, { ...r, count: 1 })
    }
    const reports = []
    for (const r of grouped.values()) {
      const item = await this.itemForStaff(r.module, r.relate_id)
      if (!item) continue
      reports.push({ id: r.id, module: r.module as 'post' | 'comment' | 'article', relateId: r.relate_id, reason: r.reason, detail: r.detail, excerpt: item.excerpt, state: item.state, authorId: item.userId, authorName: item.userId === null ? COMMUNITY_TEXTS.exampleAuthor : (await this.names([item.userId])).get(item.userId) ?? '', count: r.count, date: num(r.created_at) })
    }
    const banRows = await this.db.selectFrom('ugc_bans').selectAll().orderBy('created_at', 'desc').limit(200).execute()
    const banNames = await this.names(banRows.map(b => b.user_id))
    return { pending, reports, bans: banRows.map(b => ({ userId: b.user_id, userName: banNames.get(b.user_id) ?? '', reason: b.reason, date: num(b.created_at) })) }
  }

  private async itemForStaff(module: string, id: number): Promise<{ excerpt: string; state: string; userId: number | null } | null> {
    if (module === 'post') {
      const r = await this.db.selectFrom('community_posts').select(['title', 'content', 'state', 'user_id']).where('id', '=', id).executeTakeFirst()
      return r ? { excerpt: excerpt(`${r.title} ${r.content}`, 200), state: r.state, userId: r.user_id } : null
    }
    if (module === 'comment') {
      const r = await this.db.selectFrom('community_comments').select(['content', 'state', 'user_id']).where('id', '=', id).executeTakeFirst()
      return r ? { excerpt: excerpt(r.content, 200), state: r.state, userId: r.user_id } : null
    }
    const r = await this.db.selectFrom('feed_articles').select(['title', 'body', 'state', 'user_id']).where('id', '=', id).executeTakeFirst()
    return r ? { excerpt: excerpt(`${r.title} ${r.body}`, 200), state: r.state, userId: r.user_id } : null
  }

  async review(staffId: number, input: { module: 'post' | 'comment' | 'article'; id: number; action: 'publish' | 'hide' | 'reject' }) {
    const state: State = input.action === 'publish' ? 'published' : input.action === 'hide' ? 'hidden' : 'rejected'
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      let changed: bigint | number
      if (input.module === 'post') changed = (await trx.updateTable('community_posts').set({ state, reviewed_by: staffId }).where('id', '=', input.id).executeTakeFirst()).numUpdatedRows
      else if (input.module === 'comment') changed = (await trx.updateTable('community_comments').set({ state }).where('id', '=', input.id).executeTakeFirst()).numUpdatedRows
      else {
        const row = await trx.selectFrom('feed_articles').select('published_at').where('id', '=', input.id).executeTakeFirst()
        changed = (await trx.updateTable('feed_articles').set({ state, reviewed_by: staffId, published_at: state === 'published' ? row?.published_at ?? now : row?.published_at ?? null }).where('id', '=', input.id).executeTakeFirst()).numUpdatedRows
      }
      if (Number(changed) === 0) throw new AppError(CODES.NOT_FOUND)
      await trx.updateTable('user_inform_records').set({ state: 'handled' }).where('module', '=', input.module).where('relate_id', '=', input.id).where('state', '=', 'open').execute()
    })
    return { module: input.module, id: input.id, state }
  }

  async ban(staffId: number, input: { userId: number; ban: boolean; reason: string }) {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst()
    if (!user) throw new AppError(CODES.NOT_FOUND)
    if (input.ban) {
      await this.db
        .insertInto('ugc_bans')
        .values({ user_id: input.userId, reason: input.reason.trim() || '违反社区公约', banned_by: staffId, created_at: this.clock() })
        .onConflict(oc => oc.column('user_id').doUpdateSet({ reason: input.reason.trim() || '违反社区公约', banned_by: staffId }))
        .execute()
    } else await this.db.deleteFrom('ugc_bans').where('user_id', '=', input.userId).execute()
    return { userId: input.userId, banned: input.ban }
  }

  async write(staffId: number, input: { kind: 'article' | 'card' | 'blog'; title: string; summary: string; body: string; cover?: string; publish: boolean }) {
    const now = this.clock()
    const cover = input.cover ? (publicIdOfUrl(input.cover) ? imagePath(publicIdOfUrl(input.cover)!) : null) : null
    if (input.cover && !cover) throw argError('cover', COMMUNITY_TEXTS.image)
    const inserted = await this.db
      .insertInto('feed_articles')
      .values({ kind: input.kind, user_id: null, author_name: COMMUNITY_TEXTS.staffAuthor, title: input.title.trim(), summary: input.summary.trim(), body: input.body.trim(), cover, images: '[]', state: input.publish ? 'published' : 'pending', created_at: now, published_at: input.publish ? now : null, reviewed_by: staffId })
      .returning('id')
      .executeTakeFirstOrThrow()
    return this.articleView(await this.db.selectFrom('feed_articles').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow(), null)
  }

  /** account deletion: what the account wrote goes with it */
  static async deleteAccountData(db: Db, userId: number) {
    const postIds = (await db.selectFrom('community_posts').select('id').where('user_id', '=', userId).execute()).map(r => r.id)
    if (postIds.length) {
      await db.deleteFrom('community_comments').where('post_id', 'in', postIds).execute()
      await db.deleteFrom('community_posts').where('id', 'in', postIds).execute()
    }
    await db.deleteFrom('community_comments').where('user_id', '=', userId).execute()
    await db.deleteFrom('community_feels').where('user_id', '=', userId).execute()
    await db.deleteFrom('user_inform_records').where('user_id', '=', userId).execute()
    await db.deleteFrom('feed_articles').where('user_id', '=', userId).execute()
  }
}

const COMMENT_NOT_FOUND = COMMUNITY_TEXTS.commentNotFound
