/**
 * Routes of the common group (spec 7.2 and 7.3), served from their declarations (COMMON in
 * @xungen/contracts/endpoints): description configs and the sensitive-word check.
 */
import type { FastifyInstance } from 'fastify'
import { CODES } from '@xungen/contracts'
import { COMMON } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { AppError } from '../../errors'
import { counterKey } from '../../security/counters'
import { CONTENT_SCENES, WordListAntispam } from '../accounts'
import { CommonRepository } from './repository'
import { CommonService } from './service'

export default async function commonRoutes(app: FastifyInstance) {
  const security = app.accounts.contentSecurity
  const service = new CommonService(
    new CommonRepository(app.db),
    app.accounts.antispam,
    app.services.antispam ?? WordListAntispam.fromFile(undefined, { skipSections: ['impersonating'] }),
    security.enabled ? (userId, text) => security.textAllowed(userId, text, CONTENT_SCENES.forum) : null
  )
  /** a pre-check per account: enough for a person typing, too few to map the word list by trying */
  const CHECKS_PER_WINDOW = 60
  const CHECK_WINDOW_MS = 10 * 60 * 1000

  serve(app, COMMON.descriptionList, async request => service.descriptionList(request.query.keys))
  serve(app, COMMON.descriptionByKey, async request => service.description(request.params.key))
  serve(app, COMMON.descriptionByKeys, async request => service.descriptionList(request.body.keys))
  serve(app, COMMON.antispamTexts, async request => {
    const userId = request.session.user.id
    const hit = await app.accounts.counters.hit(counterKey('antispam', String(userId)), CHECK_WINDOW_MS)
    if (hit.count > CHECKS_PER_WINDOW) throw new AppError(CODES.TOO_MANY_REQUESTS)
    return service.checkTexts(request.body.texts, userId, request.body.scene)
  })
}
