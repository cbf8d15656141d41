import { expectedSegments, SegmentExpectation, Topology } from './ibd-theory'
import { FittedRelationshipModel, logFittedLikelihood } from './relationship-fit'
import { FITTED_RELATIONSHIP_MODEL } from './relationship-model'

/**
 * Relationship prediction from a pair's shared DNA: total shared cM, number of segments, the
 * segment lengths (the longest among them) and the fully identical share.
 *
 * Classes are degrees of relationship (kinship coefficient 2^-(degree+1)), with degree 1 split
 * into parent/child and full siblings, because relatives of one degree cannot be told apart by
 * the amount of DNA they share (a grandparent, a half sibling and an aunt all share ~1,750 cM).
 *
 * The likelihood of a class is the average over its member relationships of three terms:
 *
 * 1. Total shared cM, from the Shared cM Project 4.0 (Blaine T. Bettinger, March 2020, nearly
 *    60,000 submitted relationships; values as published in the project's PDF and in DNA
 *    Painter's Shared cM Tool v4, https://dnapainter.com/tools/sharedcmv4): the average and the
 *    99th-percentile range of each relationship. The density is a split normal with its mode at
 *    the average and each side's standard deviation set so that the range ends are its 0.5 % and
 *    99.5 % points. The project's figures are of people who do match, so relationships that may
 *    not match at all have ranges starting at 0.
 * 2. The number of segments given the total: segments of a relationship have a mean length
 *    (ibd-theory.ts: from the relationship's pedigree, cut at chromosome ends and at the
 *    threshold), so n ~ Poisson(total / mean length). This is what separates a grandparent
 *    (~26 long segments) from a first cousin (~30 short ones) at the same total, and it uses
 *    every segment's length, the longest included: under the exponential length model the
 *    count and the total are sufficient statistics of the lengths (Huff et al. 2011, ERSA).
 * 3. The fully identical share: ~25 % for full siblings (IBD2, Visscher et al. 2006 PLoS Genet
 *    2:e41 for its spread), ~0 for every other relationship in the table (double cousins and
 *    endogamy are not modelled: they raise both).
 *
 * When the panel and threshold are those of the training simulations (relationship-model.ts),
 * terms 1 and 2 are replaced by a likelihood fitted on simulated pairs of every member
 * relationship (relationship-fit.ts): a bivariate normal of (sqrt total cM, sqrt segment
 * count), times the share of simulated pairs that match at all. Its spreads are those of the
 * simulated biology (meiosis with interference on the panel's map), narrower than the Shared
 * cM Project's ranges, which include real-data noise and misreported relationships; term 3 is
 * kept. The SCP model remains for other thresholds and panels (and as `model: 'scp'`).
 *
 * The prior is uniform over classes. The grade of spec 3.10 is the range of generations
 * (meioses on the path between the two people) that the class's relationships span.
 */

/** Shared cM Project 4.0: [average, low, high] cM (the range is the 99th-percentile range) */
export const SHARED_CM_PROJECT_4 = {
  Parent: [3485, 2376, 3720],
  Sibling: [2613, 1613, 3488],
  'Half Sibling': [1759, 1160, 2436],
  Grandparent: [1754, 984, 2462],
  'Aunt / Uncle': [1741, 1201, 2282],
  'Half Aunt / Uncle': [871, 492, 1315],
  'Great-Grandparent': [887, 485, 1486],
  'Great-Aunt / Uncle': [850, 330, 1467],
  'Half Great-Aunt / Uncle': [431, 184, 668],
  'Great-Great-Aunt / Uncle': [420, 186, 713],
  'Half GG-Aunt / Uncle': [208, 103, 284],
  '1C': [866, 396, 1397],
  '1C1R': [433, 102, 980],
  '1C2R': [221, 33, 471],
  '1C3R': [117, 25, 238],
  '2C': [229, 41, 592],
  '2C1R': [122, 14, 353],
  '2C2R': [71, 0, 244],
  '2C3R': [51, 0, 154],
  '3C': [73, 0, 234],
  '3C1R': [48, 0, 192],
  '3C2R': [36, 0, 166],
  '3C3R': [27, 0, 98],
  '4C': [35, 0, 139],
  '4C1R': [28, 0, 126],
  '4C2R': [22, 0, 93],
  '5C': [25, 0, 117],
  '5C1R': [21, 0, 80],
  '5C2R': [18, 0, 65],
  '6C': [18, 0, 71],
  '6C1R': [15, 0, 56],
  '7C': [14, 0, 57],
  '8C': [11, 0, 42],
  'Half 1C': [449, 156, 979],
  'Half 1C1R': [224, 62, 469],
  'Half 1C2R': [125, 16, 269],
  'Half 1C3R': [60, 0, 120],
  'Half 2C': [120, 10, 325],
  'Half 2C1R': [66, 0, 190],
  'Half 2C2R': [48, 0, 144],
  'Half 3C': [48, 0, 168],
  'Half 3C1R': [37, 0, 139],
  'Half 3C2R': [27, 0, 78]
} as const satisfies Record<string, readonly [number, number, number]>

