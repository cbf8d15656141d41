/**
 * Routes of the Detected persons group (spec 7.3) and the binding wizard (2.12): contracts
 * PERSONS_API and BIND_API. Every call is the signed-in user's; someone else's person or
 * barcode answers 2030 as if it did not exist.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { BIND_API, PERSONS_API, PRIVACY_FEATURES } from '@xungen/contracts'
import { envelope } from '../../plugins/errors'
import { BindingService } from './binding'
import { PersonsService } from './service'
import { accountBarcodes, deleteAccountData } from './personalData'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const barcodeParams = z.object({ barcode: z.string().min(1).max(40) })
const sex = z.enum(['male', 'female'])
const date = z.string().max(10)

export const draftSchema = z
  .object({
    barcode: z.string().max(40),
    appellation: z.string().max(40),
    personId: z.coerce.number().int().positive(),
    name: z.string().max(64),
    surname: z.string().max(16),
    sex,
    birthday: date,
    birthplace: z.string().max(200),
    birthplaceCode: z.string().max(12),
    ancestralPlace: z.string().max(200),
    ancestralPlaceCode: z.string().max(12),
    nation: z.string().max(16),
    collected: z.boolean(),
    collectDate: date,
    ancestryFeatures: z.array(z.string().max(40)).max(20),
    productType: z.string().max(40),
    openAncestryFunction: z.boolean(),
    researchAgree: z.boolean(),
    salivaAgree: z.boolean(),
    geneRelatives: z.boolean(),
    coupleConfirmed: z.boolean(),
    authorize: z.union([z.literal(0), z.literal(1)]),
    configKey: z.string().max(64),
    bindClient: z.string().max(16),
    refBarcode: z.string().max(40),
    useOldSample: z.boolean()
  })
  .partial()

export default async function personsRoutes(app: FastifyInstance) {
  const persons = new PersonsService(app.db, app.clock)
  const binding = new BindingService(app.db, app.clock)
  const user = { preHandler: app.requireUser }
  app.accounts.personalData.register({ name: 'persons', barcodes: accountBarcodes, delete: deleteAccountData })
  const uid = (r: { session: { user: { id: number } | null } }) => r.session.user!.id

  // --- persons ---------------------------------------------------------------------------------
  app.get<{ Querystring: { page: number; size: number; keywords?: string } }>(
    PERSONS_API.personsV2.path,
    { ...user, schema: { querystring: z.object({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(10), keywords: z.string().max(40).optional() }) } },
    async r => envelope(await persons.listV2(uid(r), r.query))
  )
  app.get<{ Params: { barcode: string } }>(PERSONS_API.personByBarcode.path, { ...user, schema: { params: barcodeParams } }, async r => envelope(await persons.byBarcode(uid(r), r.params.barcode)))
  app.get<{ Params: { id: number } }>(PERSONS_API.personById.path, { ...user, schema: { params: idParams } }, async r => envelope(await persons.byId(uid(r), r.params.id)))
  app.put<{ Params: { id: number }; Body: Parameters<PersonsService['update']>[2] }>(
    PERSONS_API.updatePerson.path,
    {
      ...user,
      schema: {
        params: idParams,
        body: z.object({
          name: z.string().max(64).optional(), gender: sex.optional(), birthday: date.optional(), birthplace: z.string().max(200).optional(), birthplaceCode: z.string().max(12).optional(),
          ancestralPlace: z.string().max(200).optional(), ancestralPlaceCode: z.string().max(12).optional(), nation: z.string().max(16).optional(),
          barcode: z.string().max(40).optional(), collectDate: date.optional()
        })
      }
    },
    async r => envelope(await persons.update(uid(r), r.params.id, r.body))
  )
  app.get<{ Params: { id: number } }>(PERSONS_API.personBaseInfoModifiable.path, { ...user, schema: { params: idParams } }, async r => envelope(await persons.baseInfoModifiable(uid(r), r.params.id)))
  app.delete<{ Params: { id: number } }>(PERSONS_API.deleteSharePerson.path, { ...user, schema: { params: idParams } }, async r => envelope(await persons.deleteSharePerson(uid(r), r.params.id)))
  app.get<{ Params: { barcode: string } }>(PERSONS_API.haplogroupName.path, { ...user, schema: { params: barcodeParams } }, async r => envelope(await persons.haplogroupName(uid(r), r.params.barcode)))
  app.get<{ Params: { barcode: string } }>(PERSONS_API.detectionInfo.path, { ...user, schema: { params: barcodeParams } }, async r => envelope(await persons.detectionInfo(uid(r), r.params.barcode)))
  app.get<{ Querystring: { barcode?: string } }>(PERSONS_API.bindablePersons.path, { ...user, schema: { querystring: z.object({ barcode: z.string().max(40).optional() }) } }, async r =>
    envelope(await persons.bindablePersons(uid(r), r.query.barcode ?? null))
  )
  app.get<{ Params: { id: number } }>(PERSONS_API.upgradableSamples.path, { ...user, schema: { params: idParams } }, async r => envelope(await persons.upgradableSamples(uid(r), r.params.id)))
  app.put<{ Params: { id: number }; Body: { feature: (typeof PRIVACY_FEATURES)[number]; open: boolean } }>(
    PERSONS_API.privacy.path,
    { ...user, schema: { params: idParams, body: z.object({ feature: z.enum(PRIVACY_FEATURES), open: z.boolean() }) } },
    async r => {
      const { person, matchDetections } = await persons.setPrivacy(uid(r), r.params.id, r.body.feature, r.body.open)
      for (const id of matchDetections) await app.analysis.enqueueRelatives(id)
      return envelope(person)
    }
  )
  app.get<{ Params: { barcode: string } }>(PERSONS_API.detectionStatus.path, { ...user, schema: { params: barcodeParams } }, async r => envelope(await persons.detectionStatus(uid(r), r.params.barcode)))
  app.get(PERSONS_API.detectionStatusList.path, user, async r => envelope(await persons.detectionStatusList(uid(r))))
  app.get(PERSONS_API.notifications.path, user, async r => envelope(await persons.notifications(uid(r))))
  // the raw file itself (decrypted as it streams), not an envelope: Taro.downloadFile / a download link
  app.get<{ Params: { barcode: string } }>(PERSONS_API.rawDataDownload.path, { ...user, schema: { params: barcodeParams } }, async (r, reply) => {
    const file = await persons.rawDataFile(uid(r), r.params.barcode)
    const stream = await app.storage.get(file.storageKey)
    reply.header('content-type', 'application/octet-stream')
    reply.header('content-length', String(file.bytes))
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    reply.header('x-content-sha256', file.sha256)
    return reply.send(stream)
  })

  // --- the binding wizard ------------------------------------------------------------------------
  app.get<{ Querystring: { barcode: string } }>(BIND_API.barcodeCheck.path, { ...user, schema: { querystring: z.object({ barcode: z.string().max(40).default('') }) } }, async r =>
    envelope(await binding.checkBarcode(r.query.barcode))
  )
  app.get<{ Querystring: { appellation?: string; personId?: number; sex?: 'male' | 'female' } }>(
    BIND_API.appellationCheck.path,
    { ...user, schema: { querystring: z.object({ appellation: z.string().max(40).optional(), personId: z.coerce.number().int().positive().optional(), sex: sex.optional() }) } },
    async r => envelope(await binding.checkAppellation(uid(r), r.query))
  )
  app.get<{ Querystring: { name?: string; surname?: string } }>(
    BIND_API.nameCheck.path,
    { ...user, schema: { querystring: z.object({ name: z.string().max(64).optional(), surname: z.string().max(16).optional() }) } },
    async r => envelope(binding.checkName(r.query))
  )
  app.get(BIND_API.draft.path, user, async r => envelope(await binding.draft(uid(r))))
  app.put<{ Body: z.output<typeof draftSchema> }>(BIND_API.saveDraft.path, { ...user, schema: { body: draftSchema } }, async r => envelope(await binding.saveDraft(uid(r), r.body)))
  app.delete(BIND_API.clearDraft.path, user, async r => envelope(await binding.clearDraft(uid(r))))
  app.post<{ Body: z.output<typeof draftSchema> & { draftId?: number } }>(
    BIND_API.submit.path,
    { ...user, schema: { body: draftSchema.extend({ draftId: z.coerce.number().int().positive().optional() }) } },
    async r => envelope(await binding.submit(uid(r), r.body))
  )
  app.get(BIND_API.options.path, async () => envelope(binding.options()))
}
