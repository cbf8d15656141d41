/**
 * Agreements accepted (issue 12): which version of which agreement each account accepted and
 * when. An acceptance must name the current version (the person read the text the server
 * serves now). The versions are the content files' and those staff publish in /ops/content
 * (issue 26 item 1); a new version that asks again leaves the sign-in documents (and a binding
 * consent the account gave) pending until accepted again, which the client asks at the next visit;
 * a correction published without asking again leaves earlier acceptances standing. Research use and the sensitive-information consent may be
 * withdrawn; the withdrawal is recorded on the acceptance, which stays as the record.
 */
import type { Kysely } from 'kysely'
import {
  AGREEMENTS,
  AGREEMENT_DOCUMENTS,
  CONSENT_MESSAGES,
  acceptanceStands,
  agreementVersionsInForce,
  type AgreementDocument,
  type AgreementVersionInfo,
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

  /** where the versions staff publish come from (the content domain, issue 26 item 1); none until it says */
  private publishedVersions: () => Promise<ReadonlyMap<AgreementDocument, readonly AgreementVersionInfo[]>> = async () => new Map()

  usePublishedVersions(source: () => Promise<ReadonlyMap<AgreementDocument, readonly AgreementVersionInfo[]>>): void {
    this.publishedVersions = source
  }

  /** each document's version in force and the oldest version an acceptance must name to stand */
  private async inForce(): Promise<Map<AgreementDocument, ReturnType<typeof agreementVersionsInForce>>> {
    const published = await this.publishedVersions()
    return new Map(
      AGREEMENT_DOCUMENTS.map(d => [d, agreementVersionsInForce({ version: AGREEMENTS[d].version, title: AGREEMENTS[d].title, renewConsent: true }, published.get(d) ?? [])])
    )
  }

  /** whether the account stands by a version of a document still in force (binding and import need 'sensitive': genetic data, PIPL art. 29) */
  async accepted(userId: number, document: AgreementDocument): Promise<boolean> {
    const [latest, inForce] = await Promise.all([this.latest(userId), this.inForce()])
    return acceptanceStands(latest.get(document)?.version ?? null, inForce.get(document)!.required)
  }

  async status(userId: number): Promise<AgreementsData> {
    const [latest, inForce] = await Promise.all([this.latest(userId), this.inForce()])
    const list = AGREEMENT_DOCUMENTS.map(document => {
      const info = AGREEMENTS[document]
      const { current, required } = inForce.get(document)!
      const accepted = latest.get(document)
      const acceptedCurrent = acceptanceStands(accepted?.version ?? null, required)
      return { document, title: current.title, version: current.version, path: info.path, acceptedVersion: accepted?.version ?? null, acceptedAt: accepted?.accepted_at ?? null, acceptedCurrent }
    })
    // asked at the next visit: the sign-in documents, and a binding consent given for a version
    // replaced by one that asks again (a consent never given, or withdrawn, is asked when binding)
    const pending = list.filter(s => !s.acceptedCurrent && (AGREEMENTS[s.document].stage === 'signin' || (AGREEMENTS[s.document].stage === 'bind' && s.acceptedVersion !== null))).map(s => s.document)
    return { list, pending }
  }

  async accept(userId: number, body: EndpointBody<typeof CONSENT.accept>): Promise<AgreementsData> {
    const inForce = await this.inForce()
    for (const [i, item] of body.accepted.entries()) {
      const { current } = inForce.get(item.document)!
      if (item.version !== current.version) throw argError(`accepted[${i}].version`, CONSENT_MESSAGES.outdated(current.title))
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
