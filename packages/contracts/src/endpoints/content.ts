/**
 * Content managed by staff (issue 26 item 2; contracts/src/content): the public read of a
 * published document, and the /ops/content console's list, document, draft and publish
 * (operators; anyone else is told they do not exist).
 */
import { z } from 'zod/mini'
import {
  CONTENT_BODY_MAX,
  CONTENT_KEY_PATTERN,
  CONTENT_KINDS,
  CONTENT_MESSAGES,
  CONTENT_TITLE_MAX,
  type ContentDocumentDetail,
  type ContentDocumentSummary,
  type PublishedContent,
  type TurnaroundData,
  type WhitePaper,
  type WhitePaperFacts,
  WHITE_PAPER_IDS,
  CONSULT_MESSAGES,
  CONSULT_TOPIC_MAX,
  type ConsultBooking,
  ACTIVITY_MESSAGES,
  ACTIVITY_PICTURES,
  ACTIVITY_SHARE_TEXT_MAX,
  ACTIVITY_TAG_PATTERN,
  ACTIVITY_TITLE_MAX,
  type ActivityView,
  type ContentActivity,
  QUESTIONNAIRE_TEXT_MAX,
  type QuestionnaireState
} from '../content'
import { endpoint } from './define'
import { safeText } from './text'

const OPERATOR = { staff: ['operator'] } as const

export const contentKeySchema = z.string().check(z.regex(CONTENT_KEY_PATTERN, CONTENT_MESSAGES.key))
const kind = z.enum(CONTENT_KINDS)

const publishedSchema: z.ZodMiniType<PublishedContent> = z.object({ key: z.string(), kind, title: z.string(), html: z.string(), version: z.number(), publishedAt: z.number(), agreementVersion: z.nullable(z.string()) })

const summaryShape = {
  key: z.string(),
  kind,
  title: z.string(),
  publishedVersion: z.nullable(z.number()),
  publishedAt: z.nullable(z.number()),
  hasDraft: z.boolean(),
  updatedAt: z.number()
}
const summarySchema: z.ZodMiniType<ContentDocumentSummary> = z.object(summaryShape)
const detailSchema: z.ZodMiniType<ContentDocumentDetail> = z.object({
  ...summaryShape,
  draft: z.nullable(z.object({ title: z.string(), body: z.string(), html: z.string(), updatedAt: z.number() })),
  published: z.nullable(z.object({ title: z.string(), body: z.string(), version: z.number() })),
  history: z.array(z.object({ version: z.number(), title: z.string(), publishedAt: z.number(), publishedBy: z.number(), agreementVersion: z.nullable(z.string()), renewConsent: z.nullable(z.boolean()) }))
})

export const contentDraftBodySchema = z.strictObject({
  title: safeText().check(z.trim(), z.minLength(1, CONTENT_MESSAGES.title), z.maxLength(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleTooLong)),
  body: safeText({ multiline: true }).check(z.minLength(1, CONTENT_MESSAGES.body), z.maxLength(CONTENT_BODY_MAX, CONTENT_MESSAGES.bodyTooLong)),
  /** the updatedAt of the document as read (null: a new document); a stale save is refused */
  expectedUpdatedAt: z.nullable(z.number())
})

export const CONTENT = {
  published: endpoint({
    method: 'GET', path: '/proxy/content/documents',
    auth: 'public',
    summary: 'A published document (its newest published version, Markdown rendered to sanitised HTML); 404 when it was never published',
    query: z.object({ key: contentKeySchema }),
    response: publishedSchema,
    codes: [404]
  }),
  opsList: endpoint({
    method: 'GET', path: '/proxy/ops/content/documents',
    auth: OPERATOR,
    summary: 'Staff: every document with its published version and whether a draft waits',
    response: z.object({ list: z.array(summarySchema) }),
    codes: []
  }),
  opsDocument: endpoint({
    method: 'GET', path: '/proxy/ops/content/document',
    auth: OPERATOR,
    summary: 'Staff: a document with its draft (and its preview), its published text and its history',
    query: z.object({ key: contentKeySchema }),
    response: detailSchema,
    codes: [404]
  }),
  opsSaveDraft: endpoint({
    method: 'PUT', path: '/proxy/ops/content/document/draft',
    auth: OPERATOR,
    summary: 'Staff: save the draft of a document (created when new); the public keeps seeing the published version',
    query: z.object({ key: contentKeySchema }),
    body: contentDraftBodySchema,
    response: detailSchema,
    codes: [404, 4006],
    bodyLimit: 256 * 1024
  }),
  opsPublish: endpoint({
    method: 'POST', path: '/proxy/ops/content/document/publish',
    auth: OPERATOR,
    summary: 'Staff: publish the draft as the next version (seen by everyone at once; the earlier versions stay as history). An agreement becomes its next version; renewConsent (default true) asks everyone who accepted an earlier one again',
    query: z.object({ key: contentKeySchema }),
    body: z.strictObject({ expectedUpdatedAt: z.number(), renewConsent: z.optional(z.boolean()) }),
    response: detailSchema,
    codes: [404, 4006]
  })
} as const


