/**
 * Routes of the common group (spec 7.2 and 7.3): description configs.
 *   GET  /web/api/new/common/descriptions?keys=A,B   spec 7.2 "common description list"
 *   GET  /proxy/common/descriptions/:key             spec 7.3 "GET description config by key"
 *   POST /proxy/common/descriptions {keys}           spec 7.3 "POST by keys"
 * All signed (plugins/signature.ts); public: the client reads them before anyone signs in.
 */
import type { FastifyInstance } from 'fastify'
import { COMMON_API, DescriptionData, DescriptionListData, Envelope } from '@xungen/contracts'
import { descriptionByKeyParamsSchema, descriptionByKeysBodySchema, descriptionListQuerySchema } from '@xungen/contracts/src/schemas'
import type { z } from 'zod'
import { envelope } from '../../plugins/errors'
import { CommonRepository } from './repository'
import { CommonService } from './service'

export default async function commonRoutes(app: FastifyInstance) {
  const service = new CommonService(new CommonRepository(app.db))

  app.get<{ Querystring: z.output<typeof descriptionListQuerySchema>; Reply: Envelope<DescriptionListData> }>(
    COMMON_API.descriptionList.path,
    { schema: { querystring: descriptionListQuerySchema } },
    async request => envelope(await service.descriptionList(request.query.keys))
  )

  app.get<{ Params: z.output<typeof descriptionByKeyParamsSchema>; Reply: Envelope<DescriptionData> }>(
    COMMON_API.descriptionByKey.path,
    { schema: { params: descriptionByKeyParamsSchema } },
    async request => envelope(await service.description(request.params.key))
  )

  app.post<{ Body: z.output<typeof descriptionByKeysBodySchema>; Reply: Envelope<DescriptionListData> }>(
    COMMON_API.descriptionByKeys.path,
    { schema: { body: descriptionByKeysBodySchema } },
    async request => envelope(await service.descriptionList(request.body.keys))
  )
}
