/** The research projects' tables (migrations/), added to the database's type by declaration merging. */
import type { Generated } from 'kysely'

export interface ResearchProjectsTable {
  id: Generated<number>
  /** who started it; null for a seeded 示例 project */
  user_id: number | null
  name: string
  /** surname | haplogroup */
  type: string
  surname: string | null
  haplogroup: string | null
  introduction: string
  demo: number
  created_at: number
}
export interface ResearchProjectMembersTable {
  id: Generated<number>
  project_id: number
  user_id: number
  person_id: number
  detection_id: number
  show_haplogroup: number
  show_place: number
  joined_at: number
}
export interface ResearchProjectPostsTable {
  id: Generated<number>
  project_id: number
  user_id: number | null
  /** announcement | discussion */
  kind: string
  title: string
  content: string
  created_at: number
}
export interface ResearchProjectCommentsTable {
  id: Generated<number>
  post_id: number
  user_id: number
  content: string
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    research_projects: ResearchProjectsTable
    research_project_members: ResearchProjectMembersTable
    research_project_posts: ResearchProjectPostsTable
    research_project_comments: ResearchProjectCommentsTable
  }
}
