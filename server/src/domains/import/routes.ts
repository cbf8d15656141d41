/**
 * Routes of raw-data import (spec 2.5 /import/chip; IMPORT_ENDPOINTS): multipart with one part
 * `file` (txt, csv, tsv, VCF, zip or gz, up to 50 MB), the person's info in the query. Answers
 * {barcode, personId, state}; the detection-status page follows it. Every refusal is 4006 with a
 * Chinese message under `file`, and nothing is stored.
 *
 * Hostile uploads (issue 20): an account imports one file at a time and the process a few
 * (app.concurrency, 4290 beyond); the upload streams to a temporary file, never held whole; the
 * engine reads it on a worker thread (analysis/engineThreads.ts) within its input bounds
 * (decompressed size, expansion ratio, line length, zip entries: packages/genome parsers/input.ts).
 */
import type { FastifyInstance } from 'fastify'
import { IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { argError } from '../../errors'
import { serve } from '../../endpoints/serve'
import { accountOf } from '../../security/concurrency'
import { callYFullOffThread, GenomeFileRejected } from '../analysis'
import { IMPORT_MAX_BYTES, ImportService } from './service'
import { sweepUploads } from './upload'

const NOT_MULTIPART = '请以 multipart 上传文件（字段 file）'
/** the raw file of an import (multipart, read by serve(): endpoints/upload.ts) */
const RAW_FILE = { maxBytes: IMPORT_MAX_BYTES, notMultipart: NOT_MULTIPART, tooLarge: '文件超过 50 MB' }

export default async function importRoutes(app: FastifyInstance) {
  const service = new ImportService(app.db, app.storage, app.clock, userId => app.consent.accepted(userId, 'sensitive'), app.personal)
  // a temporary upload is written continuously and removed within seconds of its end: one untouched for 15 minutes was left by a crash
  const sweepAge = 15 * 60_000
  // with object storage the node keeps nothing on its own disk: an upload is held in memory for
  // its request (at most IMPORT_MAX_BYTES times the import slots of app.concurrency), never spooled
  const spool = app.storage.kind === 's3' ? 'memory' : 'disk'
  app.addHook('onReady', async () => void (await sweepUploads(app.config.dataDir, sweepAge)))
  const sweep = setInterval(() => void sweepUploads(app.config.dataDir, sweepAge).catch(err => app.log.warn({ err }, 'upload sweep failed')), sweepAge)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))

  serve(app, IMPORT_ENDPOINTS.chip, async request => {
    if (!request.isMultipart()) throw argError('file', NOT_MULTIPART)
    return app.concurrency.run('import', accountOf(request), async () => {
      const upload = await request.upload.receive({ ...RAW_FILE, noFile: '请选择要导入的原始数据文件', dataDir: app.config.dataDir, spool })
      try {
        const q = request.query
        return await service.importChip(request.session.user.id, { ...q, geneRelatives: q.geneRelatives === '1' || q.geneRelatives === 'true', wholeGenome: q.wholeGenome === '1' || q.wholeGenome === 'true' }, upload, upload.fileName)
      } finally {
        await upload.dispose()
      }
    })
  })
  // spec 2.5 /import/yfull: read and called off the event loop, nothing stored
  serve(app, IMPORT_ENDPOINTS.yfull, async request => {
    if (!request.isMultipart()) throw argError('file', NOT_MULTIPART)
    return app.concurrency.run('yfull', accountOf(request), async () => {
      const upload = await request.upload.receive({ ...RAW_FILE, noFile: '请选择 Y 染色体 VCF 或 SNP 列表文件', dataDir: app.config.dataDir, spool })
      try {
        if (upload.size === 0) throw argError('file', '文件是空的，请检查后重新上传')
        return await callYFullOffThread(upload.input, upload.fileName)
      } catch (err) {
        if (err instanceof GenomeFileRejected) throw argError('file', err.message)
        throw err
      } finally {
        await upload.dispose()
      }
    })
  })
}
