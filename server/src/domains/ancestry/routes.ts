/** Routes of the ancestry report and the chromosome browser (contracts ANCESTRY). */
import type { FastifyInstance } from 'fastify'
import { ANCESTRY } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { regionIndex } from '../accounts'
import { viewerOf } from '../reports'
import { AncestryService } from './service'

export default async function ancestryRoutes(app: FastifyInstance) {
  const service = new AncestryService(app.db, app.storage, app.persons, regionIndex())
  serve(app, ANCESTRY.report, async r => service.report(viewerOf(r), r.params.barcode))
  // the electronic report prints the ancestry page's data (reports domain)
  app.electronicReport.provideAncestry((viewer, barcode) => service.report(viewer, barcode))
  serve(app, ANCESTRY.surname, async r => service.surname(r.session.user?.id ?? null, r.params.barcode))
  serve(app, ANCESTRY.relativesDistribution, async r => service.relativesDistribution(r.session.user?.id ?? null, r.params.barcode, r.query.countyCode))
  serve(app, ANCESTRY.relativeSegments, async r => service.relativeSegments(r.session.user?.id ?? null, r.params.barcode, r.query.personIds))
}
