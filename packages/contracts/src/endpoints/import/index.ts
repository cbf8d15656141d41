/** Endpoint declarations of raw-data import (server/src/domains/import; spec 2.5 /import/chip, /import/yfull). */
import { endpoint } from '../define'
import * as s from '../persons/schemas'

export const IMPORT_ENDPOINTS = {
  chip: endpoint({ method: 'POST', path: '/proxy/import/chip', auth: 'user', summary: 'Import a raw file from another company with the person\'s info (multipart, field file); refusals are 4006 under file, nothing stored', query: s.importQuerySchema, file: 'file', response: s.importDataSchema, codes: [2030, 4006], bodyLimit: s.RAW_FILE_BODY_LIMIT }),
  yfull: endpoint({ method: 'POST', path: '/proxy/import/yfull', auth: 'user', summary: 'Y full-sequence import: the deepest Y haplogroup a chrY VCF or Y-SNP list supports (multipart, field file); refusals are 4006 under file, nothing stored', file: 'file', response: s.yfullDataSchema, codes: [4006], bodyLimit: s.RAW_FILE_BODY_LIMIT })
} as const

/** The endpoint groups this folder adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  import: IMPORT_ENDPOINTS
} as const
