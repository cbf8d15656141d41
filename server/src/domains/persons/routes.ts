/**
 * Routes of the Detected persons group (spec 7.3) and the binding wizard (2.12), served from
 * their declarations (@xungen/contracts/endpoints PERSONS_ENDPOINTS, BIND_ENDPOINTS). Every call
 * is the signed-in user's; someone else's person or barcode answers 2030 as if it did not exist.
 */
import type { FastifyInstance } from 'fastify'
import { CODES, RAW_DATA_FILES_PREFIX, RAW_DATA_LINK_SECONDS, RAW_DATA_MESSAGES, SMS_VERIFY_TYPES, rawDataFileName } from '@xungen/contracts'
import { AppError, argError } from '../../errors'
import { DownloadLinks, loadLinkKeys } from '../../security/downloadLinks'
import { BIND_ENDPOINTS, PERSONS_ENDPOINTS as P } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { BindingService } from './binding'
import { accountBarcodes, deleteAccountData } from './personalData'
import { PersonsService } from './service'
import { thawRawData } from './jobs'
import { RawDataService } from './rawData'
import { ORIGIN_CHANNEL, ORIGIN_TABLES, OriginMembers, changesOrigin } from './originMembers'
import { registerGeneticFiles, startRekey } from './geneticFiles'

declare module 'fastify' {
  interface FastifyInstance {
    /** raw data at rest: archive and thaw (persons/rawData.ts) */
    rawData: RawDataService
    /** tested persons and their detections, built once here; other domains read persons through it */
    persons: PersonsService
    /** the persons the opted-in statistics count, read once and kept until they change (persons/originMembers.ts) */
    originMembers: OriginMembers
  }
}

const RAW_DATA_LINK_PURPOSE = 'raw-data'

