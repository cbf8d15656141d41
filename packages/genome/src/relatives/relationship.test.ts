import { ENUMERATED, enumerateIbd, expectedSegments, ibdExpectation, topologyKey } from './ibd-theory'
import { fitRelationshipModel, logFittedLikelihood, MIN_DETECTED } from './relationship-fit'
import { classOfTopology, createRelationshipPredictor, fittedModelFor, IDENTICAL_CLASS, KIN_GRADES, logScpDensity, RELATIONSHIP_CLASSES, SHARED_CM_PROJECT_4 } from './relationship'

const GENOME = 3545
const predict = createRelationshipPredictor({ genomeCm: GENOME, chromosomes: 22, minCm: 7 })
const predictScp = createRelationshipPredictor({ genomeCm: GENOME, chromosomes: 22, minCm: 7, model: 'scp' })
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

describe('expected IBD from the pedigree (inheritance-vector chain)', () => {
  it('gives the textbook sharing of close relatives', () => {
    expect(ibdExpectation({ up1: 0, up2: 1, half: false })).toMatchObject({ p1: 1, p2: 0, rate: 0 })
    expect(ibdExpectation({ up1: 1, up2: 1, half: false })).toMatchObject({ p1: 0.75, p2: 0.25 })
    expect(ibdExpectation({ up1: 1, up2: 1, half: true })).toMatchObject({ p1: 0.5, p2: 0, rate: 1 })
    expect(ibdExpectation({ up1: 0, up2: 2, half: false })).toMatchObject({ p1: 0.5, rate: 0.5 })
    expect(ibdExpectation({ up1: 2, up2: 2, half: false }).p1).toBe(0.25)
    expect(ibdExpectation({ up1: 4, up2: 4, half: false }).p1).toBe(1 / 64)
  })

  it('the written-out expectations are exactly what enumerating the pedigree gives, for every relationship class', () => {
    const keys = new Set(RELATIONSHIP_CLASSES.flatMap(c => c.members.map(m => topologyKey(m.topology))))
    expect(Object.keys(ENUMERATED).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      const [up1, up2, half] = key.split('/').map(Number)
      const t = { up1, up2, half: half === 1 }
      expect(ibdExpectation(t)).toEqual(enumerateIbd(t))
    }
  })

  it('reproduces ERSA\'s segment count for cousins: a(Rd + C) / 2^(d-1) before the length threshold', () => {
    for (const [u, a] of [[2, 2], [3, 2], [4, 2], [3, 1]] as const) {
      const e = ibdExpectation({ up1: u, up2: u, half: a === 1 })
      const d = 2 * u
      const R = 35.45
      const runs = e.p1 * 22 + e.rate * R
      expect(runs).toBeCloseTo((a * (R * d + 22)) / 2 ** (d - 1), 6)
    }
  })

  it('expects a parent and child to share one segment per chromosome along the whole genome', () => {
    const e = expectedSegments({ up1: 0, up2: 1, half: false }, GENOME, 22, 7)
    expect(e.count).toBeCloseTo(22, 0)
    expect(e.totalCm).toBeGreaterThan(GENOME * 0.99)
  })
})

