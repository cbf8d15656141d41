/** Routes of the Y tree, clan relations, the surname library and 寻根登记 (contracts LINEAGE). */
import type { FastifyInstance } from 'fastify'
import { LINEAGE as L } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { LineageService } from './service'

export default async function lineageRoutes(app: FastifyInstance) {
  const service = new LineageService(app.db, app.clock, app.persons, app.originMembers)
  app.accounts.personalData.register({
    name: 'lineage',
    // the account's remarks and 寻根登记, and every remark others wrote about its tested persons
    delete: async ({ userId, db }) => {
      await db.deleteFrom('lead_infos').where('user_id', '=', userId).execute()
      await db.deleteFrom('clan_remarks').where('user_id', '=', userId).execute()
      await db.deleteFrom('clan_remarks').where('person_id', 'in', db.selectFrom('tested_persons').select('id').where('user_id', '=', userId)).execute()
    }
  })

  serve(app, L.ytreeInfo, async () => service.info())
  serve(app, L.ytreeNode, async r => service.node(r.params.id))
  serve(app, L.ytreeBranch, async r => service.branch(r.params.id, r.query.page, r.query.size))
  serve(app, L.ytreeSnps, async r => service.snps(r.params.id, r.query.page, r.query.size))
  serve(app, L.ytreeSearch, async r => service.search(r.query.keyword))
  serve(app, L.ytreePeople, async r => service.branchPeople(r.session.user.id, r.params.id, r.query.barcode, r.query.page, r.query.size))
  serve(app, L.clanRelations, async r => service.clanRelations(r.session.user.id, r.query))
  serve(app, L.clanMember, async r => service.clanMember(r.session.user.id, r.params.personId, r.query.barcode))
  serve(app, L.clanRemark, async r => service.setRemark(r.session.user.id, r.params.personId, r.body.barcode, r.body.remark))
  serve(app, L.surnames, async r => service.surnames(r.query.page, r.query.size, r.query.keyword))
  serve(app, L.surname, async r => service.surname(r.params.id))
  serve(app, L.surnameDistribution, async r => service.distribution(r.query.surname, r.query.provinceCode))
  serve(app, L.surnameHaplogroups, async r => service.haplogroups(r.query.surname))
  serve(app, L.surnameGeneFamilies, async r => service.geneFamilies(r.query.surname))
  serve(app, L.leads, async r => service.leads(r.session.user.id))
  serve(app, L.createLead, async r => service.createLead(r.session.user.id, r.body))
  serve(app, L.lead, async r => service.lead(r.session.user.id, r.params.id))
  serve(app, L.updateLead, async r => service.updateLead(r.session.user.id, r.params.id, r.body))
  serve(app, L.deleteLead, async r => service.deleteLead(r.session.user.id, r.params.id))
}
