/**
 * The agreements a person accepts (issue 12): the user agreement, the privacy policy, the
 * separate consent for sensitive personal information (PIPL art. 29: genetic data needs its own
 * consent) and the opt-in to research use. Each has a version; the server records which version
 * an account accepted and when (POST /proxy/user/agreements), and reports the documents whose
 * current version the account has not accepted yet, so a new version is asked for again at the
 * next sign-in. Each is a content file, content/agreements/<id>/<version>.md (the newest version
 * is in force); the documents, versions and titles here are generated from them
 * (agreements.generated.ts, scripts/agreements.js), their texts only for the client's pages
 * (src/features/consent/agreements: the mini-program's main package does not carry them).
 * Changing a text of substance means a new version file.
 */
import { AGREEMENT_TABLE } from './agreements.generated'

export type AgreementDocument = keyof typeof AGREEMENT_TABLE

export interface AgreementInfo {
  document: AgreementDocument
  title: string
  /** bumped whenever the text changes in a way the person must see again */
  version: string
  /** the page that shows it (spec 2.6) */
  path: string
  /** other pages with the same text (spec 2.1 /privacy): a link to any of them names this document */
  alsoAt?: readonly string[]
  /** accepted at sign-in (service, privacy), when binding a sample (bind), or before using the feature it governs (use: community, family tree, reunion, deep test; the page of the text asks) */
  stage: 'signin' | 'bind' | 'use'
  /** may be withdrawn at any time without affecting the service (research use) */
  withdrawable: boolean
}

export const AGREEMENTS: Readonly<Record<AgreementDocument, AgreementInfo>> = AGREEMENT_TABLE

export const AGREEMENT_DOCUMENTS = Object.keys(AGREEMENTS) as AgreementDocument[]

/** The documents every account must have accepted in their current version to sign in. */
export const SIGNIN_AGREEMENT_DOCUMENTS: readonly AgreementDocument[] = AGREEMENT_DOCUMENTS.filter(d => AGREEMENTS[d].stage === 'signin')

/** The document a link shows (its path without query or anchor), or null when it is not one of ours. */
export function agreementDocumentAt(url: string): AgreementDocument | null {
  const path = url.split(/[?#]/)[0]
  return AGREEMENT_DOCUMENTS.find(d => AGREEMENTS[d].path === path || (AGREEMENTS[d].alsoAt ?? []).includes(path)) ?? null
}

export interface AgreementStatus {
  document: AgreementDocument
  title: string
  version: string
  path: string
  /** the version the account accepted last (null: never, or withdrawn) */
  acceptedVersion: string | null
  acceptedAt: number | null
}

export interface AgreementsData {
  list: AgreementStatus[]
  /** sign-in documents whose current version the account has not accepted: ask before going on */
  pending: AgreementDocument[]
}

export interface AcceptAgreementsBody {
  accepted: Array<{ document: AgreementDocument; version: string }>
}

export const CONSENT_MESSAGES = {
  outdated: (title: string) => `《${title}》已更新，请重新阅读后同意`,
  notWithdrawable: (title: string) => `《${title}》是使用服务的必要条件，无法单独撤回；如不再同意，可申请注销账号`
} as const

