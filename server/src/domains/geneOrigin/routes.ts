/** Routes of gene origin (contracts GENE_ORIGIN; spec 2.9 /report/gene-origin/*). */
import type { FastifyInstance } from 'fastify'
import { GENE_ORIGIN } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { GeneOriginService } from './service'

export default async function geneOriginRoutes(app: FastifyInstance) {
  const service = new GeneOriginService(app.db, app.persons, app.originMembers)
  const user = (r: { session: { user?: { id: number } | null } }) => r.session.user?.id ?? null
  serve(app, GENE_ORIGIN.summary, async r => service.summary(user(r), r.params.barcode))
  serve(app, GENE_ORIGIN.mine, async r => service.mine(user(r), r.params.barcode))
  serve(app, GENE_ORIGIN.clade, async r => service.clade(user(r), r.params.barcode, r.query.line, r.query.clade))
  serve(app, GENE_ORIGIN.commonList, async r => service.commonList(user(r), r.params.barcode, r.query.line))
  serve(app, GENE_ORIGIN.common, async r => service.common(user(r), r.params.barcode, r.query.line, r.query.clade))
}
