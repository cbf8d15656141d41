/** Data of the family-tree pages: each page's call, through its declaration (contracts FAMILY_TREE). */
import { FAMILY_TREE } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'

export const useTreeList = () => useQuery(['familyTree', 'list'], () => call(FAMILY_TREE.allOfMine))
export const useTreeData = (id: number, browse: boolean) =>
  useQuery(['familyTree', 'tree', id, browse], () => (browse ? call(FAMILY_TREE.browse, { params: { id } }) : call(FAMILY_TREE.tree, { params: { id } })))
export const useTreePerson = (id: number, personId: number) => useQuery(['familyTree', 'person', id, personId], () => call(FAMILY_TREE.person, { params: { id, personId } }))
export const useTreeMembers = (id: number) => useQuery(['familyTree', 'members', id], () => call(FAMILY_TREE.members, { params: { id } }))
