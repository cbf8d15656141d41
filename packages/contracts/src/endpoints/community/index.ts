/**
 * The community, the feed, stories and the blog (issue 25 items 5-7; spec 2.1 /community,
 * /community/comment-detail, /genestory, /gene-club; 2.8 /feed/*; 3.14 Feel, Share info and the
 * content types; 7.3 Common feel and user_inform_records; 8.1 3601; 8.2 delete confirmations):
 * posts, answers and discussions with pictures, comments and replies, reactions, reports of
 * content, the articles and cards staff write, the stories people submit for review, and the
 * staff's moderation console (/ops/community). Every text passes the sensitive-word check (and
 * WeChat's content check where configured); a banned account gets 3601.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'

const num = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = num(1, 2 ** 31 - 1)
const bodyId = z.int().check(z.positive(), z.lte(2 ** 31 - 1))
const page = z._default(num(1, 10000), 1)
const size = z._default(num(1, 50), 10)

/** limits of what people write (characters) and pictures a post may carry */
export const COMMUNITY_LIMITS = { title: 60, post: 5000, comment: 1000, story: 20000, images: 9, reason: 200 } as const

/** spec 3.14 content types: a post, an answer (a question's post), a discussion */
export const POST_KINDS = { 1: '帖子', 2: '问答', 3: '讨论' } as const
/** spec 2.1 /community?module=health: the health board; the rest is the general one */
export const COMMUNITY_MODULES = ['community', 'health'] as const
/** spec 3.14 Feel: the reactions offered */
export const FEELS = { like: '赞', useful: '有用', hug: '抱抱' } as const
export type FeelName = keyof typeof FEELS
/** what is reported (user_inform_records.module) and why */
export const INFORM_MODULES = ['post', 'comment', 'article'] as const
export const INFORM_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '虚假信息', '违法违规', '其他'] as const
/** feed kinds: staff's articles and cards (2.8), users' stories (/genestory), the blog (/gene-club) */
export const ARTICLE_KINDS = { article: '文章', card: '卡片', story: '基因故事', blog: '博客' } as const
export type ArticleKind = keyof typeof ARTICLE_KINDS
/** states of what people write: published, held for review, hidden by staff, refused */
export const UGC_STATES = { published: '已发布', pending: '审核中', hidden: '已隐藏', rejected: '未通过' } as const

const title = safeText().check(z.maxLength(COMMUNITY_LIMITS.title, `标题不能超过 ${COMMUNITY_LIMITS.title} 个字`))
const images = z.array(safeText().check(z.maxLength(300))).check(z.maxLength(COMMUNITY_LIMITS.images, `最多上传 ${COMMUNITY_LIMITS.images} 张图片`))
const state = z.enum(['published', 'pending', 'hidden', 'rejected'])
const feelCounts = z.record(z.string(), z.number())

const author = z.object({ name: z.string(), avatar: z.nullable(z.string()) })

export const postSchema = z.object({
  id: z.number(),
  module: z.enum(COMMUNITY_MODULES),
  /** spec 3.14: COMMENT_POST 1, COMMENT_ANSWER 2, COMMENT_DISCUSS 3 */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  user: author,
  mine: z.boolean(),
  state,
  /** demo content of the seed (shown with 示例) */
  example: z.boolean(),
  commentCount: z.number(),
  feels: feelCounts,
  /** my reaction (its id for PUT/DELETE feel/{id}) */
  myFeel: z.nullable(z.object({ id: z.number(), feel: z.string() })),
  date: z.number()
})

export const commentSchema = z.object({
  id: z.number(),
  postId: z.number(),
  parentId: z.nullable(z.number()),
  /** a reply names whom it answers */
  replyTo: z.nullable(z.string()),
  content: z.string(),
  user: author,
  mine: z.boolean(),
  state,
  feels: feelCounts,
  myFeel: z.nullable(z.object({ id: z.number(), feel: z.string() })),
  date: z.number(),
  replies: z.array(z.object({ id: z.number(), parentId: z.nullable(z.number()), replyTo: z.nullable(z.string()), content: z.string(), user: author, mine: z.boolean(), date: z.number() }))
})

/** spec 3.14 Share info */
export const shareInfoSchema = z.object({ title: z.string(), description: z.string(), webpageUrl: z.string(), thumbImage: z.nullable(z.string()), headImageUrl: z.nullable(z.string()) })

