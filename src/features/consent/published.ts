/**
 * Agreement versions staff published in /ops/content (issue 26 item 1): the version in force of an
 * accepted agreement is the content file's, or a newer one published as `agreement/<document>`.
 * The pages show the newer text when there is one; what a person accepts is the version the
 * server names as current (GET /proxy/user/agreements), never one the page assumes.
 */
import { AGREEMENTS, CODES, compareAgreementVersions, type AgreementDocument, type PublishedContent } from '@xungen/contracts'
import { CONSENT, CONTENT } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'

export const agreementContentKey = (document: AgreementDocument) => `agreement/${document}`

/** the published version of an agreement when it is newer than the content file's, else null */
export async function newerPublishedAgreement(document: AgreementDocument): Promise<PublishedContent | null> {
  try {
    const doc = await call(CONTENT.published, { query: { key: agreementContentKey(document) } })
    return doc.agreementVersion && compareAgreementVersions(doc.agreementVersion, AGREEMENTS[document].version) > 0 ? doc : null
  } catch (e) {
    if (e instanceof ApiError && e.code === CODES.NOT_FOUND) return null
    throw e
  }
}

/** the same through the query cache (['content', 'published', key], which /ops/content refreshes on publishing) */
export function usePublishedAgreement(document: AgreementDocument | undefined) {
  return useQuery(['content', 'published', document ? agreementContentKey(document) : null, 'agreement'], () => (document ? newerPublishedAgreement(document) : Promise.resolve(null)))
}

/**
 * records the acceptance of the versions in force of these documents: the content files' versions
 * (one request when no newer version was published), else, when the server names a newer one in
 * force, that one (the pages show it)
 */
export async function acceptCurrentVersions(documents: readonly AgreementDocument[]) {
  try {
    return await call(CONSENT.accept, { body: { accepted: documents.map(document => ({ document, version: AGREEMENTS[document].version })) } })
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== CODES.ARG_ERROR) throw e
    const status = await call(CONSENT.agreements)
    const accepted = documents.map(document => ({ document, version: status.list.find(s => s.document === document)?.version ?? AGREEMENTS[document].version }))
    return call(CONSENT.accept, { body: { accepted } })
  }
}
