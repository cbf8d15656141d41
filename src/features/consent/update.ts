/** Which updated agreements the next visit asks again, and on which pages (AgreementUpdateGate; issue 26 item 1). */
import type { AgreementStatus } from '@xungen/contracts'

/** the pages where the question is not put: the texts it points at, signing in and out, the staff console */
export function agreementUpdateCovers(path: string): boolean {
  return !/^\/(protocol|privacy|irb|qualify|inform|auth|ops|user\/logout|wechat\/logout)(\/|$)/.test(path)
}

/** the documents to ask again: pending on the server, and accepted before in an earlier version */
export function updatedDocuments(pending: readonly string[], list: readonly AgreementStatus[]): AgreementStatus[] {
  return list.filter(s => pending.includes(s.document) && s.acceptedVersion !== null && !s.acceptedCurrent)
}