export type ScpRelationship = keyof typeof SHARED_CM_PROJECT_4

/** spec 3.10: grades by generations, with the years to the common ancestor where the spec gives them */
export const KIN_GRADES = {
  '2-3': { generations: '2-3', spec: 'close or direct relatives', text: '近亲或直系亲属', years: null },
  '3-4': { generations: '3-4', spec: 'close', text: '近亲', years: null },
  '4-6': { generations: '4-6', spec: 'first-generation cousin (common ancestor about 60-120 years ago)', text: '一代堂表亲（共同祖先约在 60-120 年前）', years: { min: 60, max: 120 } },
  '5-6': { generations: '5-6', spec: 'second-generation (90-150)', text: '二代堂表亲（共同祖先约在 90-150 年前）', years: { min: 90, max: 150 } },
  '6-9': { generations: '6-9', spec: 'third generation and beyond (120-200)', text: '三代及以上堂表亲（共同祖先约在 120-200 年前）', years: { min: 120, max: 200 } },
  '9+': { generations: '9+', spec: 'fifth and beyond (150-300)', text: '五代及以上（共同祖先约在 150-300 年前）', years: { min: 150, max: 300 } },
  '10+': { generations: '10+', spec: 'more than 200 years', text: '共同祖先在 200 年以前', years: { min: 200, max: null } }
} as const

export type KinGrade = keyof typeof KIN_GRADES

/** spec 3.10 kinship roles */
export type KinshipRole = 'greatGrandParent' | 'grandParent' | 'noBloodSpouse' | 'auntUncles' | 'cousin' | 'siblings' | 'me' | 'nephew' | 'myChilds' | 'grandSon' | 'parent'

interface Member {
  scp: ScpRelationship
  topology: Topology
}

export interface RelationshipClass {
  key: string
  /** degree of relationship (kinship 2^-(degree+1)); 99 for 'distant' */
  degree: number
  /** most likely label, natural Chinese */
  label: string
  /** what else the class contains, Chinese */
  alternatives: string
  english: string
  grade: KinGrade
  roles: KinshipRole[]
  members: Member[]
}

const m = (scp: ScpRelationship, up1: number, up2: number, half = false): Member => ({ scp, topology: { up1, up2, half } })

