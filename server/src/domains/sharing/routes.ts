/**
 * Sharing (SHARING in @xungen/contracts/endpoints; service.ts):
 *   POST /proxy/common/share-tokens/:type                a share token of the caller's own report, by type
 *   GET  /proxy/common/share-tokens/:token               what a token opens
 *   GET  /web/api/new/wechat/sign?url=                   the JS-SDK config of a page of our site
 *   POST /proxy/common/wechat/unify_share, receive_info  a page shared, and its link opened
 *   POST /proxy/common/app_download_trace(/receive_info) an app download traced, and its link opened
 *   GET  /proxy/common/wechat/url_scheme                 a URL scheme opening a mini-program
 */
import type { FastifyInstance } from 'fastify'
import { SHARING } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ReportShares } from '../reports'
import { sharingWechat } from './config'
import { deleteAccountSharing, SharingService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    sharing: SharingService
  }
}

export default async function sharingRoutes(app: FastifyInstance) {
  const service = new SharingService(app.db, new ReportShares(app.db, app.persons, app.clock), app.accounts.counters, sharingWechat(app), app.clock, () => app.publicOrigin(), app.log)
  app.decorate('sharing', service)
  app.accounts.personalData.register({ name: 'sharing', delete: deleteAccountSharing })
  const caller = (r: { session: { user?: { id: number } | null }; ip: string }) => ({ userId: r.session.user?.id ?? null, ip: r.ip })

  serve(app, SHARING.mintToken, async r => service.mint(r.session.user.id, r.params.type, r.body.barcode, r.body.validity))
  serve(app, SHARING.resolveToken, async r => service.resolve(r.params.token))
  serve(app, SHARING.wechatSign, async r => service.sign(r.query.url))
  serve(app, SHARING.unifyShare, async r => service.unifyShare(caller(r), r.body))
  serve(app, SHARING.receiveShare, async r => service.receiveShare(r.body.shareId))
  serve(app, SHARING.appDownloadTrace, async r => service.downloadTrace(caller(r), r.body))
  serve(app, SHARING.receiveDownloadTrace, async r => service.receiveDownloadTrace(r.body.traceId))
  serve(app, SHARING.urlScheme, async r => service.urlScheme(caller(r), r.query))
}
