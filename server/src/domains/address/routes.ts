/**
 * Delivery addresses (spec 7.3 User group) and the region picker's data:
 *   GET    /proxy/user/delivery_address          {list}
 *   POST   /proxy/user/delivery_address          DeliveryAddressInput → the address
 *   PUT    /proxy/user/delivery_address/:id      DeliveryAddressInput → the address
 *   DELETE /proxy/user/delivery_address/:id
 *   GET    /proxy/common/regions?parentCode=     the next picker column (provinces without parentCode)
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { ACCOUNT_API } from '@xungen/contracts'
import { deliveryAddressBodySchema, deliveryAddressParamsSchema, regionsQuerySchema } from '@xungen/contracts/src/account/schemas'
import { argError } from '../../errors'
import { envelope } from '../../plugins/errors'
import { ACCOUNT_BODY_LIMIT } from '../auth/routes'
import { regionIndex } from './regions'
import { AddressRepository } from './repository'
import { AddressService } from './service'

export default async function addressRoutes(app: FastifyInstance) {
  const regions = regionIndex()
  const service = new AddressService(app.db, new AddressRepository(app.db), regions, app.accounts.clock)
  const bodyLimit = ACCOUNT_BODY_LIMIT
  type Body = z.output<typeof deliveryAddressBodySchema>
  type Params = z.output<typeof deliveryAddressParamsSchema>

  app.get(ACCOUNT_API.deliveryAddresses.path, { preHandler: app.requireUser }, async request => envelope({ list: await service.list(request.session.user!.id) }))

  app.post<{ Body: Body }>(ACCOUNT_API.addDeliveryAddress.path, { bodyLimit, schema: { body: deliveryAddressBodySchema }, preHandler: app.requireUser }, async request =>
    envelope(await service.add(request.session.user!.id, request.body as never))
  )

  app.put<{ Body: Body; Params: Params }>(
    ACCOUNT_API.updateDeliveryAddress.path,
    { bodyLimit, schema: { body: deliveryAddressBodySchema, params: deliveryAddressParamsSchema }, preHandler: app.requireUser },
    async request => envelope(await service.update(request.session.user!.id, request.params.id, request.body as never))
  )

  app.delete<{ Params: Params }>(ACCOUNT_API.deleteDeliveryAddress.path, { schema: { params: deliveryAddressParamsSchema }, preHandler: app.requireUser }, async request =>
    envelope(await service.remove(request.session.user!.id, request.params.id))
  )

  // public: the picker is used before sign-in too (order retrieval, sign-up flows of later domains)
  app.get<{ Querystring: z.output<typeof regionsQuerySchema> }>(ACCOUNT_API.regions.path, { schema: { querystring: regionsQuerySchema } }, async request => {
    const list = regions.children(request.query.parentCode || undefined)
    if (!list) throw argError('parentCode', '地区不存在')
    return envelope(list)
  })

  app.accounts.personalData.register({
    name: 'delivery-addresses',
    async delete({ userId, db }) {
      await db.deleteFrom('delivery_addresses').where('user_id', '=', userId).execute()
    }
  })
}