const citationSchema = z.object({ authors: z.string(), title: z.string(), journal: z.string(), year: z.number(), pmid: z.nullable(z.string()), url: z.nullable(z.string()), source: z.nullable(z.string()) })
const factsSchema: z.ZodMiniType<WhitePaperFacts> = z.object({
  paper: z.enum(WHITE_PAPER_IDS as [WhitePaper, ...WhitePaper[]]),
  knowledgeVersion: z.string(),
  genomeBuild: z.string(),
  areas: z.array(z.object({ area: z.string(), name: z.string(), items: z.number() })),
  items: z.number(),
  markers: z.number(),
  genes: z.number(),
  evidence: z.object({ A: z.number(), B: z.number(), C: z.number() }),
  titles: z.array(z.string()),
  citations: z.array(citationSchema),
  qc: z.nullable(z.object({ callRateWarn: z.number(), callRateFail: z.number(), autosomalCalledFail: z.number(), autosomalCalledWarn: z.number() }))
})
const turnaroundSchema: z.ZodMiniType<TurnaroundData> = z.object({
  windowDays: z.number(),
  measuredAt: z.number(),
  stages: z.array(z.object({ from: z.string(), to: z.string(), label: z.string(), samples: z.number(), medianHours: z.nullable(z.number()), p90Hours: z.nullable(z.number()) }))
})

export const CONTENT_FACTS = {
  whitePaper: endpoint({
    method: 'GET', path: '/proxy/content/white-papers/:paper',
    auth: 'public',
    summary: 'The figures of a white paper computed from the health knowledge base: items, markers, genes, evidence levels and the citations',
    params: z.object({ paper: z.enum(WHITE_PAPER_IDS as [WhitePaper, ...WhitePaper[]]) }),
    response: factsSchema,
    codes: []
  }),
  turnaround: endpoint({
    method: 'GET', path: '/proxy/content/turnaround',
    auth: 'public',
    summary: "The laboratory's measured turnaround per stage (median and 90th percentile over the window; null below the minimum number of samples)",
    response: turnaroundSchema,
    codes: []
  })
} as const


export const consultBookingSchema: z.ZodMiniType<ConsultBooking> = z.object({
  id: z.number(),
  day: z.string(),
  period: z.enum(['morning', 'afternoon']),
  topic: z.string(),
  status: z.enum(['booked', 'cancelled']),
  createdAt: z.number()
})
const bookingList = z.object({ list: z.array(consultBookingSchema) })

export const CONSULT = {
  bookings: endpoint({
    method: 'GET', path: '/proxy/content/consult/bookings',
    auth: 'user',
    summary: "The account's genetic-counselling bookings, newest first",
    response: bookingList,
    codes: []
  }),
  book: endpoint({
    method: 'POST', path: '/proxy/content/consult/bookings',
    auth: 'user',
    summary: 'Book genetic counselling on a workday within the next 14 days, morning or afternoon',
    body: z.strictObject({
      day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CONSULT_MESSAGES.day)),
      period: z.enum(['morning', 'afternoon']),
      topic: safeText({ multiline: true }).check(z.trim(), z.minLength(1, CONSULT_MESSAGES.topic), z.maxLength(CONSULT_TOPIC_MAX, CONSULT_MESSAGES.topicTooLong))
    }),
    response: bookingList,
    codes: [4006],
    bodyLimit: 4 * 1024
  }),
  cancel: endpoint({
    method: 'DELETE', path: '/proxy/content/consult/bookings/:id',
    auth: 'user',
    summary: 'Cancel one of the account\'s bookings',
    params: z.object({ id: z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1))) }),
    response: bookingList,
    codes: [404]
  })
} as const

const pictureSchema = z.object({ url: z.string(), alt: z.string() })
const activityViewSchema: z.ZodMiniType<ActivityView> = z.object({
  tag: z.string(),
  title: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  now: z.number(),
  state: z.enum(['upcoming', 'running', 'ended']),
  picInfos: z.array(pictureSchema),
  share: z.nullable(z.object({ title: z.string(), description: z.string() }))
})
const contentActivitySchema: z.ZodMiniType<ContentActivity> = z.object({
  tag: z.string(),
  title: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  picInfos: z.array(pictureSchema),
  share: z.object({ title: z.string(), description: z.string() }),
  updatedAt: z.number()
})
const tagParams = z.object({ tag: z.string().check(z.regex(ACTIVITY_TAG_PATTERN, ACTIVITY_MESSAGES.tag)) })
const moment = z.int().check(z.gte(0), z.lte(8_640_000_000_000))
const shareText = safeText().check(z.trim(), z.minLength(1, ACTIVITY_MESSAGES.share), z.maxLength(ACTIVITY_SHARE_TEXT_MAX, ACTIVITY_MESSAGES.share))

