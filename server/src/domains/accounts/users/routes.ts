/**
 * Routes of the user area (spec 2.11 /user/info and /user/settings, 7.2, 7.3 User group):
 *   GET  /web/api/new/user/info                 the signed-in user (spec 3.1)
 *   PUT  /web/api/new/user/info  {name?, avatar?}
 *   GET  /proxy/user/user_name_checker?name=    {succeeded, errors[]} (spec 5)
 *   GET  /proxy/user/base_info_modifiable       which profile fields may change now
 */
import type { FastifyInstance } from 'fastify'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { serve } from '../../../endpoints/serve'

export default async function userRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const service = accounts.profiles

  serve(app, ACCOUNTS.userInfo, async request => service.info(request.session.user.id, accounts.publicOrigin(request)))
  serve(app, ACCOUNTS.updateUserInfo, async request => service.update(request.session.user.id, request.body, accounts.publicOrigin(request)))
  // open to visitors too (the sign-up step checks the name before the account exists)
  serve(app, ACCOUNTS.userNameChecker, async request => service.checkName(request.query.name, request.session.user?.id ?? null))
  serve(app, ACCOUNTS.baseInfoModifiable, async request => service.baseInfoModifiable(request.session.user.id))
}
