/**
 * Routes of the common group (spec 7.2 and 7.3): description configs, served from their
 * declarations (COMMON in @xungen/contracts/endpoints). Public: the client reads them before
 * anyone signs in.
 */
import type { FastifyInstance } from 'fastify'
import { COMMON } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { CommonRepository } from './repository'
import { CommonService } from './service'

export default async function commonRoutes(app: FastifyInstance) {
  const service = new CommonService(new CommonRepository(app.db))

  serve(app, COMMON.descriptionList, async request => service.descriptionList(request.query.keys))
  serve(app, COMMON.descriptionByKey, async request => service.description(request.params.key))
  serve(app, COMMON.descriptionByKeys, async request => service.descriptionList(request.body.keys))
}