export const CONTENT_ACTIVITIES = {
  activitiesCurrent: endpoint({
    method: 'GET', path: '/proxy/content/activities/current',
    auth: 'public',
    summary: 'The current activity (spec 4: now lies between its start and end; the one that started last), with its three pictures and share scene; null when none',
    response: z.object({ activity: z.nullable(activityViewSchema) }),
    codes: []
  }),
  activity: endpoint({
    method: 'GET', path: '/proxy/content/activities/:tag',
    auth: 'public',
    summary: "An activity's state now (upcoming, running, ended); its pictures and share scene only inside its window",
    params: tagParams,
    response: activityViewSchema,
    codes: [404]
  }),
  opsActivities: endpoint({
    method: 'GET', path: '/proxy/ops/content/activities',
    auth: OPERATOR,
    summary: 'Staff: every activity with its window, pictures and share scene',
    response: z.object({ list: z.array(contentActivitySchema) }),
    codes: []
  }),
  opsSaveActivity: endpoint({
    method: 'PUT', path: '/proxy/ops/content/activities/:tag',
    auth: OPERATOR,
    summary: 'Staff: create or change an activity: its window, exactly three pictures (spec 5) and its share scene',
    params: tagParams,
    body: z.strictObject({
      title: safeText().check(z.trim(), z.minLength(1, ACTIVITY_MESSAGES.title), z.maxLength(ACTIVITY_TITLE_MAX, ACTIVITY_MESSAGES.title)),
      startDate: moment,
      endDate: moment,
      picInfos: z.array(z.strictObject({ url: z.string().check(z.maxLength(240)), alt: safeText().check(z.maxLength(40)) })).check(z.length(ACTIVITY_PICTURES, ACTIVITY_MESSAGES.pictures)),
      share: z.strictObject({ title: shareText, description: shareText })
    }),
    response: z.object({ list: z.array(contentActivitySchema) }),
    codes: [4006],
    bodyLimit: 8 * 1024
  })
} as const

export const questionnaireStateSchema: z.ZodMiniType<QuestionnaireState> = z.object({
  agreedVersion: z.nullable(z.number()),
  answers: z.nullable(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  updatedAt: z.nullable(z.number())
})
const questionSchema = z.object({ id: z.string(), text: z.string(), kind: z.enum(['single', 'multiple', 'text']), options: z.optional(z.array(z.string())) })
const agreeShape = { agree: z.boolean(), version: z.int() }

export const QUESTIONNAIRE = {
  questionnaireGuide: endpoint({
    method: 'GET', path: '/proxy/content/questionnaire/guide',
    auth: 'public',
    summary: "The health questionnaire's guide, its agreement (version 2) and its groups of questions",
    response: z.object({ title: z.string(), intro: z.array(z.string()), agreement: z.array(z.string()), version: z.number(), groups: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(questionSchema) })) }),
    codes: []
  }),
  questionnaireAgreement: endpoint({
    method: 'GET', path: '/proxy/content/questionnaire/agreement',
    auth: 'user',
    summary: "The account's questionnaire agreement and answers",
    response: questionnaireStateSchema,
    codes: []
  }),
  questionnaireAgree: endpoint({
    method: 'POST', path: '/proxy/content/questionnaire/agreement',
    auth: 'user',
    summary: 'Agree to the questionnaire agreement in its current version',
    body: z.strictObject(agreeShape),
    response: questionnaireStateSchema,
    codes: [4006],
    bodyLimit: 1024
  }),
  questionnaireWithdraw: endpoint({
    method: 'DELETE', path: '/proxy/content/questionnaire/agreement',
    auth: 'user',
    summary: 'Withdraw the questionnaire agreement: the answers are deleted with it',
    response: questionnaireStateSchema,
    codes: []
  }),
  questionnaireAnswer: endpoint({
    method: 'PUT', path: '/proxy/content/questionnaire/answers',
    auth: 'user',
    summary: 'Save the answers (spec 3.14: answer, agree, version), checked against the questions',
    body: z.strictObject({
      answer: z.record(z.string().check(z.maxLength(40)), z.union([safeText({ multiline: true }).check(z.maxLength(QUESTIONNAIRE_TEXT_MAX)), z.array(z.string().check(z.maxLength(40))).check(z.maxLength(12))])),
      ...agreeShape
    }),
    response: questionnaireStateSchema,
    codes: [4006],
    bodyLimit: 8 * 1024
  })
} as const

export default { content: { ...CONTENT, ...CONTENT_FACTS, ...CONSULT, ...CONTENT_ACTIVITIES, ...QUESTIONNAIRE } } as const
