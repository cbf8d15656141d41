/** Routes of return shipping (EXPRESS_ENDPOINTS; spec 2.3 /buy/express/...). */
import type { FastifyInstance } from 'fastify'
import { EXPRESS_ENDPOINTS as E } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { SandboxCourier, type Courier } from './courier'
import { ExpressService } from './service'

declare module '../../app' {
  interface ServiceOverrides {
    courier?: Courier
  }
}

export default async function expressRoutes(app: FastifyInstance) {
  const service = new ExpressService(app.db, app.services.courier ?? new SandboxCourier(), app.clock, app.personal)
  serve(app, E.shippable, async r => service.shippable(r.session.user.id))
  serve(app, E.book, async r => service.book(r.session.user.id, r.body))
  serve(app, E.list, async r => service.list(r.session.user.id))
  serve(app, E.tracking, async r => service.tracking(r.session.user.id, r.params.mailNO))
}