export const RELATIONSHIP_CLASSES: readonly RelationshipClass[] = [
  { key: 'parent-child', degree: 1, label: '父母/子女', alternatives: '', english: 'parent/child', grade: '2-3', roles: ['parent', 'myChilds'], members: [m('Parent', 0, 1)] },
  { key: 'full-sibling', degree: 1, label: '亲兄弟姐妹', alternatives: '', english: 'full sibling', grade: '2-3', roles: ['siblings'], members: [m('Sibling', 1, 1)] },
  {
    key: 'second-degree',
    degree: 2,
    label: '祖孙/叔伯姑舅姨/同父异母或同母异父兄弟姐妹',
    alternatives: '（外）祖父母与（外）孙子女、叔伯姑舅姨与侄甥、同父异母或同母异父的兄弟姐妹',
    english: 'half sibling, grandparent or aunt/uncle',
    grade: '2-3',
    roles: ['grandParent', 'grandSon', 'auntUncles', 'nephew', 'siblings'],
    members: [m('Half Sibling', 1, 1, true), m('Grandparent', 0, 2), m('Aunt / Uncle', 1, 2)]
  },
  {
    key: 'third-degree',
    degree: 3,
    label: '堂表兄弟姐妹',
    alternatives: '也可能是曾祖孙、祖辈的兄弟姐妹（叔伯祖、姑祖、舅祖、姨祖），或同父异母/同母异父的叔伯姑舅姨',
    english: 'first cousin, great-grandparent, great-aunt/uncle or half aunt/uncle',
    grade: '3-4',
    roles: ['cousin', 'greatGrandParent', 'auntUncles', 'nephew'],
    members: [m('1C', 2, 2), m('Great-Grandparent', 0, 3), m('Great-Aunt / Uncle', 1, 3), m('Half Aunt / Uncle', 1, 2, true)]
  },
  {
    key: 'fourth-degree',
    degree: 4,
    label: '堂表亲隔一代',
    alternatives: '父母的堂表兄弟姐妹或堂表兄弟姐妹的子女；也可能是半血缘的堂表兄弟姐妹',
    english: 'first cousin once removed or half first cousin',
    grade: '4-6',
    roles: ['cousin'],
    members: [m('1C1R', 2, 3), m('Half 1C', 2, 2, true), m('Great-Great-Aunt / Uncle', 1, 4), m('Half Great-Aunt / Uncle', 1, 3, true)]
  },
  {
    key: 'fifth-degree',
    degree: 5,
    label: '二代堂表亲',
    alternatives: '同一对曾祖父母的同辈后代；也可能是堂表亲隔两代',
    english: 'second cousin or first cousin twice removed',
    grade: '5-6',
    roles: ['cousin'],
    members: [m('2C', 3, 3), m('1C2R', 2, 4), m('Half 1C1R', 2, 3, true), m('Half GG-Aunt / Uncle', 1, 4, true)]
  },
  {
    key: 'sixth-degree',
    degree: 6,
    label: '二代堂表亲隔一代',
    alternatives: '也可能是半血缘的二代堂表亲',
    english: 'second cousin once removed or half second cousin',
    grade: '6-9',
    roles: ['cousin'],
    members: [m('2C1R', 3, 4), m('Half 2C', 3, 3, true), m('1C3R', 2, 5), m('Half 1C2R', 2, 4, true)]
  },
  {
    key: 'seventh-degree',
    degree: 7,
    label: '三代堂表亲',
    alternatives: '同一对高祖父母的同辈后代；也可能是二代堂表亲隔两代',
    english: 'third cousin',
    grade: '6-9',
    roles: ['cousin'],
    members: [m('3C', 4, 4), m('2C2R', 3, 5), m('Half 2C1R', 3, 4, true), m('Half 1C3R', 2, 5, true)]
  },
  {
    key: 'eighth-degree',
    degree: 8,
    label: '三代堂表亲隔一代',
    alternatives: '也可能是半血缘的三代堂表亲',
    english: 'third cousin once removed or half third cousin',
    grade: '6-9',
    roles: ['cousin'],
    members: [m('3C1R', 4, 5), m('Half 3C', 4, 4, true), m('2C3R', 3, 6), m('Half 2C2R', 3, 5, true)]
  },
  {
    key: 'ninth-degree',
    degree: 9,
    label: '四代堂表亲',
    alternatives: '也可能是三代堂表亲隔两代',
    english: 'fourth cousin',
    grade: '9+',
    roles: ['cousin'],
    members: [m('4C', 5, 5), m('3C2R', 4, 6), m('Half 3C1R', 4, 5, true)]
  },
  {
    key: 'tenth-degree',
    degree: 10,
    label: '四代堂表亲隔一代',
    alternatives: '也可能是半血缘的四代堂表亲',
    english: 'fourth cousin once removed',
    grade: '10+',
    roles: ['cousin'],
    members: [m('4C1R', 5, 6), m('3C3R', 4, 7), m('Half 3C2R', 4, 6, true)]
  },
  {
    key: 'distant',
    degree: 99,
    label: '远亲（五代堂表亲及更远）',
    alternatives: '共同祖先很可能在 200 年以前，具体关系无法从 DNA 判断',
    english: 'fifth cousin or more distant',
    grade: '10+',
    roles: ['cousin'],
    members: [m('4C2R', 5, 7), m('5C', 6, 6), m('5C1R', 6, 7), m('5C2R', 6, 8), m('6C', 7, 7), m('6C1R', 7, 8), m('7C', 8, 8), m('8C', 9, 9)]
  }
]

