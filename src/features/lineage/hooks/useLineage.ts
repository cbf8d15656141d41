/** Data of the Y tree, clan, surname and 寻根登记 pages: each page's call, through its declaration. */
import { LINEAGE, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed, useSession } from '@/stores/session'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'

export const useYtreeInfo = () => useQuery(['lineage', 'ytreeInfo'], () => call(LINEAGE.ytreeInfo))
export const useYtreeNode = (id: string) => useQuery(['lineage', 'ytreeNode', id], () => call(LINEAGE.ytreeNode, { params: { id } }))
export const useYtreeBranch = (id: string, page: number) => useQuery(['lineage', 'ytreeBranch', id, page], () => call(LINEAGE.ytreeBranch, { params: { id }, query: { page, size: 30 } }))
export const useYtreeSnps = (id: string, page: number) => useQuery(['lineage', 'ytreeSnps', id, page], () => call(LINEAGE.ytreeSnps, { params: { id }, query: { page, size: 20 } }))
export const useYtreeSearch = (keyword: string) =>
  useQuery(['lineage', 'ytreeSearch', keyword], () => (keyword.trim() ? call(LINEAGE.ytreeSearch, { query: { keyword: keyword.trim() } }) : Promise.resolve(null)))

/**
 * The barcode the clan pages are for: the URL's, else the report's current one, else the signed-in
 * user's first own detection with a report. Null for a visitor or an account without one.
 */
export function useClanBarcode() {
  const given = useRouteParams().barcode ?? null
  const current = useSelectedBarcode()
  const token = useSession(s => s.token)
  return useLoad(async () => {
    if (given) return given
    if (!isAuthed()) return null
    if (current) return current
    // an account without a report of its own gets the demo list (sample mode), which has no clan
    const { sample, list } = await call(REPORT_ENDPOINTS.detectionProductInfos)
    return sample ? null : list.find(d => d.hasReport && !d.isShare)?.barcode ?? null
  }, [given, current, token])
}

export const useClanRelations = (barcode: string, page: number) => useQuery(['lineage', 'clanRelations', barcode, page], () => call(LINEAGE.clanRelations, { query: { barcode, page, size: 10 } }))
export const useClanMember = (barcode: string, personId: number) => useQuery(['lineage', 'clanMember', barcode, personId], () => call(LINEAGE.clanMember, { params: { personId }, query: { barcode } }))
export const useBranchPeople = (id: string, barcode: string, page: number) => useQuery(['lineage', 'branchPeople', id, barcode, page], () => call(LINEAGE.ytreePeople, { params: { id }, query: { barcode, page, size: 10 } }))

export const useSurnames = (page: number, keyword: string) =>
  useQuery(['lineage', 'surnames', page, keyword], () => call(LINEAGE.surnames, { query: { page, size: 30, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) } }))
export const useSurname = (id: number) => useQuery(['lineage', 'surname', id], () => call(LINEAGE.surname, { params: { id } }))
export const useSurnameDistribution = (surname: string, provinceCode?: string) =>
  useQuery(['lineage', 'surnameDistribution', surname, provinceCode], () => call(LINEAGE.surnameDistribution, { query: { surname, ...(provinceCode ? { provinceCode } : {}) } }))
export const useSurnameHaplogroups = (surname: string) => useQuery(['lineage', 'surnameHaplogroups', surname], () => call(LINEAGE.surnameHaplogroups, { query: { surname } }))
export const useSurnameGeneFamilies = (surname: string) => useQuery(['lineage', 'surnameGeneFamilies', surname], () => call(LINEAGE.surnameGeneFamilies, { query: { surname } }))

export const useLeads = () => {
  const token = useSession(s => s.token)
  return useLoad(() => (isAuthed() ? call(LINEAGE.leads) : Promise.resolve(null)), [token])
}
export const useLead = (id: number) => useQuery(['lineage', 'lead', id], () => call(LINEAGE.lead, { params: { id } }))

/** loads again when the person comes back to the page (after writing a remark or a registration) */
export { useReloadOnReturn } from '@/hooks/useReloadOnReturn'
