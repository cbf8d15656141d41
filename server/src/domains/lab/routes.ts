/**
 * Routes of the laboratory (contracts LAB_API, pages under /ops/lab): staff with the lab role
 * only; anyone else is answered as if the call did not exist (1110 with HTTP 403 for a signed-in
 * account without the role).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { z } from 'zod'
import { LAB_API } from '@xungen/contracts'
import { argError } from '../../errors'
import { envelope } from '../../plugins/errors'
import { LabService, RAW_FILE_MAX_BYTES } from './service'

const barcodeParams = z.object({ barcode: z.string().min(1).max(40) })

export default async function labRoutes(app: FastifyInstance) {
  const lab = new LabService(app.db, app.storage, app.clock, id => app.analysis.enqueueAnalysis(id))
  await app.register(fastifyMultipart, { limits: { fileSize: RAW_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } })
  const staff = {
    preHandler: [app.requireUser, async (request: FastifyRequest) => lab.requireStaff(request.session.user?.id)]
  }
  const uid = (r: FastifyRequest) => r.session.user!.id

  app.post<{ Body: { sku: string; count: number } }>(LAB_API.produceBatch.path, { ...staff, schema: { body: z.object({ sku: z.string().max(64), count: z.coerce.number().int() }) } }, async r =>
    envelope(await lab.produceBatch(uid(r), r.body.sku, r.body.count))
  )
  app.get(LAB_API.batches.path, staff, async () => envelope(await lab.batches()))
  app.get<{ Querystring: { state?: string } }>(LAB_API.samples.path, { ...staff, schema: { querystring: z.object({ state: z.string().max(24).optional() }) } }, async r => envelope(await lab.samples(r.query.state)))
  app.post<{ Params: { barcode: string } }>(LAB_API.receive.path, { ...staff, schema: { params: barcodeParams } }, async r => envelope(await lab.receive(uid(r), r.params.barcode)))
  app.post<{ Params: { barcode: string }; Body: { passed: boolean; note?: string } }>(
    LAB_API.qc.path,
    { ...staff, schema: { params: barcodeParams, body: z.object({ passed: z.boolean(), note: z.string().max(400).optional() }) } },
    async r => envelope(await lab.qc(uid(r), r.params.barcode, r.body.passed, r.body.note))
  )
  app.post<{ Params: { barcode: string } }>(LAB_API.uploadGenotype.path, { ...staff, schema: { params: barcodeParams } }, async r => {
    if (!r.isMultipart()) throw argError('file', '请以 multipart 上传文件（字段 file）')
    const part = await r.file()
    if (!part || part.fieldname !== 'file') throw argError('file', '请上传芯片原始数据文件（字段 file）')
    let content: Buffer
    try {
      content = await part.toBuffer()
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw argError('file', '原始数据文件超过 50 MB')
      throw err
    }
    return envelope(await lab.uploadGenotype(uid(r), r.params.barcode, content, part.filename))
  })
  app.post<{ Params: { barcode: string }; Body: { note?: string } | undefined }>(
    LAB_API.release.path,
    { ...staff, schema: { params: barcodeParams, body: z.object({ note: z.string().max(400).optional() }).optional() } },
    async r => envelope(await lab.release(uid(r), r.params.barcode, r.body?.note))
  )
  app.post<{ Params: { barcode: string } }>(LAB_API.retry.path, { ...staff, schema: { params: barcodeParams } }, async r => envelope(await lab.retry(uid(r), r.params.barcode)))
}
