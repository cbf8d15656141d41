/**
 * The family tree's gallery (issue 24, spec 2.10 family-tree/gallery): photos and documents of a
 * tree tagged to its persons, life stories of a tree person, comments. Who may do what follows
 * the tree (FamilyTreeService.access): members read and comment (viewers too), the owner and
 * editors add, change and delete, everyone else gets 404 as for no tree. Pictures are stored
 * under the tree owner's key and folder (family-tree/users/<owner>/…): the owner's account
 * deletion shreds them with the tree. Takes plain values, never a request.
 */
import { randomBytes } from 'crypto'
import type { Kysely } from 'kysely'
import {
  CODES, COMMENT_PAGE_SIZE, COMMENTS_PER_TARGET_MAX, GALLERY_ITEMS_PER_TREE_MAX, GALLERY_MESSAGES, GALLERY_PAGE_SIZE, GALLERY_UPLOADS_PER_DAY,
  STORIES_PER_PERSON_MAX, STORY_PAGE_SIZE, type CommentTarget, type GalleryKind
} from '@xungen/contracts'
import type { Database } from '../../../db/schema'
import { AppError, argError } from '../../../errors'
import type { FileStorage, StagedObject } from '../../../storage'
import { counterKey, type RateCounter } from '../../../security/counters'
import { nameOf, type FamilyTreeService } from '../service'
import { processGalleryImage } from './images'
import type { GalleryLinks } from './links'
import './tables'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
/** comments one account writes an hour (all trees) */
export const COMMENTS_PER_HOUR = 60

type Access = Pick<FamilyTreeService, 'access'>
/** the caller, and the origin their picture addresses start with */
export interface Viewer {
  userId: number
  origin: string
}
export interface MediaMeta {
  title?: string
  caption?: string
  personIds: number[]
}

const paged = <T>(list: T[], page: number, size: number, total: number) => ({ page, size, total, isEnd: page * size >= total, list })

