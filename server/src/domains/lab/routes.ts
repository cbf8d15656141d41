/**
 * Routes of the laboratory (LAB_ENDPOINTS, pages under /ops/lab): staff with the lab role only;
 * to anyone else the calls do not exist (404).
 */
import type { FastifyInstance } from 'fastify'
import { LAB_ENDPOINTS as L } from '@xungen/contracts/endpoints'
import { argError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { accountOf } from '../../security/concurrency'
import { LabService, RAW_FILE_MAX_BYTES } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** the laboratory's batches and samples, built once here (commerce reads its kit batches, non-chip tests publish through it) */
    lab: LabService
  }
}

/** the lab's service, built once and decorated for the other domains (index.ts registers it without encapsulation) */
export async function labService(app: FastifyInstance) {
  app.decorate('lab', new LabService(app.db, app.storage, app.clock))
}

export default async function labRoutes(app: FastifyInstance) {
  const lab = app.lab

  serve(app, L.produceBatch, async r => lab.produceBatch(r.session.user.id, r.body.sku, r.body.count))
  serve(app, L.batches, async () => lab.batches())
  serve(app, L.samples, async r => lab.samples(r.query.state))
  serve(app, L.receive, async r => lab.receive(r.session.user.id, r.params.barcode))
  serve(app, L.qc, async r => lab.qc(r.session.user.id, r.params.barcode, r.body.passed, r.body.note))
  serve(app, L.uploadGenotype, async r => {
    if (!r.isMultipart()) throw argError('file', '请以 multipart 上传文件（字段 file）')
    // a 50 MB upload is held while it is stored: a few at a time (4290 beyond)
    return app.concurrency.run('lab', accountOf(r), async () => {
      const { content, fileName } = await r.upload.toBuffer({
        maxBytes: RAW_FILE_MAX_BYTES,
        fields: 5,
        notMultipart: '请以 multipart 上传文件（字段 file）',
        noFile: '请上传芯片原始数据文件（字段 file）',
        tooLarge: '原始数据文件超过 50 MB'
      })
      return lab.uploadGenotype(r.session.user.id, r.params.barcode, content, fileName)
    })
  })
  serve(app, L.release, async r => lab.release(r.session.user.id, r.params.barcode, r.body ?? {}))
  serve(app, L.retry, async r => lab.retry(r.session.user.id, r.params.barcode))
}