export const articleSchema = z.object({
  id: z.number(),
  kind: z.enum(['article', 'card', 'story', 'blog']),
  title: z.string(),
  summary: z.string(),
  cover: z.nullable(z.string()),
  author: z.string(),
  state,
  example: z.boolean(),
  mine: z.boolean(),
  date: z.number()
})

const OPS = { staff: ['operator'] } as const

export const COMMUNITY = {
  posts: endpoint({
    method: 'GET',
    path: '/proxy/community/posts',
    auth: 'public',
    summary: 'The published posts of a board (module community or health), newest first; mine=1 lists my own in every state',
    query: z.object({ module: z._default(z.enum(COMMUNITY_MODULES), 'community'), mine: z.optional(z.enum(['1', '0'])), page, size }),
    response: z.object({ list: z.array(postSchema), total: z.number() }),
    codes: []
  }),
  post: endpoint({
    method: 'GET',
    path: '/proxy/community/posts/:id',
    auth: 'public',
    summary: 'One post with its comments and their replies; a post not published is seen by its author only (404 to anyone else)',
    params: z.object({ id }),
    response: z.object({ post: postSchema, comments: z.array(commentSchema), share: shareInfoSchema }),
    codes: []
  }),
  createPost: endpoint({
    method: 'POST',
    path: '/proxy/community/posts',
    auth: 'user',
    summary: 'Publishes a post, question or discussion with up to 9 uploaded pictures; checked for sensitive words (4006), 3601 for a banned account; held for review when picture review is configured',
    body: z.object({
      module: z._default(z.enum(COMMUNITY_MODULES), 'community'),
      type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      title,
      content: safeText({ multiline: true }).check(z.minLength(1, '请输入内容'), z.maxLength(COMMUNITY_LIMITS.post, `内容不能超过 ${COMMUNITY_LIMITS.post} 个字`)),
      images: z._default(images, [])
    }),
    response: postSchema,
    codes: [3601]
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/proxy/community/posts/:id',
    auth: 'user',
    summary: 'Deletes one of my posts with its comments (anyone else’s is 404)',
    params: z.object({ id }),
    response: z.object({ id: z.number() }),
    codes: []
  }),
  comment: endpoint({
    method: 'GET',
    path: '/proxy/community/comments/:id',
    auth: 'public',
    summary: 'One comment with its replies and the post it is on (/community/comment-detail)',
    params: z.object({ id }),
    response: z.object({ comment: commentSchema, post: z.object({ id: z.number(), title: z.string(), module: z.enum(COMMUNITY_MODULES) }) }),
    codes: []
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/proxy/community/comments',
    auth: 'user',
    summary: 'Comments on a post, or replies to a comment (parentId); the author answered is notified; sensitive words 4006, banned 3601',
    body: z.object({
      postId: bodyId,
      parentId: z.optional(bodyId),
      content: safeText({ multiline: true }).check(z.minLength(1, '请输入评论内容'), z.maxLength(COMMUNITY_LIMITS.comment, `评论不能超过 ${COMMUNITY_LIMITS.comment} 个字`))
    }),
    response: z.object({ id: z.number(), postId: z.number(), parentId: z.nullable(z.number()) }),
    codes: [3601]
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/proxy/community/comments/:id',
    auth: 'user',
    summary: 'Deletes one of my comments with its replies (anyone else’s is 404)',
    params: z.object({ id }),
    response: z.object({ id: z.number() }),
    codes: []
  }),
  setFeel: endpoint({
    method: 'POST',
    path: '/proxy/common/feel',
    auth: 'user',
    summary: 'spec 3.14 Feel: my reaction to a post or comment (one per item; a new one replaces the old)',
    body: z.object({ module: z.enum(['post', 'comment']), relate_id: bodyId, feel: z.enum(['like', 'useful', 'hug']) }),
    response: z.object({ id: z.number(), feel: z.string(), feels: feelCounts }),
    codes: [3601]
  }),
  deleteFeel: endpoint({
    method: 'DELETE',
    path: '/proxy/common/feel/:id',
    auth: 'user',
    summary: 'Takes back one of my reactions',
    params: z.object({ id }),
    response: z.object({ id: z.number(), feels: feelCounts }),
    codes: []
  }),
  inform: endpoint({
    method: 'POST',
    path: '/proxy/community/user_inform_records',
    auth: 'user',
    summary: 'Reports a post, comment or article to staff (once per person and item)',
    body: z.object({ module: z.enum(INFORM_MODULES), relateId: bodyId, reason: z.enum(INFORM_REASONS), detail: z._default(safeText({ multiline: true }).check(z.maxLength(COMMUNITY_LIMITS.reason)), '') }),
    response: z.object({ id: z.number() }),
    codes: []
  }),

  articles: endpoint({
    method: 'GET',
    path: '/proxy/feed/articles',
    auth: 'public',
    summary: 'Published articles and cards (/feed/topics), stories (/genestory) or blog posts (/gene-club), newest first; mine=1: my submitted stories in every state',
    query: z.object({ kind: z._default(z.enum(['article', 'card', 'story', 'blog']), 'article'), mine: z.optional(z.enum(['1', '0'])), page, size }),
    response: z.object({ list: z.array(articleSchema), total: z.number() }),
    codes: []
  }),
  article: endpoint({
    method: 'GET',
    path: '/proxy/feed/articles/:id',
    auth: 'public',
    summary: 'One article, card, story or blog post with its share info (spec 3.14); not published: its author only (404 to anyone else)',
    params: z.object({ id }),
    response: z.extend(articleSchema, { body: z.string(), images: z.array(z.string()), share: shareInfoSchema }),
    codes: []
  }),
  submitStory: endpoint({
    method: 'POST',
    path: '/proxy/feed/stories',
    auth: 'user',
    summary: 'Submits my gene story; staff review it before it is published; sensitive words 4006, banned 3601',
    body: z.object({
      title: title.check(z.minLength(2, '请输入标题')),
      body: safeText({ multiline: true }).check(z.minLength(20, '故事至少 20 个字'), z.maxLength(COMMUNITY_LIMITS.story, `故事不能超过 ${COMMUNITY_LIMITS.story} 个字`)),
      images: z._default(images, [])
    }),
    response: articleSchema,
    codes: [3601]
  }),

  opsQueue: endpoint({
    method: 'GET',
    path: '/proxy/ops/community/queue',
    auth: OPS,
    summary: 'Staff: what waits for review (stories, held posts), the open reports, and the banned accounts',
    response: z.object({
      pending: z.array(z.object({ module: z.enum(['post', 'article']), id: z.number(), title: z.string(), excerpt: z.string(), userId: z.nullable(z.number()), userName: z.string(), images: z.array(z.string()), date: z.number() })),
      reports: z.array(z.object({ id: z.number(), module: z.enum(INFORM_MODULES), relateId: z.number(), reason: z.string(), detail: z.string(), excerpt: z.string(), state: z.string(), authorId: z.nullable(z.number()), authorName: z.string(), count: z.number(), date: z.number() })),
      bans: z.array(z.object({ userId: z.number(), userName: z.string(), reason: z.string(), date: z.number() }))
    }),
    codes: []
  }),
  opsReview: endpoint({
    method: 'POST',
    path: '/proxy/ops/community/review',
    auth: OPS,
    summary: 'Staff: publishes, hides or refuses a post, comment or article (closing the reports about it)',
    body: z.object({ module: z.enum(INFORM_MODULES), id: bodyId, action: z.enum(['publish', 'hide', 'reject']) }),
    response: z.object({ module: z.string(), id: z.number(), state }),
    codes: []
  }),
  opsBan: endpoint({
    method: 'POST',
    path: '/proxy/ops/community/bans',
    auth: OPS,
    summary: 'Staff: bans an account from posting and sending (3601), or lifts the ban',
    body: z.object({ userId: bodyId, ban: z.boolean(), reason: z._default(safeText().check(z.maxLength(COMMUNITY_LIMITS.reason)), '违反社区公约') }),
    response: z.object({ userId: z.number(), banned: z.boolean() }),
    codes: []
  }),
  opsWrite: endpoint({
    method: 'POST',
    path: '/proxy/ops/community/articles',
    auth: OPS,
    summary: 'Staff: writes an article, card or blog post (published at once, or saved as a draft)',
    body: z.object({
      kind: z.enum(['article', 'card', 'blog']),
      title: title.check(z.minLength(2, '请输入标题')),
      summary: z._default(safeText().check(z.maxLength(200, '摘要不能超过 200 个字')), ''),
      body: safeText({ multiline: true }).check(z.minLength(1, '请输入正文'), z.maxLength(COMMUNITY_LIMITS.story, `正文不能超过 ${COMMUNITY_LIMITS.story} 个字`)),
      cover: z.optional(safeText().check(z.maxLength(300))),
      publish: z._default(z.boolean(), true)
    }),
    response: articleSchema,
    codes: []
  })
} as const

export default { community: COMMUNITY } as const
