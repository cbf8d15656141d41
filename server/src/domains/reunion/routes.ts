/** Routes of relatives reunion (contracts REUNION; spec 2.10 reunion/*, 3.14, 4). */
import type { FastifyInstance } from 'fastify'
import { REUNION as R } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ReunionService, deleteAccountReunion } from './service'

export default async function reunionRoutes(app: FastifyInstance) {
  const service = new ReunionService(app.db, app.clock, app.persons, app.accounts.personal, {
    async relatives(userId, barcode) {
      return (await app.reports.relatives({ userId, sampleHeader: false }, barcode)).list
    }
  })
  app.accounts.personalData.register({ name: 'reunion', delete: ({ userId, db }) => deleteAccountReunion(db, userId) })

  const me = (r: { session: { user: { id: number } } }) => r.session.user.id
  serve(app, R.persons, async r => service.ownPersons(me(r)))
  serve(app, R.searches, async r => service.searches(me(r)))
  serve(app, R.createSearch, async r => service.create(me(r), r.body))
  serve(app, R.search, async r => service.search(me(r), r.params.id))
  serve(app, R.updateSearch, async r => service.update(me(r), r.params.id, r.body))
  serve(app, R.closeSearch, async r => service.close(me(r), r.params.id, r.body.open))
  serve(app, R.removeSearch, async r => service.remove(me(r), r.params.id))
  serve(app, R.candidates, async r => service.candidates(me(r), r.params.id))
  serve(app, R.requestContact, async r => service.requestContact(me(r), r.params.id, r.body.personId, r.body.message))
  serve(app, R.contacts, async r => service.contacts(me(r)))
  serve(app, R.answerContact, async r => service.answer(me(r), r.params.id, r.body))
  serve(app, R.gifts, async r => service.gifts(me(r)))
  serve(app, R.giveGift, async r => service.give(me(r), r.body.barcode, r.body.message))
  serve(app, R.receiveGift, async r => service.receive(me(r), r.body.code))
}
