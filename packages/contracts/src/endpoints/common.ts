/**
 * The common group (spec 7.2, 7.3): description configs (public: the client reads them before
 * anyone signs in) and the sensitive-word check of texts. Custom messages are the Chinese texts a person sees; generic ones come from
 * the server's error handler, which names the field.
 */
import { z } from 'zod/mini'
import { DESCRIPTION_KEYS_MAX, DESCRIPTION_KEY_PATTERN, type DescriptionData, type DescriptionListData } from '../api/common'
import { HEADERS } from '../http'
import { endpoint } from './define'
import { safeText } from './text'

/** Limits of the antispam call: texts per call and characters per text. */
export const ANTISPAM_TEXTS_MAX = 20
export const ANTISPAM_TEXT_MAX_LENGTH = 2000

export const descriptionKeySchema = z.string().check(z.regex(DESCRIPTION_KEY_PATTERN, '配置项名称格式不正确'))
const descriptionKeys = z.array(descriptionKeySchema).check(z.minLength(1, '请提供配置项名称'), z.maxLength(DESCRIPTION_KEYS_MAX, `一次最多查询 ${DESCRIPTION_KEYS_MAX} 个配置项`))

export const descriptionConfigSchema: z.ZodMiniType<DescriptionData> = z.object({
  key: z.string(),
  name: z.string(),
  content: z.string(),
  /** spec 3.14: how to read content (DESCRIPTION_CONTENT_TYPES) */
  contentType: z.string()
})
const descriptionList: z.ZodMiniType<DescriptionListData> = z.object({ list: z.array(descriptionConfigSchema) })

export const COMMON = {
  descriptionList: endpoint({
    method: 'GET', path: '/web/api/new/common/descriptions',
    auth: 'public',
    summary: 'Description configs by keys (comma-separated); unknown keys are left out',
    query: z.object({
      keys: z.pipe(
        z.pipe(
          z.string().check(z.minLength(1, '请提供配置项名称')),
          z.transform((text: string) =>
            text
              .split(',')
              .map(k => k.trim())
              .filter(Boolean)
          )
        ),
        descriptionKeys
      )
    }),
    response: descriptionList,
    codes: [],
    // spec 7.2: "Language header Chinese."
    headers: { [HEADERS.language]: 'zh-CN' }
  }),
  descriptionByKey: endpoint({
    method: 'GET', path: '/proxy/common/descriptions/:key',
    auth: 'public',
    summary: 'One description config; 404 when the key is unknown',
    params: z.object({ key: descriptionKeySchema }),
    response: descriptionConfigSchema,
    codes: [404]
  }),
  descriptionByKeys: endpoint({
    method: 'POST', path: '/proxy/common/descriptions',
    auth: 'public',
    summary: 'Description configs by keys (JSON body); unknown keys are left out',
    body: z.object({ keys: descriptionKeys }),
    response: descriptionList,
    codes: []
  }),
  antispamTexts: endpoint({
    method: 'POST',
    path: '/proxy/common/antispam/texts',
    auth: 'user',
    summary: 'Check texts for sensitive words before they are posted (spec 5): the same word list (and WeChat check) the write applies for the scene; one result per text, in order; 4290 past 60 calls in 10 minutes',
    body: z.object({
      /** profile: names and remarks (the whole list); community: posts, comments, stories and messages */
      scene: z._default(z.enum(['profile', 'community']), 'profile'),
      texts: z
        .array(safeText({ multiline: true }).check(z.maxLength(ANTISPAM_TEXT_MAX_LENGTH, `每段文字不能超过 ${ANTISPAM_TEXT_MAX_LENGTH} 个字`)))
        .check(z.minLength(1, '请提供要检查的文字'), z.maxLength(ANTISPAM_TEXTS_MAX, `一次最多检查 ${ANTISPAM_TEXTS_MAX} 段文字`))
    }),
    // which words matched is never said (it would publish the list)
    response: z.object({ results: z.array(z.object({ passed: z.boolean() })) }),
    codes: [4290]
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { common: COMMON } as const
