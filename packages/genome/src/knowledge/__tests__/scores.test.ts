import { REPORT_ITEM_STATUS } from '@xungen/contracts'
import { computeReport } from '../compute'
import { checkKnowledgeBase, checkScoreRule } from '../consistency'
import { gateReport } from '../gating'
import type { ItemDef, KnowledgeBase, ScoreRule } from '../types'
import { genotypeWith, index, kb, kitWith } from './helpers'

/**
 * Polygenic score items (rule kind 'score'): the engine's relative risk against the East Asian
 * average and its percentile must be what the model says (score.ts: S = sum x_i ln OR_i under
 * Hardy-Weinberg with the EAS effect-allele frequencies; relative risk exp(S) / E[exp(S)];
 * percentile = share of East Asians with a lower score plus half of the ties). The expected values
 * here are computed independently of score.ts, by enumerating every genotype.
 */

const hw = (p: number, k: number) => [(1 - p) * (1 - p), 2 * p * (1 - p), p * p][k]

/** brute force over all 3^n genotypes: relative risk and percentile of the effect-allele counts `c` */
function expected(rule: ScoreRule, c: number[]): { rr: number; pct: number } {
  const w = rule.weights
  const s = c.reduce((a, k, i) => a + k * Math.log(w[i].or), 0)
  let mean = 1
  for (const x of w) mean *= hw(x.eaf, 0) + hw(x.eaf, 1) * x.or + hw(x.eaf, 2) * x.or * x.or
  let below = 0
  let tie = 0
  const n = w.length
  for (let g = 0; g < 3 ** n; g++) {
    let pr = 1
    let t = 0
    let r = g
    for (let i = 0; i < n; i++) {
      const k = r % 3
      r = (r - k) / 3
      pr *= hw(w[i].eaf, k)
      t += k * Math.log(w[i].or)
    }
    if (Math.abs(t - s) < 1e-9) tie += pr
    else if (t < s) below += pr
  }
  return { rr: Math.exp(s) / mean, pct: 100 * (below + tie / 2) }
}

/**
 * A test-only score item over three markers already in the base, with round odds ratios chosen for
 * hand calculation (not a published model; it never leaves this test):
 *   rs671 A: OR 2, eaf 0.1; rs1229984 C: OR 1.5, eaf 0.3; rs2231142 T: OR 1.25, eaf 0.5.
 * E[exp(S)] = (0.81 + 0.18*2 + 0.01*4) * (0.49 + 0.42*1.5 + 0.09*2.25) * (0.25 + 0.5*1.25 + 0.25*1.5625)
 *           = 1.21 * 1.3225 * 1.265625 = 2.025284765625
 * A person with one rs671 A and no other effect allele has exp(S) = 2: relative risk 2 / 2.0252848 = 0.98752.
 * Its percentile, the HWE mass of genotypes with exp(S) < 2 plus half of those with exp(S) = 2
 * ((1,0,0) and (0,0,... ) products equal to 2), is 66.3075 (enumerated by `expected`).
 */
const SYNTHETIC: ItemDef = {
  id: 'test_score_synthetic',
  category: 'disease',
  genes: ['ALDH2', 'ADH1B', 'ABCG2'],
  markers: [{ rsid: 'rs671', effectAllele: 'A' }, { rsid: 'rs1229984', effectAllele: 'C' }, { rsid: 'rs2231142', effectAllele: 'T' }],
  rule: {
    kind: 'score',
    weights: [
      { rsid: 'rs671', or: 2, eaf: 0.1, source: 'weedon2021' },
      { rsid: 'rs1229984', or: 1.5, eaf: 0.3, source: 'weedon2021' },
      { rsid: 'rs2231142', or: 1.25, eaf: 0.5, source: 'weedon2021' }
    ],
    cuts: [20, 80],
    levels: ['lower', 'typical', 'higher'],
    maxMissingWeight: 0.3
  },
  levels: ['lower', 'typical', 'higher'],
  evidence: 'C',
  citations: ['weedon2021'],
  features: ['standard', 'disease']
}
const synthKb: KnowledgeBase = {
  ...kb,
  items: [...kb.items, SYNTHETIC],
  texts: new Map([...kb.texts, [SYNTHETIC.id, { title: '测试', summary: '测试', detail: '测试', levels: { lower: { label: '低', text: '低' }, typical: { label: '中', text: '中' }, higher: { label: '高', text: '高' } } }]])
}

function run(kbase: KnowledgeBase, item: ItemDef, gt: Record<string, string>, missing: string[] = []) {
  const [r] = computeReport({ kit: kitWith(gt, missing), index }, { kb: kbase, itemIds: [item.id] })
  return r
}

