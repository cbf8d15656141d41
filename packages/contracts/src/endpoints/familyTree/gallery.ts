/**
 * Endpoint declarations of the family tree's gallery (家谱相册, spec 2.10 family-tree/gallery,
 * 3.11; issue 24): photos and documents of a tree tagged to its persons, life stories of a tree
 * person, comments on photos, documents and stories. Members of a tree read (viewers too, and
 * they may comment); the owner and editors add, change and delete; everyone else gets 404, the
 * same as for no tree. Pictures are served by the server at signed addresses that expire.
 */
import { z } from 'zod/mini'
import {
  COMMENT_MAX, COMMENT_TARGETS, GALLERY_CAPTION_MAX, GALLERY_KINDS, GALLERY_PERSONS_MAX, GALLERY_TITLE_MAX, GALLERY_UPLOAD_MAX_BYTES, STORY_BODY_MAX, STORY_TITLE_MAX
} from '../../familyTree'
import { endpoint } from '../define'
import { safeText } from '../text'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = int(1, 2_147_483_647)
const page = z._default(int(1, 10_000), 1)
const treeParams = z.object({ id })

const title = (max: number, empty: string) => safeText().check(z.trim(), z.minLength(1, empty), z.maxLength(max, `标题不能超过 ${max} 个字`))
const optionalTitle = z.optional(safeText().check(z.trim(), z.maxLength(GALLERY_TITLE_MAX, `标题不能超过 ${GALLERY_TITLE_MAX} 个字`)))
const caption = z.optional(safeText({ multiline: true }).check(z.trim(), z.maxLength(GALLERY_CAPTION_MAX, `说明不能超过 ${GALLERY_CAPTION_MAX} 个字`)))
const personIds = z.array(id).check(z.maxLength(GALLERY_PERSONS_MAX, `最多标记 ${GALLERY_PERSONS_MAX} 位家谱成员`))

const personRef = z.object({ id: z.number(), name: z.string() })
const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ page: z.number(), size: z.number(), total: z.number(), isEnd: z.boolean(), list: z.array(item) })

export const galleryItemSchema = z.object({
  id: z.number(),
  kind: z.enum(GALLERY_KINDS),
  title: z.string(),
  caption: z.string(),
  /** the picture (at most 800×800) and its thumbnail: signed addresses valid for an hour or two */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
  persons: z.array(personRef),
  uploaderName: z.string(),
  commentCount: z.number(),
  /** the caller may change or delete it (owner or editor) */
  editable: z.boolean(),
  createdAt: z.number()
})

export const storySchema = z.object({
  id: z.number(),
  person: personRef,
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  commentCount: z.number(),
  editable: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number()
})

export const commentSchema = z.object({
  id: z.number(),
  body: z.string(),
  authorName: z.string(),
  /** written by the caller */
  mine: z.boolean(),
  /** the caller may delete it (its author or the tree's owner) */
  deletable: z.boolean(),
  createdAt: z.number()
})

const storyBody = z.strictObject({
  title: title(STORY_TITLE_MAX, '请填写故事标题'),
  body: safeText({ multiline: true }).check(z.trim(), z.minLength(1, '请填写故事内容'), z.maxLength(STORY_BODY_MAX, `故事不能超过 ${STORY_BODY_MAX} 个字`))
})

