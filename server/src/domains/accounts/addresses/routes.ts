/**
 * Delivery addresses (spec 7.3 User group) and the region picker's data:
 *   GET    /proxy/user/delivery_address          {list}
 *   POST   /proxy/user/delivery_address          DeliveryAddressInput → the address
 *   PUT    /proxy/user/delivery_address/:id      DeliveryAddressInput → the address
 *   DELETE /proxy/user/delivery_address/:id
 *   GET    /proxy/common/regions?parentCode=     the next picker column (provinces without parentCode)
 */
import type { FastifyInstance } from 'fastify'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { argError } from '../../../errors'
import { serve } from '../../../endpoints/serve'
import { regionIndex } from './regions'
import { AddressRepository } from './repository'
import { AddressService } from './service'

export default async function addressRoutes(app: FastifyInstance) {
  const regions = regionIndex()
  const service = new AddressService(app.db, new AddressRepository(app.db, app.personal), regions, app.accounts.clock)

  serve(app, ACCOUNTS.deliveryAddresses, async request => ({ list: await service.list(request.session.user.id) }))
  serve(app, ACCOUNTS.addDeliveryAddress, async request => service.add(request.session.user.id, request.body))
  serve(app, ACCOUNTS.updateDeliveryAddress, async request => service.update(request.session.user.id, request.params.id, request.body))
  serve(app, ACCOUNTS.deleteDeliveryAddress, async request => service.remove(request.session.user.id, request.params.id))

  // public: the picker is used before sign-in too (order retrieval, sign-up flows of later domains)
  serve(app, ACCOUNTS.regions, async request => {
    const list = regions.children(request.query.parentCode || undefined)
    if (!list) throw argError('parentCode', '地区不存在')
    return list
  })

  app.accounts.personalData.register({
    name: 'delivery-addresses',
    async delete({ userId, db }) {
      await db.deleteFrom('delivery_addresses').where('user_id', '=', userId).execute()
    }
  })
}
