import { NO_FACTS, isCoupleEdition, proposedSurname, resumeStep, stepAfter, stepPath, type BindStep } from '../model/steps'
import type { BindDraft } from '@/services/api/persons'

function walk(draft: BindDraft, facts = NO_FACTS, answers: Partial<Record<BindStep, boolean>> = {}): BindStep[] {
  const path: BindStep[] = ['barcode']
  while (path[path.length - 1] !== 'check') {
    const step = path[path.length - 1]
    path.push(stepAfter(step, draft, facts, answers[step]))
    if (path.length > 40) throw new Error('no end: ' + path.join(' → '))
  }
  return path
}

describe('binding wizard steps (spec 2.12)', () => {
  it('a new person goes through every field of spec 3.4 once', () => {
    expect(walk({})).toEqual([
      'barcode', 'appellation', 'appellation-check', 'name', 'surname-check', 'sex', 'birthday', 'birthplace', 'ancestral-place',
      'nation', 'ancestry-features', 'collected-check', 'collect-date', 'check'
    ])
  })

  it('a rejected surname proposal asks the surname; not collected yet shows the example first', () => {
    const path = walk({}, NO_FACTS, { 'surname-check': false, 'collected-check': true })
    expect(path.slice(4, 6)).toEqual(['surname-check', 'surname'])
    expect(stepAfter('collected-check', {}, NO_FACTS, false)).toBe('collect-example')
    expect(stepAfter('collect-example', {}, NO_FACTS)).toBe('collected-check')
  })

  it('an existing person skips its fields, with the upgrade or replace check before the sample', () => {
    const facts = { ...NO_FACTS, bindableCount: 2 }
    expect(walk({ personId: 7 }, facts)).toEqual(['barcode', 'appellation', 'appellation-check', 'select-available', 'collected-check', 'collect-date', 'check'])
    expect(walk({ personId: 7 }, { ...facts, personHasDetections: true })).toContain('replace-check')
    const up = walk({ personId: 7 }, { ...facts, personHasDetections: true, personUpgradable: true })
    expect(up).toContain('upgrade-check')
    expect(up).not.toContain('replace-check')
    // choosing a new person there goes on with the name
    expect(stepAfter('select-available', {}, facts)).toBe('name')
  })

  it('a couple edition asks the couple check before the final check', () => {
    const coupleFacts = { ...NO_FACTS, coupleEdition: true }
    expect(walk({}, coupleFacts).slice(-3)).toEqual(['collect-date', 'couple-check', 'check'])
    expect(isCoupleEdition({ type: 'CARRIER_SCREENING', id: 'CARRIER_COUPLE' })).toBe(true)
    expect(isCoupleEdition({ type: 'HEALTH_ANCESTRY_V3', id: 'STANDARD_ANCESTRY' })).toBe(false)
  })

  it('a person who comes back resumes at the first step the draft does not hold', () => {
    expect(resumeStep({}, NO_FACTS)).toBe('barcode')
    expect(resumeStep({ barcode: 'XG0000000018' }, NO_FACTS)).toBe('appellation')
    expect(resumeStep({ barcode: 'XG0000000018', appellation: 'me', name: '王小明', surname: '王', sex: 'male' }, NO_FACTS)).toBe('birthday')
    expect(resumeStep({ barcode: 'XG0000000018', appellation: 'me' }, { ...NO_FACTS, bindableCount: 1 })).toBe('select-available')
    const full: BindDraft = {
      barcode: 'XG0000000018', appellation: 'me', name: '王小明', surname: '王', sex: 'male', birthday: '1990-01-02', birthplace: '', ancestralPlace: '',
      nation: '汉族', openAncestryFunction: true, collected: true, collectDate: '2026-11-20'
    }
    expect(resumeStep(full, NO_FACTS)).toBe('check')
    expect(resumeStep(full, { ...NO_FACTS, coupleEdition: true })).toBe('couple-check')
  })

  it('proposes the surname: a compound one when the name starts with it', () => {
    expect(proposedSurname('王小明')).toBe('王')
    expect(proposedSurname('欧阳修')).toBe('欧阳')
    expect(proposedSurname('欧阳')).toBe('欧')
  })

  it('the ancestral place is the birthplace page with for=ancestral', () => {
    expect(stepPath('ancestral-place')).toBe('/user/persons/bind/birthplace?for=ancestral')
    expect(stepPath('sex')).toBe('/user/persons/bind/sex')
  })
})
