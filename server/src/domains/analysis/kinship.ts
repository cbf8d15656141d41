/**
 * spec 3.10 origin of a relative's link (0 mother, 1 father, 2 both), decided only where the data
 * settles it, otherwise unknown (null) with the reason in Chinese:
 *
 *  - the relationship itself: identical twins (or the same person twice) and full siblings share
 *    both parents (2);
 *  - a parent-child pair: the older of the two (birthdays) is the parent, and the parent's sex
 *    says mother or father. mtDNA settles it too: a mother passes her mitochondria to every child,
 *    so a different mt haplogroup rules her out (the parent is then the father), and a mother
 *    whose haplogroup differs from the child's is a contradiction we do not paper over;
 *  - any other relative: only the tested parents' own kits settle it (the engine's matchOrigin on
 *    the segments each parent shares with that relative), see ReportService.relatives.
 *
 * X chromosome sharing would settle more (a man's X comes from his mother), but the engine does
 * not compare X yet (no chrX genetic map in the reference data), so it is not used.
 */

export type ParentSide = 0 | 1 | 2 | null

export interface KinPerson {
  sex: string | null
  /** YYYY-MM-DD */
  birthday: string | null
  /** mt haplogroup of the person's latest analysis */
  mt: string | null
}

export interface SideDecision {
  side: ParentSide
  basis: string
  /** a parent-child pair where the other person is the viewer's mother or father */
  otherIsParent?: 'mother' | 'father'
}

export const SIDE_UNKNOWN_NO_PARENTS = '需要您的父亲或母亲也检测并开启基因寻亲，才能判断这位亲人来自哪一方（X 染色体暂未比对）'

/** the older of two ISO dates: -1 when a is older, 1 when b is older, 0 when unknown or equal */
function older(a: string | null, b: string | null): -1 | 0 | 1 {
  if (!a || !b || a === b) return 0
  return a < b ? -1 : 1
}

/** what the relationship and the two persons' own records settle; null: ask the parents' kits */
export function sideFromPair(relationship: string, me: KinPerson, other: KinPerson): SideDecision | null {
  if (relationship === 'identical') return { side: 2, basis: '同一人或同卵双胞胎，父母双方都相同' }
  if (relationship === 'full-sibling') return { side: 2, basis: '亲兄弟姐妹同父同母，亲缘来自父母双方' }
  if (relationship !== 'parent-child') return null
  const o = older(other.birthday, me.birthday)
  if (o === 1) return { side: null, basis: '对方是您的子女，亲缘经由您本人，而不是您的父母' }
  if (o === 0) return { side: null, basis: '双方出生日期未知或相同，无法判断哪一方是父母' }
  const mtDiffers = Boolean(me.mt && other.mt && me.mt !== other.mt)
  if (other.sex === 'female') {
    if (mtDiffers) return { side: null, basis: `对方登记为女性，但线粒体单倍群（${other.mt}）与您的（${me.mt}）不同，而母亲与子女的线粒体相同，无法确认是哪一方` }
    return { side: 0, basis: '对方比您年长、为女性：是您的母亲', otherIsParent: 'mother' }
  }
  if (other.sex === 'male') return { side: 1, basis: '对方比您年长、为男性：是您的父亲', otherIsParent: 'father' }
  if (mtDiffers) return { side: 1, basis: `对方比您年长，线粒体单倍群（${other.mt}）与您的（${me.mt}）不同，因此不是母亲，是父亲`, otherIsParent: 'father' }
  return { side: null, basis: '对方未登记性别，无法判断是父亲还是母亲' }
}

/** the sentence for a side the tested parents' segments decided */
export function sideFromParentsBasis(r: { origin: ParentSide; maternalCm: number; paternalCm: number }, tested: { mother: boolean; father: boolean }): string {
  const who = tested.mother && tested.father ? '您父母双方' : tested.mother ? '您母亲' : '您父亲'
  if (r.origin === null) return `${who}的检测数据与对方的共享片段不足以判断来自哪一方`
  const parts = [r.maternalCm > 0 ? `母亲一方 ${r.maternalCm} cM` : '', r.paternalCm > 0 ? `父亲一方 ${r.paternalCm} cM` : ''].filter(Boolean).join('，')
  const single = tested.mother && tested.father ? '' : '（只有一方检测时，不在该方片段内的部分归于另一方）'
  return `根据${who}的检测数据：您与对方的共享片段落在${parts}${single}`
}

/** at most this many relatives (most shared DNA first) get their side from the parents' kits per page of the list */
export const MAX_SIDE_COMPARISONS = 10
