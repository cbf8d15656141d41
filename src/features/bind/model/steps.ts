/**
 * The binding wizard as a state machine (spec 2.12, 3.4): which step follows which, given the
 * draft and what is known about the kit and the account. Pure, so every path is tested alone
 * (__tests__/steps.test.ts); the pages only ask `stepAfter` where to go and `resumeStep` where a
 * person who comes back left off.
 *
 * The path of a new tested person:
 *   barcode → appellation → appellation-check → [select-available] → name → surname-check
 *   → [surname] → sex → birthday → birthplace → birthplace (ancestral) → nation
 *   → ancestry-features → collected-check → [collect-example] → collect-date → [couple-check] → check
 * An existing person (select-available) skips the person's own fields; before the sample steps it
 * asks upgrade-check when the person has a sample the new kit upgrades, else replace-check when
 * the person has a detection already (the new kit's report becomes the default one).
 */
import { impliedSex } from '@xungen/contracts'
import type { BindDraft } from '@/services/api/persons'

export type BindStep =
  | 'barcode'
  | 'rebind-check'
  | 'appellation'
  | 'appellation-check'
  | 'select-available'
  | 'name'
  | 'surname-check'
  | 'surname'
  | 'sex'
  | 'birthday'
  | 'birthplace'
  | 'ancestral-place'
  | 'nation'
  | 'ancestry-features'
  | 'upgrade-check'
  | 'replace-check'
  | 'collected-check'
  | 'collect-example'
  | 'collect-date'
  | 'couple-check'
  | 'check'

export interface StepFacts {
  /** the account has persons this kit may be bound to */
  bindableCount: number
  /** the kit is a couple edition (two samples, one for each partner) */
  coupleEdition: boolean
  /** the chosen existing person has a detection already */
  personHasDetections: boolean
  /** the chosen existing person has a sample the new kit upgrades */
  personUpgradable: boolean
}

export const NO_FACTS: StepFacts = { bindableCount: 0, coupleEdition: false, personHasDetections: false, personUpgradable: false }

/** Where the step after `step` is, for this draft. `answer` is the person's choice on a yes/no step. */
export function stepAfter(step: BindStep, draft: BindDraft, facts: StepFacts, answer?: boolean): BindStep {
  const existing = draft.personId !== undefined
  switch (step) {
    case 'barcode':
    case 'rebind-check':
      return 'appellation'
    case 'appellation':
      return 'appellation-check'
    case 'appellation-check':
      return facts.bindableCount > 0 ? 'select-available' : 'name'
    case 'select-available':
      if (!existing) return 'name'
      return facts.personUpgradable ? 'upgrade-check' : facts.personHasDetections ? 'replace-check' : 'collected-check'
    case 'upgrade-check':
    case 'replace-check':
      return 'collected-check'
    case 'name':
      return 'surname-check'
    case 'surname-check':
      return answer === false ? 'surname' : 'sex'
    case 'surname':
      return 'sex'
    case 'sex':
      return 'birthday'
    case 'birthday':
      return 'birthplace'
    case 'birthplace':
      return 'ancestral-place'
    case 'ancestral-place':
      return 'nation'
    case 'nation':
      return 'ancestry-features'
    case 'ancestry-features':
      return 'collected-check'
    case 'collected-check':
      return answer === false ? 'collect-example' : 'collect-date'
    case 'collect-example':
      return 'collected-check'
    case 'collect-date':
      return facts.coupleEdition ? 'couple-check' : 'check'
    case 'couple-check':
      return 'check'
    case 'check':
      return 'check'
  }
}

/** What a step needs in the draft before the wizard may go past it on a resume. */
function filled(step: BindStep, d: BindDraft, facts: StepFacts): boolean {
  switch (step) {
    case 'barcode': return Boolean(d.barcode)
    case 'appellation':
    case 'appellation-check': return Boolean(d.appellation)
    case 'select-available': return d.personId !== undefined || d.name !== undefined
    case 'name': return Boolean(d.name)
    case 'surname-check':
    case 'surname': return Boolean(d.surname)
    case 'sex': return d.sex === 'male' || d.sex === 'female'
    case 'birthday': return Boolean(d.birthday)
    case 'birthplace': return d.birthplace !== undefined
    case 'ancestral-place': return d.ancestralPlace !== undefined
    case 'nation': return Boolean(d.nation)
    case 'ancestry-features': return d.openAncestryFunction !== undefined
    // confirmations are asked again on a resume only when nothing after them is filled
    case 'upgrade-check':
    case 'replace-check': return d.collected !== undefined
    case 'collected-check':
    case 'collect-example': return d.collected === true
    case 'collect-date': return Boolean(d.collectDate)
    case 'couple-check': return !facts.coupleEdition || d.coupleConfirmed === true
    case 'rebind-check': return true
    case 'check': return false
  }
}

/** The first step of the path whose answer the draft does not hold yet (where a person resumes). */
export function resumeStep(draft: BindDraft, facts: StepFacts): BindStep {
  let step: BindStep = 'barcode'
  for (let i = 0; i < 30; i++) {
    if (!filled(step, draft, facts)) return step
    const next = stepAfter(step, draft, facts, step === 'surname-check' ? true : undefined)
    if (next === step) return step
    step = next
  }
  return 'check'
}

/** The sex step is preset and locked when the relation implies a sex (spec 3.5). */
export function lockedSex(draft: BindDraft) {
  return impliedSex(draft.appellation)
}

/**
 * The surname the name step proposes: a known compound surname (two characters) when the name
 * starts with one, else the first character. The person confirms or corrects it (surname-check).
 */
export const COMPOUND_SURNAMES = [
  '欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '长孙', '宇文', '司徒', '司空', '夏侯', '轩辕', '令狐',
  '钟离', '端木', '独孤', '南宫', '西门', '百里', '呼延', '万俟', '闻人', '赫连', '澹台', '公冶', '太史', '申屠', '濮阳', '淳于'
] as const

export function proposedSurname(name: string): string {
  const n = name.trim()
  const two = n.slice(0, 2)
  if (n.length > 2 && (COMPOUND_SURNAMES as readonly string[]).includes(two)) return two
  return n.slice(0, 1)
}

/** The page of a step (the ancestral place is the birthplace page with `?for=ancestral`, spec 2.12). */
export function stepPath(step: BindStep): string {
  if (step === 'ancestral-place') return '/user/persons/bind/birthplace?for=ancestral'
  return `/user/persons/bind/${step}`
}

/** spec 3.3/3.6: the couple editions are the carrier-screening kits sold for two (DECISION: their product id says COUPLE). */
export function isCoupleEdition(product: { type?: string; id?: string | number } | null | undefined): boolean {
  return Boolean(product && product.type === 'CARRIER_SCREENING' && String(product.id ?? '').toUpperCase().includes('COUPLE'))
}
