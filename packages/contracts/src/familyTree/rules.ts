/**
 * Rules of the family tree both sides test (spec 4 "Family tree", issue 24 items 1 and 3).
 */

/** the current tree's id is kept this many days (spec 9: family-tree current-id cookies 180 days) */
export const CURRENT_TREE_DAYS = 180
export const CURRENT_TREE_STORAGE_KEY = 'familyTreeCurrentId'

/** limits of one account and one tree (a GEDCOM file past them is refused whole, with these words) */
export const TREES_PER_USER_MAX = 20
export const TREE_PERSONS_MAX = 20_000
export const TREE_EDITORS_MAX = 20
/** a GEDCOM upload's size cap: royal92.ged (3,010 persons) is 0.5 MB */
export const GEDCOM_MAX_BYTES = 20 * 1024 * 1024
export const TREE_NAME_MAX = 40
export const PERSON_NAME_PART_MAX = 60
export const TREE_NOTE_MAX = 4000
export const TREE_PLACE_MAX = 200

export interface TreeListItem {
  id: number
  /** true when another account owns the tree and shared it with this one */
  share: boolean
}

/**
 * Spec 4: after the list loads the selected tree is the one matching the stored current id, else
 * the first non-shared tree, else the first; an empty list selects none (the stored id is reset).
 */
export function pickCurrentTree<T extends TreeListItem>(list: readonly T[], storedId: number | null | undefined): T | null {
  if (!list.length) return null
  return list.find(t => t.id === storedId) ?? list.find(t => !t.share) ?? list[0]
}

/** 字辈 is one or two characters of a name (the generation character); empty is none */
export function generationNameProblem(value: string | undefined): string | null {
  const v = (value ?? '').trim()
  if (!v) return null
  return [...v].length > 4 ? '字辈最多 4 个字' : null
}
