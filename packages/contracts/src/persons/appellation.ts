/**
 * spec 3.5 sample-collector relations: who the tested person is to the account holder (wizard
 * steps /bind/appellation and /bind/appellation-check). The labels are how the wizard says them;
 * `sex` is the sex the relation implies, which the appellation check and the sex step hold to.
 */
import { SAMPLE_COLLECTOR_RELATIONS, type SampleCollectorRelation, type Sex } from '../entities/person'

export const APPELLATIONS: Readonly<Record<SampleCollectorRelation, { label: string; sex: Sex | null }>> = {
  me: { label: '本人', sex: null },
  couple: { label: '配偶', sex: null },
  children: { label: '子女', sex: null },
  father: { label: '父亲', sex: 'male' },
  mother: { label: '母亲', sex: 'female' },
  siblings: { label: '兄弟姐妹', sex: null },
  paternalGrandfather: { label: '爷爷', sex: 'male' },
  paternalGrandmother: { label: '奶奶', sex: 'female' },
  maternalGrandfather: { label: '外公', sex: 'male' },
  maternalGrandmother: { label: '外婆', sex: 'female' },
  spouseFather: { label: '配偶的父亲', sex: 'male' },
  spouseMother: { label: '配偶的母亲', sex: 'female' },
  spousePaternalGrandfather: { label: '配偶的爷爷', sex: 'male' },
  spousePaternalGrandmother: { label: '配偶的奶奶', sex: 'female' },
  spouseMaternalGrandfather: { label: '配偶的外公', sex: 'male' },
  spouseMaternalGrandmother: { label: '配偶的外婆', sex: 'female' }
}

/** relations an account can hold only once (one self, one spouse, two parents, four grandparents each side) */
export const SINGLE_APPELLATIONS: readonly SampleCollectorRelation[] = SAMPLE_COLLECTOR_RELATIONS.filter(r => r !== 'children' && r !== 'siblings')

export function isAppellation(value: unknown): value is SampleCollectorRelation {
  return typeof value === 'string' && (SAMPLE_COLLECTOR_RELATIONS as readonly string[]).includes(value)
}

export const APPELLATION_MESSAGES = {
  unknown: '请选择与检测人的关系',
  taken: '您已绑定过该关系的检测人，请选择已有检测人或其他关系',
  sexConflict: '所选关系与检测人性别不一致'
} as const

/**
 * The appellation check: a relation held once is not held twice (other persons of the account),
 * and a relation that implies a sex agrees with the person's sex when it is known.
 * Returns the message of the first problem or null.
 */
export function appellationProblem(
  appellation: string | null | undefined,
  context: { sex?: Sex | null; heldByOthers: readonly string[] }
): string | null {
  if (!isAppellation(appellation)) return APPELLATION_MESSAGES.unknown
  if (SINGLE_APPELLATIONS.includes(appellation) && context.heldByOthers.includes(appellation)) return APPELLATION_MESSAGES.taken
  const implied = APPELLATIONS[appellation].sex
  if (implied && context.sex && implied !== context.sex) return APPELLATION_MESSAGES.sexConflict
  return null
}

/** the sex a relation implies (the sex step is preset and locked by it), or null */
export function impliedSex(appellation: string | null | undefined): Sex | null {
  return isAppellation(appellation) ? APPELLATIONS[appellation].sex : null
}
