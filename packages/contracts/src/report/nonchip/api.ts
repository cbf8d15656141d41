/**
 * Calls of the non-chip tests (issue 15 item 3). The laboratory enters a sample's structured
 * result (validated against its product type's definition), then publishes it; the owner (or a
 * share-link visitor of that report) reads it with its interpretation; sample mode answers the
 * demo result of a type, marked 示例. The NGS risk test stores a person's family-history answers.
 */
export const NONCHIP_API = {
  /** GET → {barcode, productType, status: 'none' | 'draft' | 'published', values, updatedAt, publishedAt} (lab) */
  labResult: { method: 'GET', path: '/proxy/ops/lab/samples/:barcode/results', auth: 'lab' },
  /** PUT {values} → the saved draft; 4006 with the field and its Chinese message when a value is wrong (lab) */
  labSaveResult: { method: 'PUT', path: '/proxy/ops/lab/samples/:barcode/results', auth: 'lab' },
  /** POST → the sample (published): the saved result becomes the report (lab) */
  labPublishResult: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/results/publish', auth: 'lab' },
  /** GET type? → the published result of a barcode with its interpretation; SAMPLE (or sample mode) → the demo of `type`, 示例 */
  result: { method: 'GET', path: '/proxy/report/nonchip/:barcode', auth: 'sample' },
  /** POST answers → {id, flags, advice, createdAt} the NGS risk test's family-history intake */
  riskIntakeSave: { method: 'POST', path: '/proxy/report/ngs/risk-test', auth: 'user' },
  /** GET → {intake: … | null} the caller's latest intake */
  riskIntakeLatest: { method: 'GET', path: '/proxy/report/ngs/risk-test/latest', auth: 'user' }
} as const
