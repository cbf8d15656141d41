/** Endpoint declarations of return shipping (server/src/domains/express; spec 2.3 /buy/express/...). */
import { endpoint } from '../define'
import * as s from '../persons/schemas'

export const EXPRESS_ENDPOINTS = {
  shippable: endpoint({ method: 'GET', path: '/proxy/express/returns/barcodes', auth: 'user', summary: 'Barcodes of the caller with their sample state and whether a sample can be sent back now', response: s.expressShippableDataSchema, codes: [] }),
  book: endpoint({ method: 'POST', path: '/proxy/express/returns', auth: 'user', summary: 'Book a courier pickup of samples going back to the laboratory', body: s.expressBookBodySchema, response: s.expressTrackingSchema, codes: [2030, 4006, 6101, 6102] }),
  list: endpoint({ method: 'GET', path: '/proxy/express/returns', auth: 'user', summary: 'The caller\'s return shipments with their tracking', response: s.expressListDataSchema, codes: [] }),
  tracking: endpoint({ method: 'GET', path: '/proxy/express/returns/:mailNO', auth: 'user', summary: 'Tracking of one return shipment (/buy/express/:mailNO)', params: s.mailNoParamsSchema, response: s.expressTrackingSchema, codes: [] })
} as const

/** The endpoint groups this folder adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  express: EXPRESS_ENDPOINTS
} as const
