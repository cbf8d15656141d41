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
  /** the accepted version is still in force for consent: the current one, or older than it only by versions staff published without asking again */
  acceptedCurrent: boolean
}

export interface AgreementsData {
  list: AgreementStatus[]
  /**
   * what to ask before going on, at the next visit: the sign-in documents not accepted in a version
   * in force, and the binding consents (sensitive information, research use) the account gave for
   * a version a newer one replaced with a change that needs consent again (PIPL art. 14, 29)
   */
  pending: AgreementDocument[]
}

export interface AcceptAgreementsBody {
  accepted: Array<{ document: AgreementDocument; version: string }>
}

/**
 * Versions of an agreement: the content file's date (YYYY-MM-DD), or a version staff published in
 * /ops/content (issue 26 item 1): the China date of publication and the document's publication
 * number, `YYYY-MM-DD.N`. Ordered by date, then number (a file version is number 0 of its day).
 */
export const AGREEMENT_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}(\.\d{1,6})?$/

export function compareAgreementVersions(a: string, b: string): number {
  const [da, na = '0'] = a.split('.')
  const [db, nb = '0'] = b.split('.')
  if (da !== db) return da < db ? -1 : 1
  return Number(na) - Number(nb)
}

export function publishedAgreementVersion(chinaDate: string, publication: number): string {
  return `${chinaDate}.${publication}`
}

/** One version of an agreement: whether it asks everyone who accepted an earlier one again (a change of substance; a correction does not). */
export interface AgreementVersionInfo {
  version: string
  title: string
  renewConsent: boolean
}

/**
 * The version in force (the newest) and the oldest version an acceptance must name to still stand
 * (the newest that asked again), from the content file's version and those staff published.
 */
export function agreementVersionsInForce(fileVersion: AgreementVersionInfo, published: readonly AgreementVersionInfo[]): { current: AgreementVersionInfo; required: string } {
  const all = [fileVersion, ...published].sort((x, y) => compareAgreementVersions(x.version, y.version))
  const current = all[all.length - 1]
  const required = [...all].reverse().find(v => v.renewConsent)?.version ?? fileVersion.version
  return { current, required }
}

/** whether an acceptance of `accepted` stands when `required` is the oldest version still in force for consent */
export function acceptanceStands(accepted: string | null, required: string): boolean {
  return accepted !== null && AGREEMENT_VERSION_PATTERN.test(accepted) && compareAgreementVersions(accepted, required) >= 0
}

export const CONSENT_MESSAGES = {
  outdated: (title: string) => `《${title}》已更新，请重新阅读后同意`,
  updated: '协议更新',
  updatedText: '以下协议已更新，请阅读后确认同意；如不同意，可退出登录，也可申请注销账号。',
  agreeAll: '同意并继续',
  declineSignOut: '不同意，退出登录',
  notWithdrawable: (title: string) => `《${title}》是使用服务的必要条件，无法单独撤回；如不再同意，可申请注销账号`
} as const

