/**
 * /ops/content: a new version of an accepted agreement (issue 26 item 1) starts from the text in
 * force, the content file's (content/agreements/<id>), turned into the editor's Markdown: the
 * intro paragraphs, then each section as a `## ` heading and its paragraphs. The staff console
 * only (H5): the mini-program never carries these texts together.
 */
import { AGREEMENTS, AGREEMENT_DOCUMENTS, type AgreementDocument } from '@xungen/contracts'
import type { AgreementText } from '@/features/consent/agreementText'
import COMMUNITY from '@/features/consent/agreements/community'
import FAMILYTREE from '@/features/consent/agreements/familytree'
import NGS_RISK_TEST from '@/features/consent/agreements/ngs-risk-test'
import POPOPET from '@/features/consent/agreements/popopet'
import PRIVACY from '@/features/consent/agreements/privacy'
import REUNION from '@/features/consent/agreements/reunion'
import SERVICE from '@/features/consent/agreements/service'

/** the texts in force; sensitive and research are sections of the privacy policy */
const TEXTS: Readonly<Record<AgreementDocument, { text: AgreementText; section?: string }>> = {
  service: { text: SERVICE },
  privacy: { text: PRIVACY },
  sensitive: { text: PRIVACY, section: 'sensitive' },
  research: { text: PRIVACY, section: 'research' },
  community: { text: COMMUNITY },
  familytree: { text: FAMILYTREE },
  reunion: { text: REUNION },
  'ngs-risk-test': { text: NGS_RISK_TEST },
  popopet: { text: POPOPET }
}

/** the agreement a content key names (`agreement/<document>`), or null */
export function agreementOfKey(key: string): AgreementDocument | null {
  const m = /^agreement\/(.+)$/.exec(key.trim())
  return m && (AGREEMENT_DOCUMENTS as readonly string[]).includes(m[1]) ? (m[1] as AgreementDocument) : null
}

export function agreementMarkdown(text: AgreementText, section?: string): string {
  const sections = section ? text.sections.filter(s => s.id === section) : text.sections
  const intro = section ? [] : text.intro
  return [...intro, ...sections.flatMap(s => [`## ${s.heading}`, ...s.paragraphs])].join('\n\n') + '\n'
}

export function agreementDraftFromFile(document: AgreementDocument): { title: string; body: string } {
  const { text, section } = TEXTS[document]
  return { title: AGREEMENTS[document].title, body: agreementMarkdown(text, section) }
}