/**
 * Two kits of the same person, or of identical twins, are fully identical along the whole
 * genome (FIR share ~1, only chip errors and no-calls break it); no other relationship comes
 * close (full siblings ~0.25, double first cousins ~0.06). The Shared cM Project has no such
 * row, so this is decided by rule rather than by likelihood.
 */
export const IDENTICAL_MIN_FULL_FRACTION = 0.9

export const IDENTICAL_CLASS: RelationshipClass = {
  key: 'identical',
  degree: 0,
  label: '同一人或同卵双胞胎',
  alternatives: '两份样本来自同一人（重复检测）或同卵双胞胎',
  english: 'same person or identical twin',
  grade: '2-3',
  roles: ['me', 'siblings'],
  members: []
}

export interface PairFeatures {
  totalCm: number
  segmentCount: number
  largestCm: number
  /** fully identical cM over the autosomal length compared */
  fullFraction: number
}

export interface PredictionContext {
  /** autosomal genome length the comparison covers (MatchPanel.genomeCm) */
  genomeCm: number
  /** number of autosomes with markers */
  chromosomes: number
  /** the minCm a segment needed to be counted */
  minCm: number
  /** 'fitted' (default when the context is the training one) or 'scp' */
  model?: 'fitted' | 'scp'
}

/**
 * Weight of the Shared cM Project model in the fitted likelihood (a contamination mixture):
 * negligible where the simulations have support, it decides for pairs outside every simulated
 * range (real-data noise the simulator does not produce, e.g. a parent and child who share
 * 2,900 cM in 30 pieces).
 */
export const SCP_WEIGHT = 0.01

/** the fitted model, when it was trained for this panel length, chromosome count and threshold */
export function fittedModelFor(ctx: PredictionContext, model: FittedRelationshipModel = FITTED_RELATIONSHIP_MODEL): FittedRelationshipModel | undefined {
  if (ctx.model === 'scp') return undefined
  const c = model.context
  const ok = c.minCm === ctx.minCm && c.chromosomes === ctx.chromosomes && Math.abs(c.genomeCm - ctx.genomeCm) <= 0.01 * c.genomeCm
  if (!ok && ctx.model === 'fitted') throw new Error(`the fitted relationship model was trained for ${c.genomeCm} cM, ${c.chromosomes} chromosomes and ${c.minCm} cM segments`)
  return ok ? model : undefined
}

export interface ClassProbability {
  key: string
  degree: number
  label: string
  english: string
  grade: KinGrade
  probability: number
}

export interface RelationshipPrediction {
  /** the most likely class */
  key: string
  degree: number
  label: string
  alternatives: string
  english: string
  probability: number
  /** spec 3.10 grade of the most likely class, with the spec's text and years */
  grade: KinGrade
  gradeText: string
  gradeSpec: string
  yearsToCommonAncestor: { min: number; max: number | null } | null
  roles: KinshipRole[]
  /** all classes, most probable first */
  classes: ClassProbability[]
  /** probability per grade (summed over classes) */
  grades: Partial<Record<KinGrade, number>>
}

const Z995 = 2.5758293035489

/** log density of the split normal fitted to a Shared cM Project row, at x cM */
export function logScpDensity(row: readonly [number, number, number], x: number): number {
  const [avg, low, high] = row
  // a floor on the spreads keeps degenerate rows (low == avg) usable
  const left = Math.max((avg - low) / Z995, 3)
  const right = Math.max((high - avg) / Z995, 3)
  const s = x < avg ? left : right
  const z = (x - avg) / s
  return Math.log(2 / (Math.sqrt(2 * Math.PI) * (left + right))) - 0.5 * z * z
}

function logPoisson(k: number, lambda: number): number {
  if (lambda <= 0) return k === 0 ? 0 : -Infinity
  let lf = 0
  for (let i = 2; i <= k; i++) lf += Math.log(i)
  return k * Math.log(lambda) - lambda - lf
}

function logNormal(x: number, mean: number, sd: number): number {
  const z = (x - mean) / sd
  return -Math.log(sd * Math.sqrt(2 * Math.PI)) - 0.5 * z * z
}

/** spread of the fully identical share: full siblings (sd 0.05, wider than Visscher's 0.04 to
 * allow for the FIR threshold), everyone else (spurious FIR from errors, sd 0.01) */