export class GalleryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly trees: Access,
    private readonly users: { nameOf(userId: number): Promise<string | null> },
    private readonly storage: FileStorage,
    private readonly links: GalleryLinks,
    private readonly counters: RateCounter
  ) {}

  private async names(userIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>()
    for (const id of new Set(userIds)) out.set(id, (await this.users.nameOf(id)) ?? '基因寻根用户')
    return out
  }

  private async personNames(treeId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map()
    const rows = await this.db.selectFrom('family_tree_persons').select(['id', 'given', 'surname', 'names']).where('tree_id', '=', treeId).where('id', 'in', [...new Set(ids)]).execute()
    return new Map(rows.map(r => [r.id, nameOf(r.given, r.surname, r.names)]))
  }

  /** the ids all persons of this tree, or 4006 naming the field */
  private async checkPersons(treeId: number, ids: number[], field: string) {
    if (!ids.length) return
    const found = await this.personNames(treeId, ids)
    if (found.size !== new Set(ids).size) throw argError(field, GALLERY_MESSAGES.unknownPerson)
  }

  private async commentCounts(target: CommentTarget, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map()
    const rows = await this.db
      .selectFrom('family_tree_comments')
      .select(['target_id', eb => eb.fn.countAll<number>().as('n')])
      .where('target', '=', target)
      .where('target_id', 'in', ids)
      .groupBy('target_id')
      .execute()
    return new Map(rows.map(r => [r.target_id, Number(r.n)]))
  }

  // --- photos and documents -------------------------------------------------------------------

  private async mediaItems(viewer: Viewer, treeId: number, rows: MediaRow[], editable: boolean) {
    const ids = rows.map(r => r.id)
    const tags = ids.length ? await this.db.selectFrom('family_tree_media_persons').select(['media_id', 'person_id']).where('media_id', 'in', ids).orderBy('id').execute() : []
    const persons = await this.personNames(treeId, tags.map(t => t.person_id))
    const uploaders = await this.names(rows.map(r => r.user_id))
    const comments = await this.commentCounts('media', ids)
    return rows.map(r => ({
      id: r.id,
      kind: r.kind as GalleryKind,
      title: r.title,
      caption: r.caption,
      url: viewer.origin + this.links.sign(r.public_id, 'full'),
      thumbUrl: viewer.origin + this.links.sign(r.public_id, 'thumb'),
      width: r.width,
      height: r.height,
      persons: tags.filter(t => t.media_id === r.id && persons.has(t.person_id)).map(t => ({ id: t.person_id, name: persons.get(t.person_id)! })),
      uploaderName: uploaders.get(r.user_id)!,
      commentCount: comments.get(r.id) ?? 0,
      editable,
      createdAt: Number(r.created_at)
    }))
  }

  async media(viewer: Viewer, treeId: number, kind: GalleryKind, personId: number | undefined, page: number) {
    const { role } = await this.trees.access(viewer.userId, treeId, 'read')
    let q = this.db.selectFrom('family_tree_media as m').where('m.tree_id', '=', treeId).where('m.kind', '=', kind)
    if (personId !== undefined) q = q.where(eb => eb.exists(eb.selectFrom('family_tree_media_persons as p').select('p.id').whereRef('p.media_id', '=', 'm.id').where('p.person_id', '=', personId)))
    const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const rows = await q.selectAll('m').orderBy('m.id', 'desc').limit(GALLERY_PAGE_SIZE).offset((page - 1) * GALLERY_PAGE_SIZE).execute()
    const editable = role !== 'viewer'
    return { ...paged(await this.mediaItems(viewer, treeId, rows, editable), page, GALLERY_PAGE_SIZE, Number(n)), editable }
  }

  /** before the body is read: the caller may add to this tree, the tree has room, the day's quota */
  async beforeUpload(userId: number, treeId: number) {
    await this.trees.access(userId, treeId, 'edit')
    const { n } = await this.db.selectFrom('family_tree_media').select(eb => eb.fn.countAll<number>().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()
    if (Number(n) >= GALLERY_ITEMS_PER_TREE_MAX) throw argError('file', GALLERY_MESSAGES.full)
    const state = await this.counters.hit(counterKey('family-tree-uploads', String(userId)), DAY_MS)
    if (state.count > GALLERY_UPLOADS_PER_DAY) throw new AppError(CODES.TOO_MANY_REQUESTS, GALLERY_MESSAGES.tooMany)
  }

  async upload(viewer: Viewer, treeId: number, kind: GalleryKind, input: Buffer, meta: MediaMeta) {
    const { tree } = await this.trees.access(viewer.userId, treeId, 'edit')
    await this.checkPersons(treeId, meta.personIds, 'personIds')
    const image = await processGalleryImage(input)
    const publicId = randomBytes(16).toString('base64url')
    // under the tree owner's key and folder, whoever of its editors uploads it
    const folder = `family-tree/users/${tree.user_id}/${treeId}`
    const keys = { full: `${folder}/${publicId}.jpg`, thumb: `${folder}/${publicId}_t.jpg` }
    const staged: StagedObject[] = []
    let id: number
    try {
      staged.push(await this.storage.stage(keys.full, image.data, { owner: tree.user_id }))
      staged.push(await this.storage.stage(keys.thumb, image.thumb, { owner: tree.user_id }))
      id = await this.db.transaction().execute(async trx => {
        const row = await trx
          .insertInto('family_tree_media')
          .values({
            tree_id: treeId, kind, public_id: publicId, storage_key: keys.full, thumb_key: keys.thumb, title: meta.title ?? '', caption: meta.caption ?? '',
            width: image.width, height: image.height, bytes: image.data.length, user_id: viewer.userId, created_at: this.clock()
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (meta.personIds.length) await trx.insertInto('family_tree_media_persons').values(meta.personIds.map(p => ({ tree_id: treeId, media_id: row.id, person_id: p }))).execute()
        return row.id
      })
    } catch (err) {
      // no row, no file: nothing is left behind that nobody can find
      for (const s of staged) await s.abort().catch(() => undefined)
      throw err
    }
    for (const s of staged) await s.commit()
    return this.mediaItem(viewer, treeId, id, true)
  }

  private async mediaRow(treeId: number, mediaId: number) {
    const row = await this.db.selectFrom('family_tree_media').selectAll().where('id', '=', mediaId).where('tree_id', '=', treeId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, '照片或文档不存在')
    return row
  }

  private async mediaItem(viewer: Viewer, treeId: number, mediaId: number, editable: boolean) {
    const [item] = await this.mediaItems(viewer, treeId, [await this.mediaRow(treeId, mediaId)], editable)
    return item
  }

  async updateMedia(viewer: Viewer, treeId: number, mediaId: number, meta: MediaMeta) {
    await this.trees.access(viewer.userId, treeId, 'edit')
    await this.mediaRow(treeId, mediaId)
    const personIds = [...new Set(meta.personIds)]
    await this.checkPersons(treeId, personIds, 'personIds')
    await this.db.transaction().execute(async trx => {
      await trx.updateTable('family_tree_media').set({ title: meta.title ?? '', caption: meta.caption ?? '' }).where('id', '=', mediaId).execute()
      await trx.deleteFrom('family_tree_media_persons').where('media_id', '=', mediaId).execute()
      if (personIds.length) await trx.insertInto('family_tree_media_persons').values(personIds.map(p => ({ tree_id: treeId, media_id: mediaId, person_id: p }))).execute()
    })
    return this.mediaItem(viewer, treeId, mediaId, true)
  }

  async removeMedia(userId: number, treeId: number, mediaId: number) {
    await this.trees.access(userId, treeId, 'edit')
    const row = await this.mediaRow(treeId, mediaId)
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('family_tree_comments').where('target', '=', 'media').where('target_id', '=', mediaId).execute()
      await trx.deleteFrom('family_tree_media_persons').where('media_id', '=', mediaId).execute()
      await trx.deleteFrom('family_tree_media').where('id', '=', mediaId).execute()
    })
    // the files after the rows: a crash in between leaves files without a row, which the storage sweep removes
    await this.deleteFiles([row.storage_key, row.thumb_key])
    return { deleted: true }
  }

  async deleteFiles(keys: string[]) {
    for (const key of keys) await this.storage.delete(key)
  }

  /** the stored file behind a picture address that opened (links.ts), or null when it is gone */
  async fileOf(publicId: string, variant: 'full' | 'thumb'): Promise<string | null> {
    const row = await this.db.selectFrom('family_tree_media').select(['storage_key', 'thumb_key']).where('public_id', '=', publicId).executeTakeFirst()
    return row ? (variant === 'thumb' ? row.thumb_key : row.storage_key) : null
  }

  /** of these storage keys, the ones a row names (the storage sweep) */
  async referenced(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set()
    const rows = await this.db
      .selectFrom('family_tree_media')
      .select(['storage_key', 'thumb_key'])
      .where(eb => eb.or([eb('storage_key', 'in', keys), eb('thumb_key', 'in', keys)]))
      .execute()
    return new Set(rows.flatMap(r => [r.storage_key, r.thumb_key]))
  }

  // --- life stories ---------------------------------------------------------------------------

  private async storyItems(treeId: number, rows: StoryRow[], editable: boolean) {
    const persons = await this.personNames(treeId, rows.map(r => r.person_id))
    const authors = await this.names(rows.map(r => r.user_id))
    const comments = await this.commentCounts('story', rows.map(r => r.id))
    return rows.map(r => ({
      id: r.id,
      person: { id: r.person_id, name: persons.get(r.person_id) ?? '' },
      title: r.title,
      body: r.body,
      authorName: authors.get(r.user_id)!,
      commentCount: comments.get(r.id) ?? 0,
      editable,
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at)
    }))
  }

  async stories(userId: number, treeId: number, personId: number | undefined, page: number) {
    const { role } = await this.trees.access(userId, treeId, 'read')
    let q = this.db.selectFrom('family_tree_stories').where('tree_id', '=', treeId)
    if (personId !== undefined) q = q.where('person_id', '=', personId)
    const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    // newest first
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(STORY_PAGE_SIZE).offset((page - 1) * STORY_PAGE_SIZE).execute()
    const editable = role !== 'viewer'
    return { ...paged(await this.storyItems(treeId, rows, editable), page, STORY_PAGE_SIZE, Number(n)), editable }
  }

  private async storyRow(treeId: number, storyId: number) {
    const row = await this.db.selectFrom('family_tree_stories').selectAll().where('id', '=', storyId).where('tree_id', '=', treeId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, '故事不存在')
    return row
  }

  async addStory(userId: number, treeId: number, body: { personId: number; title: string; body: string }) {
    await this.trees.access(userId, treeId, 'edit')
    await this.checkPersons(treeId, [body.personId], 'personId')
    const { n } = await this.db.selectFrom('family_tree_stories').select(eb => eb.fn.countAll<number>().as('n')).where('tree_id', '=', treeId).where('person_id', '=', body.personId).executeTakeFirstOrThrow()
    if (Number(n) >= STORIES_PER_PERSON_MAX) throw argError('body', `每位家谱成员最多 ${STORIES_PER_PERSON_MAX} 篇故事`)
    const now = this.clock()
    const row = await this.db
      .insertInto('family_tree_stories')
      .values({ tree_id: treeId, person_id: body.personId, user_id: userId, title: body.title, body: body.body, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const [item] = await this.storyItems(treeId, [await this.storyRow(treeId, row.id)], true)
    return item
  }

  async updateStory(userId: number, treeId: number, storyId: number, body: { title: string; body: string }) {
    await this.trees.access(userId, treeId, 'edit')
    await this.storyRow(treeId, storyId)
    await this.db.updateTable('family_tree_stories').set({ title: body.title, body: body.body, updated_at: this.clock() }).where('id', '=', storyId).execute()
    const [item] = await this.storyItems(treeId, [await this.storyRow(treeId, storyId)], true)
    return item
  }

  async removeStory(userId: number, treeId: number, storyId: number) {
    await this.trees.access(userId, treeId, 'edit')
    await this.storyRow(treeId, storyId)
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('family_tree_comments').where('target', '=', 'story').where('target_id', '=', storyId).execute()
      await trx.deleteFrom('family_tree_stories').where('id', '=', storyId).execute()
    })
    return { deleted: true }
  }

  // --- comments -------------------------------------------------------------------------------

  /** the commented photo, document or story is of this tree, else 404 */
  private async checkTarget(treeId: number, target: CommentTarget, targetId: number) {
    if (target === 'media') await this.mediaRow(treeId, targetId)
    else await this.storyRow(treeId, targetId)
  }

  async comments(userId: number, treeId: number, target: CommentTarget, targetId: number, page: number) {
    const { role } = await this.trees.access(userId, treeId, 'read')
    await this.checkTarget(treeId, target, targetId)
    const q = this.db.selectFrom('family_tree_comments').where('tree_id', '=', treeId).where('target', '=', target).where('target_id', '=', targetId)
    const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const rows = await q.selectAll().orderBy('id').limit(COMMENT_PAGE_SIZE).offset((page - 1) * COMMENT_PAGE_SIZE).execute()
    const authors = await this.names(rows.map(r => r.user_id))
    const list = rows.map(r => this.commentItem(r, authors.get(r.user_id)!, userId, role === 'owner'))
    return paged(list, page, COMMENT_PAGE_SIZE, Number(n))
  }

  private commentItem(r: { id: number; body: string; user_id: number; created_at: number }, authorName: string, userId: number, owner: boolean) {
    return { id: r.id, body: r.body, authorName, mine: r.user_id === userId, deletable: owner || r.user_id === userId, createdAt: Number(r.created_at) }
  }

  async addComment(userId: number, treeId: number, body: { target: CommentTarget; targetId: number; body: string }) {
    // any member may comment, viewers too
    const { role } = await this.trees.access(userId, treeId, 'read')
    await this.checkTarget(treeId, body.target, body.targetId)
    const state = await this.counters.hit(counterKey('family-tree-comments', String(userId)), HOUR_MS)
    if (state.count > COMMENTS_PER_HOUR) throw new AppError(CODES.TOO_MANY_REQUESTS, '评论太频繁，请稍后再试')
    const { n } = await this.db.selectFrom('family_tree_comments').select(eb => eb.fn.countAll<number>().as('n')).where('target', '=', body.target).where('target_id', '=', body.targetId).executeTakeFirstOrThrow()
    if (Number(n) >= COMMENTS_PER_TARGET_MAX) throw argError('body', `这里的评论已满 ${COMMENTS_PER_TARGET_MAX} 条`)
    const now = this.clock()
    const row = await this.db
      .insertInto('family_tree_comments')
      .values({ tree_id: treeId, target: body.target, target_id: body.targetId, user_id: userId, body: body.body, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const name = (await this.users.nameOf(userId)) ?? '基因寻根用户'
    return this.commentItem({ id: row.id, body: body.body, user_id: userId, created_at: now }, name, userId, role === 'owner')
  }

  async removeComment(userId: number, treeId: number, commentId: number) {
    const { role } = await this.trees.access(userId, treeId, 'read')
    const row = await this.db.selectFrom('family_tree_comments').select(['id', 'user_id']).where('id', '=', commentId).where('tree_id', '=', treeId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, '评论不存在')
    if (row.user_id !== userId && role !== 'owner') throw new AppError(CODES.NOT_FOUND, '只能删除自己的评论')
    await this.db.deleteFrom('family_tree_comments').where('id', '=', commentId).execute()
    return { deleted: true }
  }
}

type MediaRow = {
  id: number; tree_id: number; kind: string; public_id: string; storage_key: string; thumb_key: string; title: string; caption: string
  width: number; height: number; bytes: number; user_id: number; created_at: number
}
type StoryRow = { id: number; tree_id: number; person_id: number; user_id: number; title: string; body: string; created_at: number; updated_at: number }