export default async function personsRoutes(app: FastifyInstance) {
  const rawData = new RawDataService(app.db, app.storage, app.clock)
  app.decorate('rawData', rawData)
  const persons = new PersonsService(app.db, app.clock, rawData, app.personal)
  app.decorate('persons', persons)
  const originMembers = new OriginMembers(app.db, app.dbDialect)
  app.decorate('originMembers', originMembers)
  app.tableWrites.on(ORIGIN_TABLES, write => {
    if (changesOrigin(write)) originMembers.invalidate()
  })
  app.dbNotifications?.subscribe(ORIGIN_CHANNEL, {
    onNotification: () => originMembers.invalidate(),
    onUp: () => originMembers.setLive(true),
    onDown: () => originMembers.setLive(false)
  })
  const enqueueThaw = (rawFileId: number) => app.jobs.enqueue(thawRawData, { rawFileId }, { jobId: `thaw-${rawFileId}` })
  // thaws a stopped process left unfinished
  app.addHook('onReady', async () => {
    const rows = await app.db.selectFrom('raw_files').select('id').where('archived_at', 'is not', null).where('thaw_requested_at', 'is not', null).execute()
    for (const r of rows) await enqueueThaw(r.id)
  })
  // genetic files: the sweep removes those without rows; older ones move under their owners' keys
  registerGeneticFiles(app.storageSweeper, app.db)
  let rekey: Promise<void> | null = null
  app.addHook('onReady', async () => void (rekey = startRekey(app.db, app.storage, app.log)))
  app.addHook('onClose', async () => void (await rekey))
  const binding = new BindingService(app.db, app.clock, userId => app.consent.accepted(userId, 'sensitive'), app.personal)
  app.accounts.personalData.register({ name: 'persons', barcodes: accountBarcodes, delete: deleteAccountData })

  serve(app, P.personsV2, async r => persons.listV2(r.session.user.id, r.query))
  serve(app, P.personByBarcode, async r => persons.byBarcode(r.session.user.id, r.params.barcode))
  serve(app, P.personById, async r => persons.byId(r.session.user.id, r.params.id))
  serve(app, P.updatePerson, async r => persons.update(r.session.user.id, r.params.id, r.body))
  serve(app, P.personBaseInfoModifiable, async r => persons.baseInfoModifiable(r.session.user.id, r.params.id))
  serve(app, P.deleteSharePerson, async r => persons.deleteSharePerson(r.session.user.id, r.params.id))
  serve(app, P.haplogroupName, async r => persons.haplogroupName(r.session.user.id, r.params.barcode))
  serve(app, P.detectionInfo, async r => persons.detectionInfo(r.session.user.id, r.params.barcode))
  serve(app, P.bindablePersons, async r => persons.bindablePersons(r.session.user.id, r.query.barcode ?? null))
  serve(app, P.upgradableSamples, async r => persons.upgradableSamples(r.session.user.id, r.params.id))
  serve(app, P.privacy, async r => persons.setPrivacy(r.session.user.id, r.params.id, r.body.feature, r.body.open))
  serve(app, P.detectionStatus, async r => persons.detectionStatus(r.session.user.id, r.params.barcode))
  serve(app, P.detectionStatusList, async r => persons.detectionStatusList(r.session.user.id))
  serve(app, P.notifications, async r => persons.notifications(r.session.user.id))
  serve(app, P.rawDataStatus, async r => persons.rawDataStatus(r.session.user.id, r.params.barcode))
  serve(app, P.rawDataThaw, async r => {
    const { status, rawFileId, queue } = await persons.requestThaw(r.session.user.id, r.params.barcode)
    if (queue) await enqueueThaw(rawFileId)
    return status
  })

  // raw data download (issue 20 item 1): a right SMS code sent to the account's phone buys one
  // single-use link for this session, sealed with a server-only key; the file itself is served
  // under /files, decrypted as it streams, to that session only, under the product's name
  const links = new DownloadLinks(app.db, loadLinkKeys(app.config), app.clock)
  serve(app, P.rawDataDownload, async r => {
    const { id: userId, sessionId } = r.session.user
    if (sessionId === undefined) throw new AppError(CODES.SESSION_INVALID)
    // ownership and archive state first: a code is not spent on a download that cannot happen
    const file = await persons.rawDataFile(userId, r.params.barcode)
    const user = await app.accounts.users.findActiveById(userId)
    if (!user?.phone || !user.nation_code) throw argError('authCode', RAW_DATA_MESSAGES.noPhone)
    const verified = await app.accounts.verification.verify({ nationCode: user.nation_code, phone: user.phone, purpose: SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD, code: r.body.authCode, field: 'authCode' })
    const link = await app.db.transaction().execute(async trx => {
      await app.accounts.verification.consume(verified, 'authCode', trx)
      return links.issue({ purpose: RAW_DATA_LINK_PURPOSE, holder: { userId, sessionId }, subjectId: file.id, ttlSeconds: RAW_DATA_LINK_SECONDS }, trx)
    })
    return { url: RAW_DATA_FILES_PREFIX + link.token, fileName: rawDataFileName(file.barcode, app.clock(), file.fileName), bytes: file.bytes, expiresAt: link.expiresAt }
  })
  // HEAD is not served: a HEAD (a link preview, a download manager's probe) must not use the link up
  app.get<{ Params: { token: string } }>(`${RAW_DATA_FILES_PREFIX}:token`, { exposeHeadRoute: false }, async (r, reply) => {
    const caller = await app.sessionUserOf(r)
    const holder = caller && caller.sessionId !== undefined ? { userId: caller.id, sessionId: caller.sessionId } : null
    const link = await links.redeem(String(r.params.token), RAW_DATA_LINK_PURPOSE, holder)
    const file = link ? await persons.rawFileForLink(link.subjectId, link.userId) : null
    if (!file) throw new AppError(CODES.NOT_FOUND, RAW_DATA_MESSAGES.linkInvalid)
    const stream = await app.storage.get(file.storage_key)
    reply.header('content-type', 'application/octet-stream')
    reply.header('content-length', String(file.bytes))
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(rawDataFileName(file.barcode, app.clock(), file.file_name))}`)
    reply.header('cache-control', 'no-store')
    return reply.send(stream)
  })
  // the links are the download log for 30 days, then go; an account's go with it
  app.accounts.addSweeper('download-links', async () => void (await links.sweep(30 * 86400_000)))
  app.accounts.personalData.register({ name: 'download-links', delete: async ({ userId, db }) => void (await db.deleteFrom('download_links').where('user_id', '=', userId).execute()) })

  const B = BIND_ENDPOINTS
  serve(app, B.barcodeCheck, async r => binding.checkBarcode(r.query.barcode))
  serve(app, B.appellationCheck, async r => binding.checkAppellation(r.session.user.id, r.query))
  serve(app, B.nameCheck, async r => binding.checkName(r.query))
  serve(app, B.draft, async r => binding.draft(r.session.user.id))
  serve(app, B.saveDraft, async r => binding.saveDraft(r.session.user.id, r.body))
  serve(app, B.clearDraft, async r => binding.clearDraft(r.session.user.id))
  serve(app, B.submit, async r => binding.submit(r.session.user.id, r.body))
  serve(app, B.options, async () => binding.options())
}
