/** Delivery addresses (spec 7.3 User group) and the region picker's data. */
import { endpoint } from '../define'
import { deliveryAddressBodySchema, deliveryAddressListDataSchema, deliveryAddressParamsSchema, deliveryAddressSchema, nullDataSchema, regionListDataSchema, regionsQuerySchema } from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'

export const ADDRESS_ENDPOINTS = {
  deliveryAddresses: endpoint({
    method: 'GET', path: '/proxy/user/delivery_address',
    auth: 'user',
    summary: 'The delivery addresses of the signed-in user, default first',
    response: deliveryAddressListDataSchema,
    codes: []
  }),
  addDeliveryAddress: endpoint({
    method: 'POST', path: '/proxy/user/delivery_address',
    auth: 'user',
    summary: 'Add a delivery address',
    body: deliveryAddressBodySchema,
    response: deliveryAddressSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  updateDeliveryAddress: endpoint({
    method: 'PUT', path: '/proxy/user/delivery_address/:id',
    auth: 'user',
    summary: 'Replace a delivery address',
    params: deliveryAddressParamsSchema,
    body: deliveryAddressBodySchema,
    response: deliveryAddressSchema,
    codes: [404],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  deleteDeliveryAddress: endpoint({
    method: 'DELETE', path: '/proxy/user/delivery_address/:id',
    auth: 'user',
    summary: 'Delete a delivery address',
    params: deliveryAddressParamsSchema,
    response: nullDataSchema,
    codes: [404]
  }),
  regions: endpoint({
    method: 'GET', path: '/proxy/common/regions',
    auth: 'public',
    summary: "The region picker's next column (provinces without parentCode)",
    query: regionsQuerySchema,
    response: regionListDataSchema,
    codes: []
  })
} as const
