/**
 * How the person pages say a tested person and a sample (spec 2.11, 2.16, 3.2, 3.3). Pure:
 * tested in __tests__/person.test.ts.
 */
import { APPELLATIONS, chinaDateTime, isAppellation, SAMPLE_STATES, type SampleState } from '@xungen/contracts'
import type { DetectionView, PersonView, TimelineEntry } from '@/services/api/persons'

export function sexLabel(sex: string | null | undefined): string {
  return sex === 'male' ? '男' : sex === 'female' ? '女' : '未填写'
}

export function relationLabel(appellation: string | null | undefined): string | null {
  return isAppellation(appellation) ? APPELLATIONS[appellation].label : null
}

/** One line under a person's name: relation · sex · birthday */
export function personMeta(p: PersonView): string {
  return [relationLabel(p.basic.appellation), sexLabel(p.basic.sex), p.basic.birthday].filter(Boolean).join(' · ')
}

/** spec 2.11 /detections/chip and /detections/other: chip kits and imported chip data, and everything else */
export function splitDetections(list: readonly DetectionView[]): { chip: DetectionView[]; other: DetectionView[] } {
  const chip = list.filter(d => d.product.primerIdentification === 'CHIP')
  return { chip, other: list.filter(d => !chip.includes(d)) }
}

/** spec 2.16 / 5: the tested-person search box shows only above 20 persons */
export const PERSON_SEARCH_THRESHOLD = 20
export function showPersonSearch(count: number): boolean {
  return count > PERSON_SEARCH_THRESHOLD
}

export type StateTone = 'normal' | 'problem' | 'done'

/** a failed QC and a held or failed analysis are the states a person must notice */
export function stateTone(state: SampleState | string | null | undefined): StateTone {
  if (state === SAMPLE_STATES.QC_FAILED) return 'problem'
  if (state === SAMPLE_STATES.PUBLISHED) return 'done'
  return 'normal'
}


/** epoch ms → '2026-11-25 14:03' in China time, whatever the viewer's zone */
export function timeText(ms: number): string {
  return chinaDateTime(ms)
}

/**
 * The timeline of a detection, newest first. A second sample (after a failed QC) says so on its
 * entries, so a person sees why the kit went through reception twice.
 */
export function timelineItems(entries: readonly TimelineEntry[]) {
  return [...entries]
    .sort((a, b) => b.date - a.date)
    .map((e, i) => ({
      key: `${e.date}-${e.state}-${i}`,
      title: e.sampleSeq && e.sampleSeq > 1 && e.state !== SAMPLE_STATES.BOUND ? `${e.title}（第 ${e.sampleSeq} 份样本）` : e.title,
      content: e.content,
      time: timeText(e.date),
      tone: stateTone(e.state)
    }))
}

/** what a person can do next, by the sample's state */
export function nextActionOf(state: SampleState | string | null | undefined, hasReport: boolean): 'report' | 'resend' | 'send' | null {
  if (hasReport || state === SAMPLE_STATES.PUBLISHED) return 'report'
  if (state === SAMPLE_STATES.QC_FAILED) return 'resend'
  if (state === SAMPLE_STATES.BOUND) return 'send'
  return null
}
