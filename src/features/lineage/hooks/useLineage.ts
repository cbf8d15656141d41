/** Data of the Y tree, clan, surname and 寻根登记 pages: each page's call, through its declaration. */
import { useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { LINEAGE, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed, useSession } from '@/stores/session'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'

export const useYtreeInfo = () => useLoad(() => call(LINEAGE.ytreeInfo), [])
export const useYtreeNode = (id: string) => useLoad(() => call(LINEAGE.ytreeNode, { params: { id } }), [id])
export const useYtreeBranch = (id: string, page: number) => useLoad(() => call(LINEAGE.ytreeBranch, { params: { id }, query: { page, size: 30 } }), [id, page])
export const useYtreeSnps = (id: string, page: number) => useLoad(() => call(LINEAGE.ytreeSnps, { params: { id }, query: { page, size: 20 } }), [id, page])
export const useYtreeSearch = (keyword: string) =>
  useLoad(() => (keyword.trim() ? call(LINEAGE.ytreeSearch, { query: { keyword: keyword.trim() } }) : Promise.resolve(null)), [keyword])

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

export const useClanRelations = (barcode: string, page: number) => useLoad(() => call(LINEAGE.clanRelations, { query: { barcode, page, size: 10 } }), [barcode, page])
export const useClanMember = (barcode: string, personId: number) => useLoad(() => call(LINEAGE.clanMember, { params: { personId }, query: { barcode } }), [barcode, personId])
export const useBranchPeople = (id: string, barcode: string, page: number) => useLoad(() => call(LINEAGE.ytreePeople, { params: { id }, query: { barcode, page, size: 10 } }), [id, barcode, page])

export const useSurnames = (page: number, keyword: string) =>
  useLoad(() => call(LINEAGE.surnames, { query: { page, size: 30, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) } }), [page, keyword])
export const useSurname = (id: number) => useLoad(() => call(LINEAGE.surname, { params: { id } }), [id])
export const useSurnameDistribution = (surname: string, provinceCode?: string) =>
  useLoad(() => call(LINEAGE.surnameDistribution, { query: { surname, ...(provinceCode ? { provinceCode } : {}) } }), [surname, provinceCode])
export const useSurnameHaplogroups = (surname: string) => useLoad(() => call(LINEAGE.surnameHaplogroups, { query: { surname } }), [surname])
export const useSurnameGeneFamilies = (surname: string) => useLoad(() => call(LINEAGE.surnameGeneFamilies, { query: { surname } }), [surname])

export const useLeads = () => {
  const token = useSession(s => s.token)
  return useLoad(() => (isAuthed() ? call(LINEAGE.leads) : Promise.resolve(null)), [token])
}
export const useLead = (id: number) => useLoad(() => call(LINEAGE.lead, { params: { id } }), [id])

/**
 * loads again when the person comes back to the page (after writing a remark or a registration):
 * on a show that follows a hide, never on the first one (the component may mount after it)
 */
export function useReloadOnReturn(reload: () => void) {
  const hidden = useRef(false)
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    reload()
  })
}
