/**
 * Routes of the common group (spec 7.2 and 7.3), served from their declarations (COMMON in
 * @xungen/contracts/endpoints): description configs and the sensitive-word check.
 */
import type { FastifyInstance } from 'fastify'
import { COMMON } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { CommonRepository } from './repository'
import { CommonService } from './service'

export default async function commonRoutes(app: FastifyInstance) {
  const service = new CommonService(new CommonRepository(app.db), app.accounts.antispam)

  serve(app, COMMON.descriptionList, async request => service.descriptionList(request.query.keys))
  serve(app, COMMON.descriptionByKey, async request => service.description(request.params.key))
  serve(app, COMMON.descriptionByKeys, async request => service.descriptionList(request.body.keys))
  serve(app, COMMON.antispamTexts, async request => service.checkTexts(request.body.texts))
}
