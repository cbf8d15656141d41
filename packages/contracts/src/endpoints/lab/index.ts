/** Endpoint declarations of the laboratory (server/src/domains/lab; pages under /ops/lab): staff with the lab role only. */
import { endpoint } from '../define'
import * as s from '../persons/schemas'

const LAB = { staff: ['lab'] } as const

export const LAB_ENDPOINTS = {
  produceBatch: endpoint({ method: 'POST', path: '/proxy/ops/lab/batches', auth: LAB, summary: 'Produce a batch of kits (random serials with a check digit)', body: s.produceBatchBodySchema, response: s.produceBatchDataSchema, codes: [4006] }),
  batches: endpoint({ method: 'GET', path: '/proxy/ops/lab/batches', auth: LAB, summary: 'Kit batches, newest first', response: s.batchesDataSchema, codes: [] }),
  samples: endpoint({ method: 'GET', path: '/proxy/ops/lab/samples', auth: LAB, summary: 'The latest sample of every bound kit, optionally in one state', query: s.labSamplesQuerySchema, response: s.labSamplesDataSchema, codes: [] }),
  receive: endpoint({ method: 'POST', path: '/proxy/ops/lab/samples/:barcode/receive', auth: LAB, summary: 'The sample (or the one re-sent after a failed QC) arrived', params: s.barcodeParamsSchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  qc: endpoint({ method: 'POST', path: '/proxy/ops/lab/samples/:barcode/qc', auth: LAB, summary: 'DNA QC passed or failed (failed asks the person for a new sample)', params: s.barcodeParamsSchema, body: s.qcBodySchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  uploadGenotype: endpoint({ method: 'POST', path: '/proxy/ops/lab/samples/:barcode/genotype', auth: LAB, summary: 'Upload the chip\'s raw file (multipart, field file; stored encrypted) and queue the analysis', params: s.barcodeParamsSchema, file: 'file', response: s.sampleSummarySchema, codes: [2030, 4006], bodyLimit: s.RAW_FILE_BODY_LIMIT }),
  release: endpoint({ method: 'POST', path: '/proxy/ops/lab/samples/:barcode/release', auth: LAB, summary: 'Publish a report held for review (genetic sex differs from the declared one)', params: s.barcodeParamsSchema, body: s.releaseBodySchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  retry: endpoint({ method: 'POST', path: '/proxy/ops/lab/samples/:barcode/retry', auth: LAB, summary: 'Queue a failed analysis again', params: s.barcodeParamsSchema, response: s.sampleSummarySchema, codes: [2030, 4006] })
} as const

/** The endpoint groups this folder adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  lab: LAB_ENDPOINTS
} as const
