/** Routes of families and the libraries (contracts FAMILIES; spec 2.10 family/*, library-family, genealogy-images, self-build-family/*, ancestor). */
import type { FastifyInstance } from 'fastify'
import { FAMILIES as F } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { publishedDetection } from '../reports'
import { FamiliesService, deleteFamilies } from './service'

export default async function familiesRoutes(app: FastifyInstance) {
  const service = new FamiliesService(app.db, app.clock, {
    async ownPublished(userId, barcode) {
      // the caller's own person only: a person shared with them is read-only (4004), an unpublished report 2200
      const found = await publishedDetection(app.persons, userId, barcode, { ownOnly: true })
      return { personId: found.person.id, detectionId: found.detection.id, name: found.person.name, surname: found.person.surname }
    }
  })
  app.accounts.personalData.register({
    name: 'families',
    // the families the account built (with everything in them), its saved families and its claims
    delete: async ({ userId, db }) => {
      const own = await db.selectFrom('families').select('id').where('owner_id', '=', userId).execute()
      await deleteFamilies(db, own.map(f => f.id))
      await db.deleteFrom('family_saves').where('user_id', '=', userId).execute()
      await db.deleteFrom('family_claims').where('user_id', '=', userId).execute()
    }
  })

  const me = (r: { session: { user: { id: number } } }) => r.session.user.id
  serve(app, F.library, async r => service.library(r.query))
  serve(app, F.family, async r => service.family(r.session.user?.id ?? null, r.params.id))
  serve(app, F.mine, async r => service.mine(me(r)))
  serve(app, F.save, async r => service.save(me(r), r.body.familyId, r.body.saved))
  serve(app, F.ancestors, async r => service.ancestors(r.query.page, r.query.kind))
  serve(app, F.ancestor, async r => service.ancestor(r.params.id))
  serve(app, F.genealogies, async r => service.genealogies(r.query.page, r.query.familyId))
  serve(app, F.genealogy, async r => service.genealogy(r.params.id))
  serve(app, F.clues, async r => service.clues(me(r), r.query.barcode))
  serve(app, F.claim, async r => service.claim(me(r), r.body))
  serve(app, F.claimed, async r => service.claimed(me(r)))
  serve(app, F.selfBuilt, async r => service.selfBuilt(me(r)))
  serve(app, F.createSelfBuilt, async r => service.create(me(r), r.body))
  serve(app, F.updateSelfBuilt, async r => service.update(me(r), r.params.id, r.body))
  serve(app, F.selfBuiltPeople, async r => service.setPeople(me(r), r.params.id, r.body))
  serve(app, F.selfBuiltHistory, async r => service.setHistory(me(r), r.params.id, r.body))
  serve(app, F.selfBuiltTreePersons, async r => service.setTreePersons(me(r), r.params.id, r.body))
  serve(app, F.submitSelfBuilt, async r => service.submit(me(r), r.params.id))
  serve(app, F.deleteSelfBuilt, async r => service.remove(me(r), r.params.id))
  serve(app, F.reviewQueue, async () => service.reviewQueue())
  serve(app, F.review, async r => service.review(me(r), r.params.id, r.body.approve, r.body.note))
}
