/** The content domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as content from './2026_11_29_0120_content'
import * as consultBookings from './2026_11_29_0205_consult_bookings'
import * as agreementVersions from './2026_11_29_0430_agreement_versions'
import * as contentActivities from './2026_11_29_0510_content_activities'
import * as questionnaire from './2026_11_29_0530_questionnaire'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0120_content': content,
  '2026_11_29_0205_consult_bookings': consultBookings,
  '2026_11_29_0430_agreement_versions': agreementVersions,
  '2026_11_29_0510_content_activities': contentActivities,
  '2026_11_29_0530_questionnaire': questionnaire
}
