/**
 * The demo results of sample mode (spec 4 "Sample (demo) mode"), one per non-chip test, marked
 * 示例 on every answer and page. They are the values a laboratory would enter, chosen to show
 * what each report looks like; they belong to nobody. No laboratory reference range or kit
 * cut-off is given (a made-up range would be a figure without a source): the pages then show the
 * cited cut-offs only.
 * Each one passes its definition's validation (test/nonchip).
 */
import type { NonChipType, NonChipValues } from '@xungen/contracts'
import { TUMOR_PANEL, CVD_PANEL } from '@xungen/contracts'

export const NONCHIP_DEMO_VALUES: Readonly<Record<NonChipType, NonChipValues>> = {
  HPV: { detectedTypes: ['52'], internalControl: 'valid' },
  HP: { method: 'ubt13c', result: 'negative' },
  AMH: { amh: 2.35, assay: '电化学发光法' },
  VADE: { vitaminD: 18.6, vitaminA: 1.52, vitaminE: 24.3 },
  S: { dnaResult: 'negative', markers: 'SDC2', fitResult: 'negative' },
  NGS: { genesTested: TUMOR_PANEL.map(g => g.gene), variants: [] },
  CVD: { genesTested: CVD_PANEL.map(g => g.gene), variants: [] }
}
