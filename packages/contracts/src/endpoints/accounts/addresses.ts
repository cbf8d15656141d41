/** Delivery addresses (spec 7.3 User group) and the region picker's data. */
import { ACCOUNT_API } from '../../account/api'
import { endpoint } from '../define'
import { deliveryAddressBodySchema, deliveryAddressListDataSchema, deliveryAddressParamsSchema, deliveryAddressSchema, nullDataSchema, regionListDataSchema, regionsQuerySchema } from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'

export const ADDRESS_ENDPOINTS = {
  deliveryAddresses: endpoint({
    ...ACCOUNT_API.deliveryAddresses,
    auth: 'user',
    summary: 'The delivery addresses of the signed-in user, default first',
    response: deliveryAddressListDataSchema,
    codes: []
  }),
  addDeliveryAddress: endpoint({
    ...ACCOUNT_API.addDeliveryAddress,
    auth: 'user',
    summary: 'Add a delivery address',
    body: deliveryAddressBodySchema,
    response: deliveryAddressSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  updateDeliveryAddress: endpoint({
    ...ACCOUNT_API.updateDeliveryAddress,
    auth: 'user',
    summary: 'Replace a delivery address',
    params: deliveryAddressParamsSchema,
    body: deliveryAddressBodySchema,
    response: deliveryAddressSchema,
    codes: [404],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  deleteDeliveryAddress: endpoint({
    ...ACCOUNT_API.deleteDeliveryAddress,
    auth: 'user',
    summary: 'Delete a delivery address',
    params: deliveryAddressParamsSchema,
    response: nullDataSchema,
    codes: [404]
  }),
  regions: endpoint({
    ...ACCOUNT_API.regions,
    auth: 'public',
    summary: "The region picker's next column (provinces without parentCode)",
    query: regionsQuerySchema,
    response: regionListDataSchema,
    codes: []
  })
} as const
