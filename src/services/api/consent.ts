/** The agreement calls (issue 12; CONSENT_API in contracts): what the account accepted, accepting, withdrawing. */
import { CONSENT_API, apiPath, type AcceptAgreementsBody, type AgreementDocument, type AgreementsData } from '@xungen/contracts'
import type { ApiClient } from '../client'

export function consentApi(client: ApiClient) {
  return {
    status: () => client.get<AgreementsData>(CONSENT_API.agreements.path),
    accept: (accepted: AcceptAgreementsBody['accepted']) => client.post<AgreementsData>(CONSENT_API.accept.path, { accepted }),
    withdraw: (document: AgreementDocument) => client.delete<AgreementsData>(apiPath(CONSENT_API.withdraw.path, { document }))
  }
}
