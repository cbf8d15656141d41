/**
 * Image upload routes (spec 7.2) and the files they serve:
 *   POST /web/api/new/common/upload/image?type=avatar|community_chat|ancestry_report|ancestry_report_research_project
 *   POST /web/api/new/common/upload/image/by-auth?type=avatar&nationCode&phoneNumber&authCode   (users in sign-up)
 *   GET  /files/images/<id>.jpg
 * Multipart with one part, the field `file`. The signature covers the path and query, not the
 * file (ADR 0002). The files are public to whoever has the URL (128 random bits in it): avatars
 * are shown to others, and <img>/<image> cannot send our headers.
 */
import type { FastifyInstance } from 'fastify'
import { AVATAR_REVIEW_STATUS, SMS_VERIFY_TYPES, WECHAT_PUSH_PATH } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { AppError, argError } from '../../../errors'
import { serve } from '../../../endpoints/serve'
import { StorageNotFoundError } from '../../../storage'
import { requirePhone } from '../auth/phone'
import { AUTH_MESSAGES } from '../auth/service'
import { IMAGE_PATH_PREFIX, isPublicId } from './repository'
import { UPLOAD_MESSAGES, UploadService } from './service'
import { CONTENT_SCENES, suggestionOf } from '../wechatApi'
import { pushSignatureValid } from '../wechatApi/contentSecurity'

export default async function uploadRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const maxBytes = accounts.config.uploadMaxBytes
  const uploads = accounts.uploads
  const service = new UploadService(app.db, uploads, app.storage, accounts.imageReviewer, accounts.counters, accounts.clock)

  /** the image of an upload (multipart, read by serve(): endpoints/upload.ts) */
  const IMAGE = {
    maxBytes,
    notMultipart: UPLOAD_MESSAGES.notMultipart,
    noFile: UPLOAD_MESSAGES.noFile,
    tooLarge: () => new AppError(4006, UPLOAD_MESSAGES.tooLarge(maxBytes), { httpStatus: 413, data: { fields: [{ field: 'file', message: UPLOAD_MESSAGES.tooLarge(maxBytes) }] } }),
    broken: UPLOAD_MESSAGES.broken
  }

  serve(app, ACCOUNTS.uploadImage, async request => {
    const { content: file } = await request.upload.toBuffer(IMAGE)
    const userId = request.session.user.id
    // issue 24 item 10: an avatar of someone WeChat knows also goes through WeChat's image check
    const wechatCheck = {
      applies: async () => accounts.contentSecurity.enabled && (await accounts.users.findActiveById(userId))?.wechat_openid != null,
      submit: (uploadId: number, url: string) => accounts.contentSecurity.submitImage(userId, uploadId, url, CONTENT_SCENES.profile)
    }
    return service.upload(file, request.query.type, { userId }, accounts.publicOrigin(request), wechatCheck)
  })

  /**
   * WeChat's message push (admin console → 开发管理 → 消息推送: this URL, WECHAT_PUSH_TOKEN, plain
   * text, JSON). GET answers the URL check with echostr; POST takes wxa_media_check verdicts of the
   * avatars submitted above. Signed by WeChat with the token (checked), not by our clients.
   */
  const pushToken = accounts.config.wechat.pushToken
  if (pushToken) {
    const signed = (q: Record<string, string | undefined>) => pushSignatureValid(pushToken, q.timestamp ?? '', q.nonce ?? '', q.signature ?? '')
    app.get<{ Querystring: Record<string, string | undefined> }>(WECHAT_PUSH_PATH, { config: { signature: false } }, async (request, reply) => {
      if (!signed(request.query)) return reply.code(401).type('text/plain').send('invalid signature')
      return reply.type('text/plain').send(request.query.echostr ?? '')
    })
    app.post<{ Querystring: Record<string, string | undefined> }>(WECHAT_PUSH_PATH, { config: { signature: false } }, async (request, reply) => {
      if (!signed(request.query)) return reply.code(401).type('text/plain').send('invalid signature')
      const event = (request.body ?? {}) as { Event?: string; trace_id?: string; result?: { suggest?: string } }
      if (event.Event === 'wxa_media_check' && typeof event.trace_id === 'string') {
        const decided = await accounts.contentSecurity.verdict(event.trace_id, suggestionOf(event as Record<string, unknown>))
        if (decided?.suggestion === 'pass') await service.completeReview(decided.uploadId, AVATAR_REVIEW_STATUS.APPROVED)
        if (decided?.suggestion === 'risky') await service.completeReview(decided.uploadId, AVATAR_REVIEW_STATUS.REJECTED)
        request.log.info({ traceId: event.trace_id, suggestion: decided?.suggestion ?? null }, 'wechat media check')
      }
      // WeChat retries anything but success
      return reply.type('text/plain').send('success')
    })
  }

  // spec 7.2: "users in signup": no account yet, the sign-in code proves the phone (checked, not used up)
  serve(app, ACCOUNTS.uploadImageByAuth, async request => {
    const phone = requirePhone(request.query.phoneNumber, request.query.nationCode, 'phoneNumber')
    await accounts.verification.verify({ ...phone, purpose: SMS_VERIFY_TYPES.LOGIN, code: request.query.authCode, field: 'authCode' })
    if (await accounts.users.findByPhone(phone.nationCode, phone.phone)) throw argError('phoneNumber', AUTH_MESSAGES.alreadyRegistered)
    const { content: file } = await request.upload.toBuffer(IMAGE)
    // the upload row keeps the phone's blind index, never the phone (security item 6)
    return service.upload(file, 'avatar', { signup: { nationCode: phone.nationCode, phone: accounts.personal.phoneIndex(phone.nationCode, phone.phone) } }, accounts.publicOrigin(request))
  })

  app.get<{ Params: { file: string } }>(`${IMAGE_PATH_PREFIX}:file`, async (request, reply) => {
    const m = /^([A-Za-z0-9_-]+)\.jpg$/.exec(request.params.file)
    const row = m && isPublicId(m[1]) ? await uploads.findByPublicId(m[1]) : undefined
    if (!row || row.review_status === 'rejected') throw new AppError(404)
    try {
      const stream = await app.storage.get(row.storage_key)
      // the content behind an id never changes
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(stream)
    } catch (err) {
      if (err instanceof StorageNotFoundError) throw new AppError(404)
      throw err
    }
  })

  accounts.addSweeper('signup-uploads', async () => void (await service.sweepAbandonedSignupUploads()))
  accounts.addSweeper('adopted-signup-uploads', async () => void (await service.rekeyAdoptedSignupUploads()))
  // every stored image has its row; the storage sweep removes the ones a crash left without one
  app.storageSweeper.register('images/', async keys => new Set((await app.db.selectFrom('uploads').select('storage_key').where('storage_key', 'in', keys).execute()).map(r => r.storage_key)))
  accounts.personalData.register({
    name: 'uploads',
    async delete({ userId, db, storage }) {
      const rows = await db.selectFrom('uploads').select(['id', 'storage_key']).where('user_id', '=', userId).execute()
      for (const row of rows) await storage.delete(row.storage_key)
      await storage.deletePrefix(`images/users/${userId}`)
      await db.deleteFrom('uploads').where('user_id', '=', userId).execute()
    }
  })
}

