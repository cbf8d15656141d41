/**
 * Routes of the user area (spec 2.11 /user/info and /user/settings, 7.2, 7.3 User group):
 *   GET  /web/api/new/user/info                 the signed-in user (spec 3.1)
 *   PUT  /web/api/new/user/info  {name?, avatar?}
 *   GET  /proxy/user/user_name_checker?name=    {succeeded, errors[]} (spec 5)
 *   GET  /proxy/user/base_info_modifiable       which profile fields may change now
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { ACCOUNT_API } from '@xungen/contracts'
import { updateUserInfoBodySchema, userNameCheckQuerySchema } from '@xungen/contracts/src/account/schemas'
import { envelope } from '../../plugins/errors'
import { ACCOUNT_BODY_LIMIT } from '../auth/routes'
import { UploadsRepository } from '../upload/repository'
import { UserService } from './service'

export default async function userRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const service = new UserService(app.db, accounts.users, new UploadsRepository(app.db), accounts.antispam, accounts.clock, app.log)

  app.get(ACCOUNT_API.userInfo.path, { preHandler: app.requireUser }, async request =>
    envelope(await service.info(request.session.user!.id, accounts.publicOrigin(request)))
  )

  app.put<{ Body: z.output<typeof updateUserInfoBodySchema> }>(
    ACCOUNT_API.updateUserInfo.path,
    { bodyLimit: ACCOUNT_BODY_LIMIT, schema: { body: updateUserInfoBodySchema }, preHandler: app.requireUser },
    async request => envelope(await service.update(request.session.user!.id, request.body as never, accounts.publicOrigin(request)))
  )

  // open to visitors too (the sign-up step checks the name before the account exists)
  app.get<{ Querystring: z.output<typeof userNameCheckQuerySchema> }>(ACCOUNT_API.userNameChecker.path, { schema: { querystring: userNameCheckQuerySchema } }, async request =>
    envelope(await service.checkName(request.query.name, request.session.user?.id ?? null))
  )

  app.get(ACCOUNT_API.baseInfoModifiable.path, { preHandler: app.requireUser }, async request => envelope(await service.baseInfoModifiable(request.session.user!.id)))
}
