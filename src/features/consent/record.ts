/**
 * Recording the agreements the person ticked (issue 12): the sign-in and sign-up forms note what
 * was shown when the box was ticked; once the server has issued the session, startSession()
 * records the product's own documents among them with the versions the pages show (the server's
 * versions in force: a version staff published in /ops is shown by the page too). The server
 * refuses an outdated version, so what is recorded is what was read.
 */
import { AGREEMENTS, SIGNIN_AGREEMENT_DOCUMENTS, agreementDocumentAt, type AgreementDocument } from '@xungen/contracts'
import { readStored, writeStored } from '@/platform/storage'
import { acceptCurrentVersions } from './published'

let ticked: AgreementDocument[] = []

/** storage key: the sign-in documents (with versions) this device's person ticked the box for */
const ACCEPTED_ON_DEVICE = 'agreementsAccepted'

/** The box was ticked with these links shown (their urls name the documents). */
export function noteAgreementsTicked(agreements: ReadonlyArray<{ url: string }>): void {
  const documents = agreements.map(a => agreementDocumentAt(a.url)).filter((d): d is AgreementDocument => d !== null && AGREEMENTS[d].stage === 'signin')
  ticked = [...new Set(documents)]
  const accepted = { ...(readStored<Record<string, string>>(ACCEPTED_ON_DEVICE) ?? {}) }
  for (const d of ticked) accepted[d] = AGREEMENTS[d].version
  writeStored(ACCEPTED_ON_DEVICE, accepted, null)
}

/**
 * Whether the person on this device has ticked every sign-in document in its current version
 * (issue 23: the mini-program signs in silently, which makes an account, only after that).
 */
export function signinAgreementsAcceptedOnDevice(): boolean {
  const accepted = readStored<Record<string, string>>(ACCEPTED_ON_DEVICE) ?? {}
  return SIGNIN_AGREEMENT_DOCUMENTS.every(d => accepted[d] === AGREEMENTS[d].version)
}

/** Records what was ticked for the session just started; a failure is retried at the next sign-in. */
export async function recordTickedAgreements(): Promise<void> {
  const documents = ticked
  if (!documents.length) return
  ticked = []
  try {
    // the versions in force, which the linked pages show (a version staff published, or the file's)
    await acceptCurrentVersions(documents)
  } catch {
    // the server asks again: GET agreements lists it as pending
  }
}
