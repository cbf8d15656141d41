/**
 * The health questionnaire (issue 26 item 8; rules in @xungen/contracts content/questionnaire):
 * an account agrees to the questionnaire agreement in its current version (spec 9: 2), then saves
 * its answers (checked against the questions). Withdrawing the agreement deletes the answers.
 * Health information is the account's own: exported with the account's data and deleted with it.
 */
import type { Kysely } from 'kysely'
import {
  QUESTIONNAIRE_AGREEMENT_VERSION,
  QUESTIONNAIRE_MESSAGES,
  questionnaireAnswersProblem,
  type QuestionnaireAnswers,
  type QuestionnaireState
} from '@xungen/contracts'
import type { Database } from '../../db'
import { argError } from '../../errors'
import './tables'

export class Questionnaires {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async state(userId: number, db: Kysely<Database> = this.db): Promise<QuestionnaireState> {
    const row = await db.selectFrom('questionnaire_answers').selectAll().where('user_id', '=', userId).executeTakeFirst()
    if (!row) return { agreedVersion: null, answers: null, updatedAt: null }
    return { agreedVersion: row.agreed_version, answers: row.answers ? (JSON.parse(row.answers) as QuestionnaireAnswers) : null, updatedAt: Number(row.updated_at) }
  }

  private checkAgreement(agree: boolean, version: number): void {
    if (!agree) throw argError('agree', QUESTIONNAIRE_MESSAGES.agree)
    if (version !== QUESTIONNAIRE_AGREEMENT_VERSION) throw argError('version', QUESTIONNAIRE_MESSAGES.version)
  }

  async agree(userId: number, input: { agree: boolean; version: number }): Promise<QuestionnaireState> {
    this.checkAgreement(input.agree, input.version)
    const now = this.clock()
    await this.db
      .insertInto('questionnaire_answers')
      .values({ user_id: userId, agreed_version: input.version, agreed_at: now, answers: null, updated_at: now })
      .onConflict(oc => oc.column('user_id').doUpdateSet({ agreed_version: input.version, agreed_at: now }))
      .execute()
    return this.state(userId)
  }

  /** spec 3.14: answer, agree, version */
  async answer(userId: number, input: { answer: QuestionnaireAnswers; agree: boolean; version: number }): Promise<QuestionnaireState> {
    this.checkAgreement(input.agree, input.version)
    const problem = questionnaireAnswersProblem(input.answer)
    if (problem) throw argError('answer', problem)
    const now = this.clock()
    const answers = JSON.stringify(input.answer)
    await this.db
      .insertInto('questionnaire_answers')
      .values({ user_id: userId, agreed_version: input.version, agreed_at: now, answers, updated_at: now })
      .onConflict(oc => oc.column('user_id').doUpdateSet({ agreed_version: input.version, answers, updated_at: now }))
      .execute()
    return this.state(userId)
  }

  /** withdrawing the agreement deletes the answers with it */
  async withdraw(userId: number): Promise<QuestionnaireState> {
    await this.db.deleteFrom('questionnaire_answers').where('user_id', '=', userId).execute()
    return this.state(userId)
  }
}