export const FAMILY_TREE_GALLERY = {
  media: endpoint({
    method: 'GET', path: '/web/api/new/family-trees/:id/media', auth: 'user',
    summary: 'Photos or documents of a tree, newest first, 20 a page; of one tree person when personId is given (members of the tree)',
    params: treeParams, query: z.object({ kind: z.enum(GALLERY_KINDS), personId: z.optional(id), page }),
    response: z.object({ ...pageOf(galleryItemSchema).shape, editable: z.boolean() }), codes: []
  }),
  upload: endpoint({
    method: 'POST', path: '/web/api/new/family-trees/:id/media', auth: 'user',
    summary: 'A photo or a document scan (png or jpg, multipart field file): turned upright, fitted into 800×800 with a 240×240 thumbnail, its metadata (GPS) dropped; title, caption and tagged persons (comma-separated ids) in the query (owner or editor)',
    params: treeParams,
    query: z.object({ kind: z.enum(GALLERY_KINDS), title: optionalTitle, caption, personIds: z.optional(z.string().check(z.maxLength(400))) }),
    file: 'file', response: galleryItemSchema, codes: [], bodyLimit: GALLERY_UPLOAD_MAX_BYTES + 64 * 1024
  }),
  updateMedia: endpoint({
    method: 'PUT', path: '/web/api/new/family-trees/:id/media/:mediaId', auth: 'user',
    summary: 'Change the title, caption and tagged persons of a photo or document (owner or editor)',
    params: z.object({ id, mediaId: id }), body: z.strictObject({ title: optionalTitle, caption, personIds }),
    response: galleryItemSchema, codes: []
  }),
  removeMedia: endpoint({
    method: 'DELETE', path: '/web/api/new/family-trees/:id/media/:mediaId', auth: 'user',
    summary: 'Delete a photo or document with its stored files and comments (owner or editor)',
    params: z.object({ id, mediaId: id }), response: z.object({ deleted: z.boolean() }), codes: []
  }),
  stories: endpoint({
    method: 'GET', path: '/web/api/new/family-trees/:id/stories', auth: 'user',
    summary: 'Life stories of a tree (of one person when personId is given), newest first, 15 a page (members of the tree)',
    params: treeParams, query: z.object({ personId: z.optional(id), page }),
    response: z.object({ ...pageOf(storySchema).shape, editable: z.boolean() }), codes: []
  }),
  addStory: endpoint({
    method: 'POST', path: '/web/api/new/family-trees/:id/stories', auth: 'user',
    summary: 'A life story of a tree person (owner or editor)',
    params: treeParams, body: z.strictObject({ personId: id, ...storyBody.shape }), response: storySchema, codes: []
  }),
  updateStory: endpoint({
    method: 'PUT', path: '/web/api/new/family-trees/:id/stories/:storyId', auth: 'user',
    summary: 'Change a life story (owner or editor)',
    params: z.object({ id, storyId: id }), body: storyBody, response: storySchema, codes: []
  }),
  removeStory: endpoint({
    method: 'DELETE', path: '/web/api/new/family-trees/:id/stories/:storyId', auth: 'user',
    summary: 'Delete a life story with its comments (owner or editor)',
    params: z.object({ id, storyId: id }), response: z.object({ deleted: z.boolean() }), codes: []
  }),
  comments: endpoint({
    method: 'GET', path: '/web/api/new/family-trees/:id/comments', auth: 'user',
    summary: 'Comments on a photo, document or story, oldest first, 20 a page (members of the tree)',
    params: treeParams, query: z.object({ target: z.enum(COMMENT_TARGETS), targetId: id, page }),
    response: pageOf(commentSchema), codes: []
  }),
  addComment: endpoint({
    method: 'POST', path: '/web/api/new/family-trees/:id/comments', auth: 'user',
    summary: 'Comment on a photo, document or story (any member of the tree, viewers too)',
    params: treeParams,
    body: z.strictObject({ target: z.enum(COMMENT_TARGETS), targetId: id, body: safeText({ multiline: true }).check(z.trim(), z.minLength(1, '请填写评论内容'), z.maxLength(COMMENT_MAX, `评论不能超过 ${COMMENT_MAX} 个字`)) }),
    response: commentSchema, codes: []
  }),
  removeComment: endpoint({
    method: 'DELETE', path: '/web/api/new/family-trees/:id/comments/:commentId', auth: 'user',
    summary: 'Delete a comment (its author or the tree\'s owner)',
    params: z.object({ id, commentId: id }), response: z.object({ deleted: z.boolean() }), codes: []
  })
} as const
