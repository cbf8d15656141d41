/** Data of the family pages: each page's call, through its declaration (contracts FAMILIES). */
import { FAMILIES, FAMILY_TREE } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { filterQuery, type LibraryFilter } from '../model/families'

export const useLibrary = (f: LibraryFilter) => useQuery(['families', 'library', JSON.stringify(f)], () => call(FAMILIES.library, { query: filterQuery(f) }))
export const useFamily = (id: number) => useQuery(['families', 'family', id, isAuthed()], () => call(FAMILIES.family, { params: { id } }))
export const useMine = () => useQuery(['families', 'mine'], () => call(FAMILIES.mine))
export const useSelfBuilt = () => useQuery(['families', 'selfBuilt'], () => call(FAMILIES.selfBuilt))
export const useClaimed = () => useQuery(['families', 'claimed'], () => call(FAMILIES.claimed))
export const useClues = (barcode: string) => useQuery(['families', 'clues', barcode], () => call(FAMILIES.clues, { query: { barcode } }))
export const useGenealogies = (page: number, familyId?: number) =>
  useQuery(['families', 'genealogies', page, familyId ?? 0], () => call(FAMILIES.genealogies, { query: familyId ? { page, familyId } : { page } }))
export const useGenealogy = (id: number) => useQuery(['families', 'genealogy', id], () => call(FAMILIES.genealogy, { params: { id } }))
export const useAncestors = (page: number) => useQuery(['families', 'ancestors', page], () => call(FAMILIES.ancestors, { query: { page } }))
export const useAncestor = (id: number) => useQuery(['families', 'ancestor', id], () => call(FAMILIES.ancestor, { params: { id } }))
export const useReviewQueue = () => useQuery(['families', 'reviewQueue'], () => call(FAMILIES.reviewQueue))
export const useMyTrees = () => useQuery(['families', 'trees'], () => call(FAMILY_TREE.allOfMine))
export const useTree = (id: number) => useQuery(['families', 'tree', id], () => call(FAMILY_TREE.tree, { params: { id } }))
