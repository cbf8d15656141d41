/** spec 3.11-3.12: family trees, self-built families and research projects. */

/** spec 3.11: family-tree list item */
export interface FamilyTreeListItem {
  id: number
  share: boolean
  name: string
  personInfo: { treeId: number; id: number }
  isSelected: boolean
}

/** spec 3.11: Person in a tree */
export interface FamilyTreePerson {
  personId: number
  treeId: number
  relationType: string
  generation: number
}

/** spec 3.11: Tree data */
export interface FamilyTree {
  id: number
  familyNodes: FamilyTreePerson[]
  masterNodeId: number
  preMasterNodeId?: number
  lastModified: string
}

/** spec 3.11: photo album query */
export interface PhotoAlbumQuery {
  personId: number
  baseId?: number
  count?: number
  resize?: string
  refreshMode?: number
  containBaseId?: boolean
  baseIds?: number[]
}

/** spec 3.11: file resources */
export interface FileResources {
  sourceType: string
  fileResources: Array<{ url: string; name?: string }>
  type: string
}

/** spec 3.11: tree comment; createType defaults to USER */
export interface TreeComment {
  id?: number
  comment: string
  haplogroup?: string
  status?: number
  createType: 'USER' | string
}

/** spec 3.12: self-built family */
export interface SelfBuiltFamily {
  id: number
  person_id: number
  tags: string[]
  images: Array<{ url: string }>
  materials: unknown[]
  ancestors: unknown[]
  celebrities: unknown[]
  historyLines: unknown[]
}

/** spec 3.12: family filter; sortType defaults to UPDATE_DATE_DESC */
export interface FamilyFilter {
  hasGenerationName?: boolean
  hasGenealogies?: boolean
  hasAncestor?: boolean
  hasHaplogroup?: boolean
  sortType: string
  researching?: boolean
  hasCelebrity?: boolean
}

/** spec 3.12: research project comments query */
export interface ProjectCommentQuery {
  related_id: number
  sort?: string
  page: number
  size: number
}

/** spec 3.12: clan relation query */
export interface ClanRelationQuery {
  barcode: string
  showFullName?: boolean
  openClanRelation?: boolean
  dpId?: number
  remark?: string
  /** spec 9: default 16500 */
  max_clan_year?: number
  /** spec 9: default COMMON_ANCESTOR_YEAR_ASC */
  sort_type?: string
}

/** spec 3.12: family claim; status is edited per family clue (spec 4: confirm or exclude) */
export interface FamilyClaim {
  familyTraceId: number
  familyTraceName: string
  barcode: string
  status: 'confirm' | 'exclude' | string
}

/** spec 3.12: lead info */
export interface LeadInfo {
  surname: string
  residence?: string
  birthPlace?: string
  options?: string[]
}

/** spec 3.12: research project */
export interface ResearchProject {
  id: number
  members: Array<{ userId: number; name: string; avatar?: string }>
  announcements: Array<{ id: number; title: string; content: string; date: string }>
  comments: Array<{ id: number; content: string; date: string; user: { id: number; name: string } }>
}
