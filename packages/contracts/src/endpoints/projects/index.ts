/**
 * Endpoint declarations of research projects (研究项目, spec 2.10 project/*, 3.12 "Research
 * project", 4 "Research project participation can be updated", 9 "1000 for project
 * announcements"; issue 24 item 6). A project studies one surname or one paternal haplogroup
 * branch; joining is checked on the server against the member's own published result (the
 * tested person's surname, the Y haplogroup of the latest analysis). Members choose whether the
 * project may show their haplogroup and their place; statistics count members' real results by
 * the one statistics rule (groups of fewer than 5 hidden, counts in multiples of 5).
 * Projects, members (by 称呼 only), statistics and posts are public like a library page; joining,
 * posting and commenting need a session.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = int(1, 2_147_483_647)
const projectParams = z.object({ id })
const postParams = z.object({ id, postId: id })
const barcodeText = z.string().check(z.minLength(1, '请选择检测人'), z.maxLength(40))

export const PROJECT_TYPES = ['surname', 'haplogroup'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]
export const PROJECT_POST_KINDS = ['announcement', 'discussion'] as const
export type ProjectPostKind = (typeof PROJECT_POST_KINDS)[number]
/** what a project's statistics are counted by (the all-* pages) */
export const PROJECT_STAT_KINDS = ['surname', 'haplogroup', 'district', 'nation'] as const
export type ProjectStatKind = (typeof PROJECT_STAT_KINDS)[number]
export const PROJECT_NAME_MAX = 30
export const PROJECT_INTRO_MAX = 2000
export const PROJECT_POST_TITLE_MAX = 50
export const PROJECT_POST_MAX = 2000
export const PROJECT_COMMENT_MAX = 500
/** spec 9: 1000 for project announcements */
export const PROJECT_ANNOUNCEMENT_PAGE_SIZE = 1000

const projectName = safeText().check(z.trim(), z.minLength(2, '项目名称至少 2 个字'), z.maxLength(PROJECT_NAME_MAX, `项目名称不能超过 ${PROJECT_NAME_MAX} 个字`))
const intro = safeText({ multiline: true }).check(z.trim(), z.minLength(10, '项目介绍至少 10 个字'), z.maxLength(PROJECT_INTRO_MAX, `项目介绍不能超过 ${PROJECT_INTRO_MAX} 个字`))

const count = z.object({ count: z.nullable(z.number()), label: z.string() })

export const projectSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  /** the join condition in Chinese: 姓氏为“王” / 父系单倍群属于 O-M175 */
  conditionText: z.string(),
  surname: z.nullable(z.string()),
  haplogroup: z.nullable(z.string()),
  /** members as shown (statistics rule) */
  members: count,
  /** seeded demonstration projects are marked 示例 */
  demo: z.boolean(),
  createdAt: z.number()
})

export const participationSchema = z.object({ joined: z.boolean(), barcode: z.nullable(z.string()), showHaplogroup: z.boolean(), showPlace: z.boolean() })

export const projectDetailSchema = z.object({
  ...projectSummarySchema.shape,
  introduction: z.string(),
  ownerName: z.string(),
  /** for a signed-in caller: they started it / a tested person of theirs is a member */
  isOwner: z.boolean(),
  joined: z.boolean(),
  /** the caller's membership (spec 4: participation can be updated), null when signed out */
  participation: z.nullable(participationSchema),
  announcements: z.number(),
  discussions: z.number()
})

export const joinOptionSchema = z.object({
  barcode: z.string(),
  personName: z.string(),
  surname: z.nullable(z.string()),
  haplogroup: z.nullable(z.string()),
  /** the project's condition met by this person's published result */
  met: z.boolean(),
  /** why not (Chinese), or null */
  reason: z.nullable(z.string()),
  joined: z.boolean()
})

export const projectMemberSchema = z.object({
  id: z.number(),
  /** 称呼 only: never a full name, a barcode or an account */
  name: z.string(),
  /** the member chose to show it, else null */
  haplogroup: z.nullable(z.string()),
  place: z.nullable(z.string()),
  isOwner: z.boolean(),
  joinedAt: z.number()
})

export const projectPostSchema = z.object({
  id: z.number(), projectId: z.number(), kind: z.enum(PROJECT_POST_KINDS), title: z.string(), content: z.string(), authorName: z.string(), comments: z.number(), createdAt: z.number()
})
export const projectCommentSchema = z.object({ id: z.number(), authorName: z.string(), content: z.string(), createdAt: z.number() })

export const projectStatisticsSchema = z.object({
  by: z.enum(PROJECT_STAT_KINDS),
  total: count,
  list: z.array(z.object({ name: z.string(), count: z.nullable(z.number()), label: z.string() })),
  other: count,
  minGroupSize: z.number(),
  /** what is counted and how (Chinese) */
  basis: z.string()
})