describe('polygenic score items: relative risk and percentile against East Asians', () => {
  it('the engine gives the hand-computed relative risk and percentile of a test-only three-marker score', () => {
    const r = run(synthKb, SYNTHETIC, { rs671: 'GA', rs1229984: 'TT', rs2231142: 'GG' })
    expect(r.status).toBe('normal')
    expect(r.score!.relativeRisk).toBeCloseTo(2 / 2.025284765625, 6)
    const e = expected(SYNTHETIC.rule as ScoreRule, [1, 0, 0])
    expect(r.score!.percentile).toBeCloseTo(e.pct, 6)
    expect(r.score!.percentile).toBeCloseTo(66.3075, 3)
    expect(r.level).toBe('typical')
    // no effect allele at all: exp(S) = 1, relative risk 1 / 2.0252848 = 0.4938, bottom 5% (0.81*0.49*0.25/2)
    const low = run(synthKb, SYNTHETIC, { rs671: 'GG', rs1229984: 'TT', rs2231142: 'GG' })
    expect(low.score!.relativeRisk).toBeCloseTo(1 / 2.025284765625, 6)
    expect(low.score!.percentile).toBeCloseTo(100 * (0.81 * 0.49 * 0.25) / 2, 6)
    expect(low.level).toBe('lower')
    const high = run(synthKb, SYNTHETIC, { rs671: 'AA', rs1229984: 'CC', rs2231142: 'TT' })
    expect(high.score!.relativeRisk).toBeCloseTo((4 * 2.25 * 1.5625) / 2.025284765625, 6)
    expect(high.level).toBe('higher')
    // the bands the result chart shades: the rule's cuts and the level of each band, the result's own among them
    expect(r.score!.bands).toEqual({ cuts: (SYNTHETIC.rule as ScoreRule).cuts, levels: (SYNTHETIC.rule as ScoreRule).levels })
    expect(r.score!.bands.levels).toContain(r.level)
  })

  it('a missing marker within the allowed share is filled with its expected count; beyond it the item needs a retest', () => {
    // rs2231142 carries ln1.25 / (ln2 + ln1.5 + ln1.25) = 17% of the weight: imputed with 2 * 0.5 = 1 copy
    const r = run(synthKb, SYNTHETIC, { rs671: 'GA', rs1229984: 'TT' }, ['rs2231142'])
    expect(r.status).toBe('normal')
    expect(r.score!.markersImputed).toEqual(['rs2231142'])
    expect(r.score!.markersUsed).toBe(2)
    expect(r.score!.relativeRisk).toBeCloseTo((2 * 1.25) / 2.025284765625, 6)
    // rs671 carries 48%: too much is missing
    const x = run(synthKb, SYNTHETIC, { rs1229984: 'TT', rs2231142: 'GG' }, ['rs671'])
    expect(x.status).toBe('retest')
    expect(x.score).toBeUndefined()
  })

  it('the audit checks a score rule against its markers (weights in marker order, EAS frequency, cuts, reachable levels)', () => {
    const probs = checkScoreRule(synthKb, SYNTHETIC, SYNTHETIC.rule as ScoreRule)
    // the test-only weights do not use the markers' cited EAS frequencies: the audit says so
    expect(probs.some(p => p.includes('rs671') && p.includes('disagrees'))).toBe(true)
    const broken: ItemDef = { ...SYNTHETIC, rule: { ...(SYNTHETIC.rule as ScoreRule), cuts: [80, 20] } }
    expect(checkScoreRule(synthKb, broken, broken.rule as ScoreRule).some(p => p.includes('not ascending'))).toBe(true)
    const unreachable: ItemDef = { ...SYNTHETIC, rule: { ...(SYNTHETIC.rule as ScoreRule), cuts: [1, 2], levels: ['a', 'b', 'c'] }, levels: ['a', 'b', 'c'] }
    expect(checkScoreRule(synthKb, unreachable, unreachable.rule as ScoreRule).some(p => p.includes('no genotype reaches level b'))).toBe(true)
  })

  it('a gated score item carries its relative risk and percentile to the report', () => {
    const results = computeReport({ kit: kitWith({ rs671: 'GA' }), index }, { kb: synthKb, itemIds: [SYNTHETIC.id] })
    const g = gateReport(synthKb, results, { type: 'HEALTH_ANCESTRY_V3', supportSubmodules: ['standard'] })
    const item = g.items.find(i => i.itemId === SYNTHETIC.id)!
    expect(item.status).toBe(REPORT_ITEM_STATUS.NORMAL)
    expect(item.result!.score!.relativeRisk).toBeGreaterThan(0)
    expect(item.result!.score!.percentile).toBeGreaterThan(0)
  })

  const scoreItems = kb.items.filter(i => i.rule.kind === 'score')
  it('every score item of the base passes the score audit', () => {
    expect(checkKnowledgeBase(kb).filter(p => scoreItems.some(i => p.startsWith(`item ${i.id}:`)))).toEqual([])
  })

  for (const item of scoreItems) {
    it(`${item.id}: relative risk and percentile agree with the model for no, one and two effect alleles at every marker`, () => {
      const rule = item.rule as ScoreRule
      for (const k of [0, 1, 2]) {
        const gt = Object.fromEntries(item.markers.map(m => [m.rsid, genotypeWith(m.rsid, m.effectAllele, k)]))
        const r = run(kb, item, gt)
        const e = expected(rule, item.markers.map(() => k))
        expect({ k, rr: r.score!.relativeRisk }).toEqual({ k, rr: expect.closeTo(e.rr, 6) })
        // score.ts places scores on a 1e-4 log grid, so genotypes whose exact scores differ by a few 1e-4 count as ties
        // there; with eight markers of published odds ratios that moved the percentile by 0.009 points (tried on the gout
        // table of Nakayama 2017), so the percentile is compared within 0.05 points, the relative risk exactly
        expect({ k, pctOff: Math.abs(r.score!.percentile - e.pct) < 0.05 }).toEqual({ k, pctOff: true })
      }
    })
  }
})
