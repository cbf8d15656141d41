/**
 * The family tree's gallery (issue 24, spec 2.10 family-tree/gallery, 3.11): photos and documents
 * of a tree (scans of genealogy pages, certificates), each tagged to tree persons; life stories of
 * a tree person; comments on photos and stories. Limits and wording both sides test.
 */

export const GALLERY_KINDS = ['photo', 'document'] as const
export type GalleryKind = (typeof GALLERY_KINDS)[number]
export const GALLERY_KIND_LABELS: Readonly<Record<GalleryKind, string>> = { photo: '照片', document: '文档' }

/** photos and documents a page */
export const GALLERY_PAGE_SIZE = 20
/** life stories a page, newest first */
export const STORY_PAGE_SIZE = 15
/** comments a page, oldest first */
export const COMMENT_PAGE_SIZE = 20

/** the stored picture fits this box (spec 9: 800×800), the thumbnail this square */
export const GALLERY_IMAGE_BOX = 800
export const GALLERY_THUMB_SIZE = 240
/** an upload's bytes (the decoded pixels beyond which it is a decompression bomb: the server's one picture pipeline) */
export const GALLERY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** photos and documents in one tree; uploads by one account a day */
export const GALLERY_ITEMS_PER_TREE_MAX = 2000
export const GALLERY_UPLOADS_PER_DAY = 200

export const GALLERY_TITLE_MAX = 40
export const GALLERY_CAPTION_MAX = 500
/** tree persons one photo or document is tagged to */
export const GALLERY_PERSONS_MAX = 30
export const STORY_TITLE_MAX = 40
export const STORY_BODY_MAX = 5000
export const STORIES_PER_PERSON_MAX = 200
export const COMMENT_MAX = 500
export const COMMENTS_PER_TARGET_MAX = 500

export const COMMENT_TARGETS = ['media', 'story'] as const
export type CommentTarget = (typeof COMMENT_TARGETS)[number]

export const GALLERY_MESSAGES = {
  noFile: '请选择要上传的图片',
  notMultipart: '请以 multipart/form-data 方式上传图片（字段名 file）',
  type: '仅支持 png、jpg、jpeg 格式的图片',
  tooLarge: `图片不能超过 ${GALLERY_UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  broken: '图片已损坏，请换一张',
  tooManyPixels: '图片尺寸过大，请换一张',
  tooMany: '今天上传得太多了，请明天再试',
  full: `一份家谱最多保存 ${GALLERY_ITEMS_PER_TREE_MAX} 张照片和文档`,
  personIds: '标记的家谱成员格式不正确',
  unknownPerson: '标记的人不在这份家谱中'
} as const

/** "1,2,3" (the upload's query) as distinct person ids; null when malformed or too many */
export function parsePersonIds(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return []
  const parts = text.split(',').map(s => s.trim())
  if (parts.length > GALLERY_PERSONS_MAX || parts.some(p => !/^[1-9]\d{0,9}$/.test(p))) return null
  const ids = parts.map(Number)
  if (ids.some(n => n > 2_147_483_647)) return null
  return [...new Set(ids)]
}

/** the number of pages of `total` items, at least 1 */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