export const PROJECTS = {
  list: endpoint({ method: 'GET', path: '/web/api/new/research-projects', auth: 'public', summary: 'Research projects, newest first; by type', query: z.object({ type: z.optional(z.enum(PROJECT_TYPES)) }), response: z.object({ list: z.array(projectSummarySchema) }), codes: [] }),
  mine: endpoint({ method: 'GET', path: '/web/api/new/research-projects/mine', auth: 'user', summary: 'The projects the caller started or a tested person of theirs joined', response: z.object({ list: z.array(projectSummarySchema) }), codes: [] }),
  choices: endpoint({ method: 'GET', path: '/web/api/new/research-projects/choices', auth: 'user', summary: 'What the caller may start a project on: the surnames and Y haplogroups (with the branches above them, root first) of their own published results', response: z.object({ surnames: z.array(z.string()), haplogroups: z.array(z.object({ haplogroup: z.string(), path: z.array(z.string()) })) }), codes: [] }),
  create: endpoint({
    method: 'POST', path: '/web/api/new/research-projects', auth: 'user', summary: 'Start a project on a surname or a paternal haplogroup branch (the haplogroup must be on the reference Y tree)',
    body: z.strictObject({
      name: projectName,
      type: z.enum(PROJECT_TYPES),
      surname: z.optional(safeText().check(z.trim(), z.minLength(1, '请填写姓氏'), z.maxLength(4, '姓氏最多 4 个字'))),
      haplogroup: z.optional(z.string().check(z.trim(), z.minLength(1, '请选择单倍群'), z.maxLength(40, '单倍群名称过长'))),
      introduction: intro
    }),
    response: projectDetailSchema, codes: []
  }),
  detail: endpoint({ method: 'GET', path: '/web/api/new/research-projects/:id', auth: 'public', summary: 'One project (with the caller\'s own standing when signed in)', params: projectParams, response: projectDetailSchema, codes: [] }),
  joinOptions: endpoint({ method: 'GET', path: '/web/api/new/research-projects/join-options', auth: 'user', summary: 'The caller\'s own tested persons with published results, each checked against the project\'s condition', query: z.object({ projectId: id }), response: z.object({ list: z.array(joinOptionSchema) }), codes: [] }),
  join: endpoint({
    method: 'POST', path: '/web/api/new/research-projects/:id/members', auth: 'user', summary: 'Join with a tested person of the caller\'s whose published result meets the condition (4006 with the reason otherwise)',
    params: projectParams, body: z.strictObject({ barcode: barcodeText, showHaplogroup: z.boolean(), showPlace: z.boolean() }), response: participationSchema, codes: [2200, 4004]
  }),
  updateParticipation: endpoint({ method: 'PUT', path: '/web/api/new/research-projects/:id/participation', auth: 'user', summary: 'Spec 4: change what the project may show of the caller\'s member (haplogroup, place)', params: projectParams, body: z.strictObject({ showHaplogroup: z.boolean(), showPlace: z.boolean() }), response: participationSchema, codes: [] }),
  leave: endpoint({ method: 'DELETE', path: '/web/api/new/research-projects/:id/participation', auth: 'user', summary: 'Leave the project', params: projectParams, response: participationSchema, codes: [] }),
  members: endpoint({ method: 'GET', path: '/web/api/new/research-projects/:id/members', auth: 'public', summary: 'Members by 称呼, with the haplogroup and place each chose to show', params: projectParams, query: z.object({ page: z._default(int(1, 10_000), 1), size: z._default(int(1, 100), 20) }), response: z.object({ list: z.array(projectMemberSchema), total: z.number() }), codes: [] }),
  statistics: endpoint({ method: 'GET', path: '/web/api/new/research-projects/:id/statistics', auth: 'public', summary: 'Members counted by surname, haplogroup, province or nation from their real results (groups of fewer than 5 hidden)', params: projectParams, query: z.object({ by: z.enum(PROJECT_STAT_KINDS) }), response: projectStatisticsSchema, codes: [] }),
  posts: endpoint({ method: 'GET', path: '/web/api/new/research-projects/:id/posts', auth: 'public', summary: 'Announcements or discussions of a project, newest first (spec 9: 1000 announcements a page)', params: projectParams, query: z.object({ kind: z.enum(PROJECT_POST_KINDS), page: z._default(int(1, 10_000), 1), size: z._default(int(1, PROJECT_ANNOUNCEMENT_PAGE_SIZE), 10) }), response: z.object({ list: z.array(projectPostSchema), total: z.number() }), codes: [] }),
  post: endpoint({ method: 'GET', path: '/web/api/new/research-projects/:id/posts/:postId', auth: 'public', summary: 'One announcement or discussion with its comments (spec 3.12 comments: related_id, sort, page, size)', params: postParams, query: z.object({ sort: z._default(z.enum(['asc', 'desc']), 'asc'), page: z._default(int(1, 10_000), 1), size: z._default(int(1, 100), 50) }), response: z.object({ post: projectPostSchema, comments: z.array(projectCommentSchema), total: z.number() }), codes: [] }),
  createPost: endpoint({
    method: 'POST', path: '/web/api/new/research-projects/:id/posts', auth: 'user', summary: 'An announcement (the project\'s starter only; every member is notified) or a discussion (members)',
    params: projectParams,
    body: z.strictObject({
      kind: z.enum(PROJECT_POST_KINDS),
      title: safeText().check(z.trim(), z.minLength(2, '标题至少 2 个字'), z.maxLength(PROJECT_POST_TITLE_MAX, `标题不能超过 ${PROJECT_POST_TITLE_MAX} 个字`)),
      content: safeText({ multiline: true }).check(z.trim(), z.minLength(5, '内容至少 5 个字'), z.maxLength(PROJECT_POST_MAX, `内容不能超过 ${PROJECT_POST_MAX} 个字`))
    }),
    response: projectPostSchema, codes: []
  }),
  comment: endpoint({
    method: 'POST', path: '/web/api/new/research-projects/:id/posts/:postId/comments', auth: 'user', summary: 'A member\'s comment on an announcement or a discussion',
    params: postParams, body: z.strictObject({ content: safeText({ multiline: true }).check(z.trim(), z.minLength(1, '请填写评论'), z.maxLength(PROJECT_COMMENT_MAX, `评论不能超过 ${PROJECT_COMMENT_MAX} 个字`)) }),
    response: projectCommentSchema, codes: []
  })
} as const

export default {
  // research projects (issue 24 item 6)
  projects: PROJECTS
} as const
