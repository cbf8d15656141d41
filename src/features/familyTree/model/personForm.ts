/** The person form of the tree pages: what a person types, checked, and the body the server takes. */
import { treeDateProblem, type DateQualifier, type TreeDateParts, type TreeSex } from '@xungen/contracts'

export const QUALIFIER_CHOICES: ReadonlyArray<{ key: 'exact' | 'ABT' | 'BEF' | 'AFT'; label: string }> = [
  { key: 'exact', label: '确切' },
  { key: 'ABT', label: '约' },
  { key: 'BEF', label: '之前' },
  { key: 'AFT', label: '之后' }
]

export interface DateForm {
  calendar: 'GREGORIAN' | '_LUNAR'
  qualifier: 'exact' | 'ABT' | 'BEF' | 'AFT'
  year: string
  month: string
  day: string
  leap: boolean
}
export interface EventForm {
  date: DateForm
  place: string
  placeCode: string
}
export interface PersonForm {
  surname: string
  given: string
  generationName: string
  sex: TreeSex
  birth: EventForm
  deceased: boolean
  death: EventForm
  note: string
}

const emptyDate = (): DateForm => ({ calendar: 'GREGORIAN', qualifier: 'exact', year: '', month: '', day: '', leap: false })
export const emptyEvent = (): EventForm => ({ date: emptyDate(), place: '', placeCode: '' })
export const emptyPerson = (surname = ''): PersonForm => ({ surname, given: '', generationName: '', sex: 'M', birth: emptyEvent(), deceased: false, death: emptyEvent(), note: '' })

type ServerEvent = { date: TreeDateParts | null; place: string | null; placeCode: string | null } | null

export function dateFormOf(d: TreeDateParts | null | undefined): DateForm {
  if (!d?.date) return emptyDate()
  const q = (['exact', 'ABT', 'BEF', 'AFT'] as const).includes(d.qualifier as 'exact') ? (d.qualifier as DateForm['qualifier']) : 'exact'
  return {
    calendar: d.date.calendar === '_LUNAR' ? '_LUNAR' : 'GREGORIAN',
    qualifier: q,
    year: String(d.date.year),
    month: d.date.month ? String(d.date.month) : '',
    day: d.date.day ? String(d.date.day) : '',
    leap: !!d.date.leap
  }
}

export function personFormOf(p: { names: Array<{ given?: string; surname?: string; generationName?: string }>; sex: TreeSex; birth: ServerEvent; death: ServerEvent; notes: string[] }): PersonForm {
  const n = p.names[0] ?? {}
  const ev = (e: ServerEvent): EventForm => ({ date: dateFormOf(e?.date), place: e?.place ?? '', placeCode: e?.placeCode ?? '' })
  return { surname: n.surname ?? '', given: n.given ?? '', generationName: n.generationName ?? '', sex: p.sex, birth: ev(p.birth), deceased: !!p.death, death: ev(p.death), note: p.notes.join('\n\n') }
}

const num = (s: string) => (s.trim() ? Number(s.trim()) : undefined)

/** the parts of a date form, null when no year is given; a problem in Chinese when it is wrong */
export function datePartsOf(d: DateForm): { parts: TreeDateParts | null; problem: string | null } {
  if (!d.year.trim() && !d.month.trim() && !d.day.trim()) return { parts: null, problem: null }
  const year = num(d.year)
  const month = num(d.month)
  const day = num(d.day)
  if (year === undefined || !Number.isInteger(year)) return { parts: null, problem: '请填写年份（数字）' }
  if ((month !== undefined && !Number.isInteger(month)) || (day !== undefined && !Number.isInteger(day))) return { parts: null, problem: '月、日应为数字' }
  const date: NonNullable<TreeDateParts['date']> = { calendar: d.calendar, year }
  if (month !== undefined) date.month = month
  if (day !== undefined) date.day = day
  if (d.calendar === '_LUNAR' && d.leap && month !== undefined) date.leap = true
  const parts: TreeDateParts = { qualifier: d.qualifier as DateQualifier, date }
  return { parts, problem: treeDateProblem(parts) }
}

export type PersonErrors = Partial<Record<'surname' | 'birth' | 'death', string>>

export function personProblems(f: PersonForm): PersonErrors {
  const e: PersonErrors = {}
  if (!f.surname.trim() && !f.given.trim()) e.surname = '请至少填写姓或名'
  const b = datePartsOf(f.birth.date).problem
  if (b) e.birth = b
  if (f.deceased) {
    const d = datePartsOf(f.death.date).problem
    if (d) e.death = d
  }
  return e
}

export function personBody(f: PersonForm) {
  const event = (e: EventForm) => {
    const parts = datePartsOf(e.date).parts
    return { date: parts as never, ...(e.place.trim() ? { place: e.place.trim() } : {}), ...(e.place.trim() && e.placeCode ? { placeCode: e.placeCode } : {}) }
  }
  return {
    surname: f.surname.trim(),
    given: f.given.trim(),
    generationName: f.generationName.trim(),
    sex: f.sex,
    birth: event(f.birth),
    death: f.deceased ? event(f.death) : null,
    notes: f.note.trim() ? f.note.split(/\n{2,}/).map(s => s.trim()).filter(Boolean) : []
  }
}
