/**
 * Agreements accepted (issue 12): which version of which agreement each account accepted and
 * when. An acceptance must name the current version (the person read the text the server
 * serves now); a new version leaves the sign-in documents pending until accepted again, which the
 * client asks for at the next sign-in. Research use and the sensitive-information consent may be
 * withdrawn; the withdrawal is recorded on the acceptance, which stays as the record.
 */
import type { Kysely } from 'kysely'
import {
  AGREEMENTS,
  AGREEMENT_DOCUMENTS,
  CONSENT_MESSAGES,
  SIGNIN_AGREEMENT_DOCUMENTS,
  type AgreementDocument,
  type AgreementsData
} from '@xungen/contracts'
import type { CONSENT, EndpointBody } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { argError } from '../../errors'

export class ConsentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  /** The latest standing (not withdrawn) acceptance of each document. */
  private async latest(userId: number): Promise<Map<string, { version: string; accepted_at: number }>> {
    const rows = await this.db
      .selectFrom('consent_acceptances')
      .select(['document', 'version', 'accepted_at', 'withdrawn_at'])
      .where('user_id', '=', userId)
      .orderBy('accepted_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
    const latest = new Map<string, { version: string; accepted_at: number }>()
    for (const row of rows) {
      if (row.withdrawn_at === null) latest.set(row.document, { version: row.version, accepted_at: Number(row.accepted_at) })
      else latest.delete(row.document)
    }
    return latest
  }

  /** whether the account stands by the current version of a document (binding and import need 'sensitive': genetic data, PIPL art. 29) */
  async accepted(userId: number, document: AgreementDocument): Promise<boolean> {
    return (await this.latest(userId)).get(document)?.version === AGREEMENTS[document].version
  }

  async status(userId: number): Promise<AgreementsData> {
    const latest = await this.latest(userId)
    const list = AGREEMENT_DOCUMENTS.map(document => {
      const info = AGREEMENTS[document]
      const accepted = latest.get(document)
      return { document, title: info.title, version: info.version, path: info.path, acceptedVersion: accepted?.version ?? null, acceptedAt: accepted?.accepted_at ?? null }
    })
    return { list, pending: SIGNIN_AGREEMENT_DOCUMENTS.filter(d => latest.get(d)?.version !== AGREEMENTS[d].version) }
  }

  async accept(userId: number, body: EndpointBody<typeof CONSENT.accept>): Promise<AgreementsData> {
    for (const [i, item] of body.accepted.entries()) {
      const info = AGREEMENTS[item.document]
      if (item.version !== info.version) throw argError(`accepted[${i}].version`, CONSENT_MESSAGES.outdated(info.title))
    }
    const now = this.clock()
    const latest = await this.latest(userId)
    const fresh = body.accepted.filter((item, i) => latest.get(item.document)?.version !== item.version && body.accepted.findIndex(o => o.document === item.document) === i)
    if (fresh.length) {
      await this.db
        .insertInto('consent_acceptances')
        .values(fresh.map(item => ({ user_id: userId, document: item.document, version: item.version, accepted_at: now, withdrawn_at: null })))
        .execute()
    }
    return this.status(userId)
  }

  async withdraw(userId: number, document: AgreementDocument): Promise<AgreementsData> {
    const info = AGREEMENTS[document]
    if (!info.withdrawable) throw argError('document', CONSENT_MESSAGES.notWithdrawable(info.title))
    await this.db.updateTable('consent_acceptances').set({ withdrawn_at: this.clock() }).where('user_id', '=', userId).where('document', '=', document).where('withdrawn_at', 'is', null).execute()
    return this.status(userId)
  }
}
