/** The content tables (migration 2026_11_29_0120_content), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface ContentDocumentsTable {
  id: Generated<number>
  key: string
  kind: string
  /** the draft waiting to be published (null: none) */
  draft_title: string | null
  draft_body: string | null
  draft_updated_by: number | null
  /** the newest published version (null: never published) */
  published_version: number | null
  created_at: number
  /** every save and publish moves it: a save or publish against an older one is stale */
  updated_at: number
}

export interface ContentVersionsTable {
  id: Generated<number>
  document_id: number
  version: number
  title: string
  body: string
  /** the body rendered and sanitised once, at publication */
  html: string
  published_at: number
  published_by: number
  /** an agreement's version (YYYY-MM-DD.N; migration 2026_11_29_0430_agreement_versions), null for other kinds */
  agreement_version: string | null
  /** an agreement version that asks again (1) or a correction that does not (0); null for other kinds */
  renew_consent: number | null
}

export interface ConsultBookingsTable {
  id: Generated<number>
  user_id: number
  /** China date YYYY-MM-DD */
  day: string
  period: string
  topic: string
  status: string
  created_at: number
  cancelled_at: number | null
}

export interface ContentActivitiesTable {
  id: Generated<number>
  tag: string
  title: string
  start_at: number
  end_at: number
  /** JSON [{url, alt}], exactly three (spec 5) */
  pictures: string
  share_title: string
  share_description: string
  updated_by: number
  updated_at: number
}

export interface QuestionnaireAnswersTable {
  user_id: number
  agreed_version: number
  agreed_at: number
  /** JSON {questionId: option | options | text}; null until answered */
  answers: string | null
  updated_at: number
}

declare module '../../db/schema' {
  interface Database {
    questionnaire_answers: QuestionnaireAnswersTable
    content_activities: ContentActivitiesTable
    consult_bookings: ConsultBookingsTable
    content_documents: ContentDocumentsTable
    content_versions: ContentVersionsTable
  }
}
