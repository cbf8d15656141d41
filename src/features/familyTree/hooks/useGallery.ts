/** Data of the family tree's gallery pages, through their declarations (contracts FAMILY_TREE_GALLERY). */
import type { CommentTarget, GalleryKind } from '@xungen/contracts'
import { FAMILY_TREE_GALLERY as G } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'

/** personId 0: the whole tree */
export const useMedia = (treeId: number, kind: GalleryKind, personId: number, page: number) =>
  useQuery(['familyTree', 'media', treeId, kind, personId, page], () =>
    call(G.media, { params: { id: treeId }, query: personId ? { kind, personId, page } : { kind, page } })
  )
export const useStories = (treeId: number, personId: number, page: number) =>
  useQuery(['familyTree', 'stories', treeId, personId, page], () => call(G.stories, { params: { id: treeId }, query: personId ? { personId, page } : { page } }))
export const useComments = (treeId: number, target: CommentTarget, targetId: number, page: number) =>
  useQuery(['familyTree', 'comments', treeId, target, targetId, page], () => call(G.comments, { params: { id: treeId }, query: { target, targetId, page } }))
