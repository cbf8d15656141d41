/**
 * zod schemas of the input the server validates. Kept out of the package index so that the
 * client bundle does not carry zod unless it imports them: `@xungen/contracts/src/schemas`.
 * Custom messages are the Chinese texts a person sees; generic ones come from the server's
 * error handler, which names the field.
 */
import { z } from 'zod'
import { DESCRIPTION_KEYS_MAX, DESCRIPTION_KEY_PATTERN } from '../api/common'

export const descriptionKeySchema = z.string().regex(DESCRIPTION_KEY_PATTERN, '配置项名称格式不正确')

export const descriptionListQuerySchema = z.object({
  keys: z
    .string()
    .min(1, '请提供配置项名称')
    .transform(text => text.split(',').map(k => k.trim()).filter(Boolean))
    .pipe(
      z
        .array(descriptionKeySchema)
        .min(1, '请提供配置项名称')
        .max(DESCRIPTION_KEYS_MAX, `一次最多查询 ${DESCRIPTION_KEYS_MAX} 个配置项`)
    )
})

export const descriptionByKeyParamsSchema = z.object({ key: descriptionKeySchema })

export const descriptionByKeysBodySchema = z.object({
  keys: z.array(descriptionKeySchema).min(1, '请提供配置项名称').max(DESCRIPTION_KEYS_MAX, `一次最多查询 ${DESCRIPTION_KEYS_MAX} 个配置项`)
})
