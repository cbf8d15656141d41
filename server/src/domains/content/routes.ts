/**
 * Content (issue 26 item 2; CONTENT in @xungen/contracts/endpoints):
 *   GET  /proxy/content/documents?key=               a published document (everyone)
 *   GET  /proxy/ops/content/documents                staff: every document
 *   GET  /proxy/ops/content/document?key=            staff: draft, published text, history
 *   PUT  /proxy/ops/content/document/draft?key=      staff: save the draft
 *   POST /proxy/ops/content/document/publish?key=    staff: publish the draft as the next version (an agreement's next version)
 *   GET  /proxy/content/white-papers/:paper          a white paper's figures, from the knowledge base
 *   GET  /proxy/content/turnaround                   the laboratory's measured turnaround
 *   GET/POST /proxy/content/consult/bookings, DELETE …/:id   the account's genetic-counselling bookings
 *   GET  /proxy/content/activities/current           the current activity (spec 4)
 *   GET  /proxy/content/activities/:tag              an activity's state; pictures and share scene inside its window
 *   GET  /proxy/ops/content/activities, PUT …/:tag   staff: activities' windows, pictures, share scenes
 *   GET  /proxy/content/questionnaire/guide          the health questionnaire (public)
 *   GET/POST/DELETE /proxy/content/questionnaire/agreement, PUT …/answers   the account's agreement and answers
 */
import type { FastifyInstance } from 'fastify'
import { QUESTIONNAIRE_AGREEMENT_VERSION, QUESTIONNAIRE_GROUPS, QUESTIONNAIRE_GUIDE } from '@xungen/contracts'
import { CONSULT, CONTENT, CONTENT_ACTIVITIES, CONTENT_FACTS, QUESTIONNAIRE } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ContentActivities } from './activities'
import { ConsultBookings } from './consult'
import { ContentFacts } from './facts'
import { Questionnaires } from './questionnaire'
import { ContentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** the published documents (white papers and app information read them) */
    content: ContentService
    contentFacts: ContentFacts
  }
}

export default async function contentRoutes(app: FastifyInstance) {
  const service = new ContentService(app.db, app.clock)
  app.decorate('content', service)
  const facts = new ContentFacts(app.db, app.clock)
  app.decorate('contentFacts', facts)
  serve(app, CONTENT_FACTS.whitePaper, async r => facts.whitePaper(r.params.paper))
  serve(app, CONTENT_FACTS.turnaround, async () => facts.turnaround())
  const consult = new ConsultBookings(app.db, app.clock, text => app.accounts.antispam.checkText(text))
  serve(app, CONSULT.bookings, async r => consult.list(r.session.user.id))
  serve(app, CONSULT.book, async r => consult.book(r.session.user.id, r.body))
  serve(app, CONSULT.cancel, async r => consult.cancel(r.session.user.id, r.params.id))
  app.accounts.personalData.register({
    name: 'consult-bookings',
    delete: async ({ userId, db }) => void (await db.deleteFrom('consult_bookings').where('user_id', '=', userId).execute()),
    export: async userId => (await consult.list(userId)).list
  })
  const questionnaires = new Questionnaires(app.db, app.clock)
  serve(app, QUESTIONNAIRE.questionnaireGuide, async () => ({ ...QUESTIONNAIRE_GUIDE, intro: [...QUESTIONNAIRE_GUIDE.intro], agreement: [...QUESTIONNAIRE_GUIDE.agreement], version: QUESTIONNAIRE_AGREEMENT_VERSION, groups: QUESTIONNAIRE_GROUPS.map(g => ({ ...g, questions: g.questions.map(q => ({ ...q, options: q.options ? [...q.options] : undefined })) })) }))
  serve(app, QUESTIONNAIRE.questionnaireAgreement, async r => questionnaires.state(r.session.user.id))
  serve(app, QUESTIONNAIRE.questionnaireAgree, async r => questionnaires.agree(r.session.user.id, r.body))
  serve(app, QUESTIONNAIRE.questionnaireWithdraw, async r => questionnaires.withdraw(r.session.user.id))
  serve(app, QUESTIONNAIRE.questionnaireAnswer, async r => questionnaires.answer(r.session.user.id, r.body))
  // health answers are the account's own: in its data export, deleted with it
  app.accounts.personalData.register({
    name: 'questionnaire',
    delete: async ({ userId, db }) => void (await db.deleteFrom('questionnaire_answers').where('user_id', '=', userId).execute()),
    export: async (userId, db) => questionnaires.state(userId, db)
  })
  const activities = new ContentActivities(app.db, app.clock)
  // the static routes before the parameter: /current is not a tag
  serve(app, CONTENT_ACTIVITIES.activitiesCurrent, async () => activities.current())
  serve(app, CONTENT_ACTIVITIES.activity, async r => activities.byTag(r.params.tag))
  serve(app, CONTENT_ACTIVITIES.opsActivities, async () => activities.list())
  serve(app, CONTENT_ACTIVITIES.opsSaveActivity, async r => activities.save(r.session.user.id, r.params.tag, r.body))
  serve(app, CONTENT.published, async r => service.published(r.query.key))
  serve(app, CONTENT.opsList, async () => service.list())
  serve(app, CONTENT.opsDocument, async r => service.document(r.query.key))
  serve(app, CONTENT.opsSaveDraft, async r => service.saveDraft(r.session.user.id, r.query.key, r.body))
  serve(app, CONTENT.opsPublish, async r => service.publish(r.session.user.id, r.query.key, r.body.expectedUpdatedAt, r.body.renewConsent ?? true))
  // the consent domain's agreement versions include those published here
  app.consent.usePublishedVersions(() => service.agreementVersions())
}
