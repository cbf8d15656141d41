/**
 * Covid test appointments (COVID in @xungen/contracts/endpoints):
 *   GET  /proxy/covid19/suppliers                       open suppliers, by province or city (public)
 *   GET  /proxy/covid19/list                            the account's samples and their latest appointment
 *   POST /proxy/covid19/bind                            bind a sample code for one named person
 *   POST /proxy/covid19/appointment                     book a supplier on a day
 *   PUT  /proxy/covid19/appointment/:id/cancel          cancel a booking
 *   GET  /proxy/covid19/report/:sampleCode              the result (the owner only)
 *   GET/POST /proxy/ops/covid19/suppliers, PUT …/:id    staff: the suppliers
 *   GET  /proxy/ops/covid19/appointments, PUT …/:id/status   staff: the appointments and their moves
 */
import type { FastifyInstance } from 'fastify'
import { COVID } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { regionIndex } from '../accounts'
import { CovidService } from './service'

export default async function covidRoutes(app: FastifyInstance) {
  const service = new CovidService(app.db, app.clock, app.personal, regionIndex)
  serve(app, COVID.covidSuppliers, async r => service.suppliers(r.query))
  serve(app, COVID.covidList, async r => service.list(r.session.user.id))
  serve(app, COVID.covidBind, async r => service.bind(r.session.user.id, r.body))
  serve(app, COVID.covidAppointment, async r => service.book(r.session.user.id, r.body))
  serve(app, COVID.covidCancel, async r => service.cancel(r.session.user.id, r.params.id))
  serve(app, COVID.covidReport, async r => service.report(r.session.user.id, r.params.sampleCode))
  serve(app, COVID.opsCovidSuppliers, async () => service.suppliers({}, true))
  serve(app, COVID.opsCovidAddSupplier, async r => service.addSupplier(r.body))
  serve(app, COVID.opsCovidSaveSupplier, async r => service.saveSupplier(r.params.id, r.body))
  serve(app, COVID.opsCovidAppointments, async r => service.opsAppointments(r.query.status))
  serve(app, COVID.opsCovidMove, async r => service.move(r.params.id, r.body))
  // the samples, names, appointments and results are the account's: in its export, deleted with it
  app.accounts.personalData.register({
    name: 'covid',
    delete: ({ userId, db }) => CovidService.deleteFor(userId, db),
    export: (userId, db) => service.exportFor(userId, db)
  })
}
