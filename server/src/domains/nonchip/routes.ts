/**
 * Routes of the non-chip tests (NONCHIP_ENDPOINTS): the laboratory's structured results (lab
 * role; to anyone else the calls do not exist), the owner's report and the NGS risk test.
 */
import type { FastifyInstance } from 'fastify'
import { NONCHIP_ENDPOINTS as N } from '@xungen/contracts/endpoints'
import type { RiskIntakeAnswers } from '@xungen/contracts'
import { serve } from '../../endpoints/serve'
import { viewerOf } from '../reports'
import { NonChipService, deleteAccountNonChip } from './service'

export default async function nonChipRoutes(app: FastifyInstance) {
  const service = new NonChipService(app.db, app.clock, app.lab, app.persons)
  app.accounts.personalData.register({ name: 'nonchip-results', delete: deleteAccountNonChip })

  serve(app, N.labResult, async r => service.labResult(r.params.barcode))
  serve(app, N.labSaveResult, async r => service.save(r.session.user.id, r.params.barcode, r.body.values))
  serve(app, N.labPublishResult, async r => service.publish(r.session.user.id, r.params.barcode))
  serve(app, N.result, async r => service.result(viewerOf(r), r.params.barcode, r.query.type))
  serve(app, N.riskIntakeSave, async r => service.saveIntake(r.session.user.id, r.body as RiskIntakeAnswers))
  serve(app, N.riskIntakeLatest, async r => service.latestIntake(r.session.user.id))
}
