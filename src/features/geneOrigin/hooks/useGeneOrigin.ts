/** Data of the gene-origin pages: the person chosen on the report (or ?barcode=) and the calls. */
import { GENE_ORIGIN, type GeneOriginLine } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'
import { parseLine } from '../model/geneOrigin'

/** the barcode, line and clade of the URL; the barcode falls back to the report's current person */
export function useOriginParams(): { barcode: string | null; line: GeneOriginLine; clade: string | null } {
  const p = useRouteParams()
  const barcode = useSelectedBarcode()
  return { barcode, line: parseLine(p.line), clade: p.clade || null }
}

const none = () => Promise.resolve(null)

export const useOriginSummary = (barcode: string | null) => useLoad(() => (barcode ? call(GENE_ORIGIN.summary, { params: { barcode } }) : none()), [barcode])
export const useMyOrigin = (barcode: string | null) => useLoad(() => (barcode ? call(GENE_ORIGIN.mine, { params: { barcode } }) : none()), [barcode])
export const useClade = (barcode: string | null, line: GeneOriginLine, clade: string | null) =>
  useLoad(() => (barcode && clade ? call(GENE_ORIGIN.clade, { params: { barcode }, query: { line, clade } }) : none()), [barcode, line, clade])
export const useCommonList = (barcode: string | null, line: GeneOriginLine) => useLoad(() => (barcode ? call(GENE_ORIGIN.commonList, { params: { barcode }, query: { line } }) : none()), [barcode, line])
export const useCommonOrigin = (barcode: string | null, line: GeneOriginLine, clade: string | null) =>
  useLoad(() => (barcode && clade ? call(GENE_ORIGIN.common, { params: { barcode }, query: { line, clade } }) : none()), [barcode, line, clade])
