import { nextActionOf, personMeta, showPersonSearch, splitDetections, stateTone, timelineItems } from '../model/person'
import type { DetectionView, PersonView } from '@/services/api/persons'

const product = (primer: string) => ({ id: 'X', type: 'HEALTH_ANCESTRY_V3', name: 'p', supportSubmodules: [], needUpdate: false, isOnlineProduct: true, primerIdentification: primer })
const detection = (barcode: string, primer = 'CHIP'): DetectionView => ({ barcode, hasReport: false, product: product(primer), state: 'bound', stateTitle: '已绑定', source: 'kit', collectDate: null })

describe('person pages model', () => {
  it('says a person as relation, sex and birthday', () => {
    const p = { basic: { appellation: 'father', sex: 'male', birthday: '1960-03-04' } } as unknown as PersonView
    expect(personMeta(p)).toBe('父亲 · 男 · 1960-03-04')
  })

  it('splits chip detections from the others', () => {
    const { chip, other } = splitDetections([detection('A'), detection('B', 'PCR')])
    expect(chip.map(d => d.barcode)).toEqual(['A'])
    expect(other.map(d => d.barcode)).toEqual(['B'])
  })

  it('shows the person search only above 20 persons (spec 2.16)', () => {
    expect(showPersonSearch(20)).toBe(false)
    expect(showPersonSearch(21)).toBe(true)
  })

  it('orders the timeline newest first and marks a failed QC and a second sample', () => {
    const items = timelineItems([
      { state: 'bound', title: '已绑定', content: '', sampleSeq: 1, date: 1000, labNote: null },
      { state: 'received', title: '样本已签收', content: '', sampleSeq: 1, date: 2000, labNote: null },
      { state: 'qcFailed', title: 'DNA 质检未通过', content: '', sampleSeq: 1, date: 3000, labNote: null },
      { state: 'received', title: '样本已签收', content: '', sampleSeq: 2, date: 4000, labNote: null }
    ])
    expect(items.map(i => i.title)).toEqual(['样本已签收（第 2 份样本）', 'DNA 质检未通过', '样本已签收', '已绑定'])
    expect(items[1].tone).toBe('problem')
    expect(stateTone('published')).toBe('done')
  })

  it('offers the next action of a sample', () => {
    expect(nextActionOf('qcFailed', false)).toBe('resend')
    expect(nextActionOf('bound', false)).toBe('send')
    expect(nextActionOf('analysing', false)).toBeNull()
    expect(nextActionOf('published', true)).toBe('report')
  })
})
