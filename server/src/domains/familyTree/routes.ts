/** Routes of the family tree (contracts FAMILY_TREE; spec 2.10 family-tree, 7 "Family tree"). */
import type { FastifyInstance } from 'fastify'
import { GEDCOM_MAX_BYTES } from '@xungen/contracts'
import { FAMILY_TREE as F } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { argError } from '../../errors'
import { accountOf } from '../../security/concurrency'
import { galleryRoutes } from './gallery/routes'
import { FamilyTreeService, deleteTrees } from './service'

export default async function familyTreeRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const users = {
    async nameOf(userId: number) {
      const row = await accounts.users.findActiveById(userId)
      return row?.name ? await accounts.personal.open(row.name) : null
    }
  }
  // the gallery's pictures of a deleted tree go once the deletion committed (what a crash leaves, the storage sweep removes)
  const filesGone = async (keys: string[]) => {
    for (const key of keys) await app.storage.delete(key)
  }
  const service = new FamilyTreeService(app.db, app.clock, {
    nameOf: users.nameOf,
    async idByPhone(phone) {
      return (await accounts.users.findByPhone('86', phone))?.id ?? null
    }
  }, {
    async testedPersonOf(userId, barcode) {
      const row = await app.db.selectFrom('detections').select(['person_id', 'user_id']).where('barcode', '=', barcode).executeTakeFirst()
      return row && row.user_id === userId ? row.person_id : null
    },
    async relatives(userId, barcode) {
      return (await app.reports.relatives({ userId, sampleHeader: false }, barcode)).list
    }
  }, filesGone)
  accounts.personalData.register({
    name: 'familyTree',
    // the account's own trees with every person, picture, story and comment in them (the pictures'
    // files too), its places in trees others shared and its comments there; what it added to
    // another's tree (pictures, stories) stays with that tree
    delete: async ({ userId, db, storage }) => {
      const own = await db.selectFrom('family_trees').select('id').where('user_id', '=', userId).execute()
      const keys = await deleteTrees(db, own.map(t => t.id))
      for (const key of keys) await storage.delete(key)
      await storage.deletePrefix(`family-tree/users/${userId}`)
      await db.deleteFrom('family_tree_members').where('user_id', '=', userId).execute()
      await db.deleteFrom('family_tree_comments').where('user_id', '=', userId).execute()
    }
  })

  const me = (r: { session: { user: { id: number } } }) => r.session.user.id
  serve(app, F.exists, async r => service.exists(me(r)))
  serve(app, F.allOfMine, async r => service.allOfMine(me(r)))
  serve(app, F.create, async r => service.create(me(r), r.body.name))
  serve(app, F.tree, async r => service.tree(me(r), r.params.id, false))
  serve(app, F.browse, async r => service.tree(me(r), r.params.id, true))
  serve(app, F.update, async r => service.update(me(r), r.params.id, r.body))
  serve(app, F.remove, async r => service.remove(me(r), r.params.id))
  serve(app, F.signOut, async r => service.signOut(me(r), r.params.id))
  serve(app, F.members, async r => service.members(me(r), r.params.id))
  serve(app, F.share, async r => service.share(me(r), r.params.id, r.body.phone, r.body.role))
  serve(app, F.unshare, async r => service.unshare(me(r), r.params.id, r.params.userId))
  serve(app, F.person, async r => service.person(me(r), r.params.id, r.params.personId))
  serve(app, F.addPerson, async r => service.addPerson(me(r), r.params.id, r.body))
  serve(app, F.updatePerson, async r => service.updatePerson(me(r), r.params.id, r.params.personId, r.body))
  serve(app, F.removePerson, async r => service.removePerson(me(r), r.params.id, r.params.personId))
  serve(app, F.linkTested, async r => service.linkTested(me(r), r.params.id, r.params.personId, r.body.barcode))
  serve(app, F.placement, async r => service.placement(me(r), r.params.id, r.query.barcode, r.query.relativePersonId))
  serve(app, F.place, async r => service.place(me(r), r.params.id, r.body))
  serve(app, F.exportGedcom, async r => service.exportGedcom(me(r), r.params.id, r.query.version))
  galleryRoutes(app, service, users)
  serve(app, F.importGedcom, async r => {
    if (!r.isMultipart()) throw argError('file', '请以 multipart 上传 GEDCOM 文件（字段 file）')
    // a 20 MB file is held while it is read: a few at a time (4290 beyond)
    return app.concurrency.run('familyTree', accountOf(r), async () => {
      const { content, fileName } = await r.upload.toBuffer({
        maxBytes: GEDCOM_MAX_BYTES,
        fields: 2,
        notMultipart: '请以 multipart 上传 GEDCOM 文件（字段 file）',
        noFile: '请选择 GEDCOM 文件（.ged）',
        tooLarge: `GEDCOM 文件不能超过 ${GEDCOM_MAX_BYTES / 1024 / 1024} MB`
      })
      return service.importGedcom(me(r), content, fileName, r.query.name)
    })
  })
}
