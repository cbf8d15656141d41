/**
 * Routes of raw-data import (spec 2.5 /import/chip; IMPORT_ENDPOINTS): multipart with one part
 * `file` (txt, csv, tsv, VCF, zip or gz, up to 50 MB), the person's info in the query. Answers
 * {barcode, personId, state}; the detection-status page follows it. Every refusal is 4006 with a
 * Chinese message under `file`, and nothing is stored.
 */
import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { argError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { ConsentService } from '../consent'
import { callYFull, GenomeFileRejected } from '../reports'
import { IMPORT_MAX_BYTES, ImportService } from './service'

export default async function importRoutes(app: FastifyInstance) {
  const consent = new ConsentService(app.db, app.clock)
  const service = new ImportService(app.db, app.storage, app.clock, id => app.analysis.enqueueAnalysis(id), userId => consent.accepted(userId, 'sensitive'))
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } })
  serve(app, IMPORT_ENDPOINTS.chip, async request => {
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
    return service.importChip(request.session.user.id, { ...q, geneRelatives: q.geneRelatives === '1' || q.geneRelatives === 'true' }, content, part.filename)
  })
  // spec 2.5 /import/yfull: read and called in memory, nothing stored
  serve(app, IMPORT_ENDPOINTS.yfull, async request => {
    if (!request.isMultipart()) throw argError('file', '请以 multipart 上传文件（字段 file）')
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw argError('file', '请选择 Y 染色体 VCF 或 SNP 列表文件')
    let content: Buffer
    try {
      content = await part.toBuffer()
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw argError('file', '文件超过 50 MB')
      throw err
    }
    try {
      return callYFull(new Uint8Array(content.buffer, content.byteOffset, content.byteLength), part.filename)
    } catch (err) {
      if (err instanceof GenomeFileRejected) throw argError('file', err.message)
      throw err
    }
  })
}
