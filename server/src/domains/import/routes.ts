/**
 * Routes of raw-data import (spec 2.5 /import/chip): POST /proxy/import/chip, multipart with one
 * part `file` (txt, csv, tsv, VCF, zip or gz, up to 50 MB; Taro.uploadFile / chooseMessageFile
 * in the mini-program), the person's info in the query. Answers {barcode, personId, state}; the
 * detection-status page follows it. Every refusal is 4006 with a Chinese message under `file`.
 */
import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { z } from 'zod'
import { IMPORT_API } from '@xungen/contracts'
import { argError } from '../../errors'
import { envelope } from '../../plugins/errors'
import { IMPORT_MAX_BYTES, ImportService, type ImportInfo } from './service'

export const importQuerySchema = z.object({
  personId: z.coerce.number().int().positive().optional(),
  name: z.string().max(64).optional(),
  gender: z.enum(['male', 'female']).optional(),
  birthday: z.string().max(10).optional(),
  birthplace: z.string().max(200).optional(),
  birthplaceCode: z.string().max(12).optional(),
  geneRelatives: z.enum(['0', '1', 'true', 'false']).optional()
})

export default async function importRoutes(app: FastifyInstance) {
  const service = new ImportService(app.db, app.storage, app.clock, id => app.analysis.enqueueAnalysis(id))
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } })
  app.post<{ Querystring: z.output<typeof importQuerySchema> }>(IMPORT_API.chip.path, { preHandler: app.requireUser, schema: { querystring: importQuerySchema } }, async request => {
    if (!request.isMultipart()) throw argError('file', '请以 multipart 上传文件（字段 file）')
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw argError('file', '请选择要导入的原始数据文件')
    let content: Buffer
    try {
      content = await part.toBuffer()
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw argError('file', '文件超过 50 MB')
      throw err
    }
    const q = request.query
    const info: ImportInfo = { ...q, geneRelatives: q.geneRelatives === '1' || q.geneRelatives === 'true' }
    return envelope(await service.importChip(request.session.user!.id, info, content, part.filename))
  })
}