const FULL_SD_SIBLING = 0.05
const FULL_SD_OTHER = 0.01

function logSumExp(xs: number[]): number {
  const mx = Math.max(...xs)
  if (mx === -Infinity) return -Infinity
  return mx + Math.log(xs.reduce((s, x) => s + Math.exp(x - mx), 0))
}

/**
 * Builds a predictor for one panel and threshold: the expected segment structure of every
 * member relationship is computed once.
 */
export function createRelationshipPredictor(ctx: PredictionContext): (f: PairFeatures) => RelationshipPrediction | null {
  const expectations = new Map<string, SegmentExpectation>()
  for (const c of RELATIONSHIP_CLASSES) {
    for (const mem of c.members) expectations.set(mem.scp, expectedSegments(mem.topology, ctx.genomeCm, ctx.chromosomes, ctx.minCm))
  }
  const fitted = fittedModelFor(ctx)
  return f => {
    if (!(f.totalCm > 0) || f.segmentCount < 1) return null
    if (f.fullFraction >= IDENTICAL_MIN_FULL_FRACTION) {
      const c = IDENTICAL_CLASS
      const g = KIN_GRADES[c.grade]
      return {
        key: c.key,
        degree: c.degree,
        label: c.label,
        alternatives: c.alternatives,
        english: c.english,
        probability: 1,
        grade: c.grade,
        gradeText: g.text,
        gradeSpec: g.spec,
        yearsToCommonAncestor: g.years,
        roles: c.roles,
        classes: [{ key: c.key, degree: c.degree, label: c.label, english: c.english, grade: c.grade, probability: 1 }],
        grades: { [c.grade]: 1 }
      }
    }
    const logs = RELATIONSHIP_CLASSES.map(c =>
      logSumExp(
        c.members.map(mem => {
          const e = expectations.get(mem.scp)!
          const full = e.fullFraction > 0 ? logNormal(f.fullFraction, e.fullFraction, FULL_SD_SIBLING) : logNormal(f.fullFraction, 0, FULL_SD_OTHER)
          const total = logScpDensity(SHARED_CM_PROJECT_4[mem.scp], f.totalCm)
          const count = logPoisson(f.segmentCount, f.totalCm / e.meanCm)
          if (!fitted) return total + count + full
          // density over (total, count): the fitted one is over their square roots
          const sim = logFittedLikelihood(fitted.members[mem.scp], f.totalCm, f.segmentCount) - Math.log(4 * Math.sqrt(f.totalCm * f.segmentCount))
          return logSumExp([Math.log(1 - SCP_WEIGHT) + sim, Math.log(SCP_WEIGHT) + total + count]) + full
        })
      ) - Math.log(c.members.length)
    )
    const norm = logSumExp(logs)
    const probs = logs.map(l => (norm === -Infinity ? 0 : Math.exp(l - norm)))
    const order = RELATIONSHIP_CLASSES.map((_, i) => i).sort((a, b) => probs[b] - probs[a])
    const best = RELATIONSHIP_CLASSES[order[0]]
    const grades: Partial<Record<KinGrade, number>> = {}
    RELATIONSHIP_CLASSES.forEach((c, i) => (grades[c.grade] = (grades[c.grade] ?? 0) + probs[i]))
    const g = KIN_GRADES[best.grade]
    return {
      key: best.key,
      degree: best.degree,
      label: best.label,
      alternatives: best.alternatives,
      english: best.english,
      probability: probs[order[0]],
      grade: best.grade,
      gradeText: g.text,
      gradeSpec: g.spec,
      yearsToCommonAncestor: g.years,
      roles: best.roles,
      classes: order.map(i => {
        const c = RELATIONSHIP_CLASSES[i]
        return { key: c.key, degree: c.degree, label: c.label, english: c.english, grade: c.grade, probability: probs[i] }
      }),
      grades
    }
  }
}

/** the class a simulated relationship (by topology) belongs to, for evaluation */
export function classOfTopology(t: Topology): RelationshipClass | undefined {
  return RELATIONSHIP_CLASSES.find(c => c.members.some(mem => mem.topology.up1 === t.up1 && mem.topology.up2 === t.up2 && mem.topology.half === t.half))
}