describe('relationship prediction', () => {
  const features = (totalCm: number, segmentCount: number, fullFraction = 0) => ({ totalCm, segmentCount, largestCm: totalCm / segmentCount, fullFraction })

  it('calls a parent and child, full siblings and a second-degree relative from their typical sharing', () => {
    expect(predict(features(3540, 22))!.key).toBe('parent-child')
    expect(predict(features(2650, 46, 0.25))!.key).toBe('full-sibling')
    expect(predict(features(1750, 40))!.key).toBe('second-degree')
    expect(predict(features(870, 30))!.key).toBe('third-degree')
    expect(predict(features(210, 9))!.key).toBe('fifth-degree')
  })

  it('tells full siblings from a parent and child by the fully identical share', () => {
    expect(predict(features(2900, 30, 0))!.key).toBe('parent-child')
    expect(predict(features(2900, 40, 0.27))!.key).toBe('full-sibling')
  })

  it('uses the number of segments: a grandparent shares fewer, longer segments than an aunt', () => {
    const gp = expectedSegments({ up1: 0, up2: 2, half: false }, GENOME, 22, 7)
    const au = expectedSegments({ up1: 1, up2: 2, half: false }, GENOME, 22, 7)
    expect(gp.count).toBeLessThan(au.count * 0.7)
    expect(gp.meanCm).toBeGreaterThan(au.meanCm * 1.5)
    expect(predict(features(1750, 26))!.key).toBe('second-degree')
    expect(predict(features(1750, 46))!.key).toBe('second-degree')
    // SCP model (Poisson count given the total): at a total in the overlap of second and third
    // degree, many short segments point to third
    const second = (n: number) => predictScp(features(1250, n))!.classes.find(c => c.key === 'second-degree')!.probability
    expect(second(24)).toBeGreaterThan(second(36))
    expect(second(36)).toBeGreaterThan(second(48))
    expect(predictScp(features(1250, 48))!.degree).toBe(3)
  })

  it('uses the simulated joint spread of total and count when the context is the training one', () => {
    expect(fittedModelFor({ genomeCm: GENOME, chromosomes: 22, minCm: 7 })).toBeDefined()
    expect(fittedModelFor({ genomeCm: GENOME, chromosomes: 22, minCm: 5 })).toBeUndefined()
    expect(fittedModelFor({ genomeCm: GENOME, chromosomes: 22, minCm: 7, model: 'scp' })).toBeUndefined()
    expect(() => fittedModelFor({ genomeCm: GENOME, chromosomes: 22, minCm: 5, model: 'fitted' })).toThrow()
    // simulated aunts at a low total still share many segments (the count falls less than
    // proportionally with the total), first cousins at a high total fewer
    expect(predict(features(1350, 44))!.key).toBe('second-degree')
    expect(predict(features(1100, 36))!.key).toBe('third-degree')
    expect(predict(features(600, 22))!.degree).toBe(4)
    // outside every simulated range the Shared cM Project model decides
    expect(predict(features(2900, 30, 0))!.key).toBe('parent-child')
  })

  it('fits a bivariate normal per member and pools members with few detected training pairs', () => {
    const pairs = [
      ...Array.from({ length: 40 }, (_, i) => ({ key: 'A', totalCm: 100 + i, segmentCount: 4 + (i % 3) })),
      ...Array.from({ length: 40 }, (_, i) => ({ key: 'B', totalCm: i < 5 ? 20 + i : 0, segmentCount: i < 5 ? 1 : 0 }))
    ]
    const model = fitRelationshipModel(pairs, [['A', 'B']], { genomeCm: GENOME, chromosomes: 22, minCm: 7, seeds: ['test'], description: 'test' })
    expect(model.members.A).toMatchObject({ pairs: 40, detected: 40, pooled: false })
    expect(model.members.A.mean[0]).toBeCloseTo(mean(pairs.slice(0, 40).map(p => Math.sqrt(p.totalCm))), 9)
    expect(model.members.B).toMatchObject({ pairs: 40, detected: 5, pooled: true })
    // a rarely detected member is less likely at the same features
    expect(logFittedLikelihood(model.members.B, 110, 5)).toBeLessThan(logFittedLikelihood(model.members.A, 110, 5))
    expect(model.members.B.detected).toBeGreaterThanOrEqual(1)
    expect(MIN_DETECTED).toBeGreaterThan(5)
  })

  it('reports probabilities over classes that sum to one, the most likely first', () => {
    const p = predict(features(60, 3))!
    const sum = p.classes.reduce((s, c) => s + c.probability, 0)
    expect(sum).toBeCloseTo(1, 9)
    expect(p.classes[0].key).toBe(p.key)
    for (let i = 1; i < p.classes.length; i++) expect(p.classes[i].probability).toBeLessThanOrEqual(p.classes[i - 1].probability)
    expect(Object.values(p.grades).reduce((s, x) => s + x!, 0)).toBeCloseTo(1, 9)
  })

  it('gives grades and years to the common ancestor in the words of spec 3.10', () => {
    expect(predict(features(3540, 22))!).toMatchObject({ grade: '2-3', gradeSpec: 'close or direct relatives', yearsToCommonAncestor: null, label: '父母/子女' })
    expect(predict(features(870, 30))!).toMatchObject({ grade: '3-4', gradeSpec: 'close', label: '堂表兄弟姐妹' })
    const fourth = RELATIONSHIP_CLASSES.find(c => c.key === 'fourth-degree')!
    expect(KIN_GRADES[fourth.grade]).toMatchObject({ spec: 'first-generation cousin (common ancestor about 60-120 years ago)', years: { min: 60, max: 120 } })
    expect(KIN_GRADES['5-6']).toMatchObject({ spec: 'second-generation (90-150)', years: { min: 90, max: 150 } })
    expect(KIN_GRADES['6-9']).toMatchObject({ spec: 'third generation and beyond (120-200)', years: { min: 120, max: 200 } })
    expect(KIN_GRADES['9+']).toMatchObject({ spec: 'fifth and beyond (150-300)', years: { min: 150, max: 300 } })
    expect(KIN_GRADES['10+']).toMatchObject({ spec: 'more than 200 years', years: { min: 200, max: null } })
  })

  it('labels every class in Chinese with spec 3.10 kinship roles', () => {
    const roles = ['greatGrandParent', 'grandParent', 'noBloodSpouse', 'auntUncles', 'cousin', 'siblings', 'me', 'nephew', 'myChilds', 'grandSon', 'parent']
    for (const c of [...RELATIONSHIP_CLASSES, IDENTICAL_CLASS]) {
      expect(c.label).toMatch(/[\u4e00-\u9fff]/)
      for (const r of c.roles) expect(roles).toContain(r)
    }
    expect(RELATIONSHIP_CLASSES.find(c => c.key === 'second-degree')!.label).toBe('祖孙/叔伯姑舅姨/同父异母或同母异父兄弟姐妹')
    expect(RELATIONSHIP_CLASSES.find(c => c.key === 'fifth-degree')!.label).toBe('二代堂表亲')
  })

  it('calls two kits fully identical along the genome the same person or identical twins', () => {
    expect(predict(features(3540, 22, 0.97))!).toMatchObject({ key: 'identical', label: '同一人或同卵双胞胎', probability: 1 })
  })

  it('predicts nothing without a counted segment', () => {
    expect(predict(features(0, 0))).toBeNull()
  })

  it('fits each Shared cM Project row so that its range holds 99 % of the density', () => {
    for (const row of Object.values(SHARED_CM_PROJECT_4)) {
      const [avg, low, high] = row
      if (low === 0) continue
      let inside = 0
      let all = 0
      for (let x = 0; x < 5000; x += 0.5) {
        const d = Math.exp(logScpDensity(row, x)) * 0.5
        all += d
        if (x >= low && x <= high) inside += d
      }
      expect(inside / all).toBeGreaterThan(0.985)
      expect(logScpDensity(row, avg)).toBeGreaterThan(logScpDensity(row, (avg + high) / 2))
    }
  })

  it('maps simulated relationships to their class', () => {
    expect(classOfTopology({ up1: 4, up2: 4, half: false })!.key).toBe('seventh-degree')
    expect(classOfTopology({ up1: 1, up2: 1, half: true })!.key).toBe('second-degree')
  })
})
