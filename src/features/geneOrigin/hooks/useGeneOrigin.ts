/** Data of the gene-origin pages: the person chosen on the report (or ?barcode=) and the calls. */
import { GENE_ORIGIN, type GeneOriginLine } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
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

export const useOriginSummary = (barcode: string | null) => useQuery(['geneOrigin', 'originSummary', barcode], () => (barcode ? call(GENE_ORIGIN.summary, { params: { barcode } }) : none()))
export const useMyOrigin = (barcode: string | null) => useQuery(['geneOrigin', 'myOrigin', barcode], () => (barcode ? call(GENE_ORIGIN.mine, { params: { barcode } }) : none()))
export const useClade = (barcode: string | null, line: GeneOriginLine, clade: string | null) =>
  useQuery(['geneOrigin', 'clade', barcode, line, clade], () => (barcode && clade ? call(GENE_ORIGIN.clade, { params: { barcode }, query: { line, clade } }) : none()))
export const useCommonList = (barcode: string | null, line: GeneOriginLine) => useQuery(['geneOrigin', 'commonList', barcode, line], () => (barcode ? call(GENE_ORIGIN.commonList, { params: { barcode }, query: { line } }) : none()))
export const useCommonOrigin = (barcode: string | null, line: GeneOriginLine, clade: string | null) =>
  useQuery(['geneOrigin', 'commonOrigin', barcode, line, clade], () => (barcode && clade ? call(GENE_ORIGIN.common, { params: { barcode }, query: { line, clade } }) : none()))
