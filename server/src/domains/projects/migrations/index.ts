/** The research projects domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as researchProjects from './2026_11_29_0430_research_projects'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0430_research_projects': researchProjects
}
