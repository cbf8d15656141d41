/**
 * The region picker as data (spec 3.13: province, city, district, street, each with a code;
 * spec 9: the special provinces and the four cities without districts). One column per level,
 * loaded lazily from the server (GET regions?parentCode=): choosing a region opens its children,
 * a region without children ends the choice. Streets are optional.
 */
import { isCityWithoutDistricts, type Region, type RegionLevel, type RegionListData, type RegionSelection } from '@xungen/contracts'

export type RegionOption = Region & { hasChildren: boolean }

export interface PickerColumn {
  /** '' for the provinces */
  parentCode: string
  /** known once the column is loaded (a city without districts is followed by streets) */
  level: RegionLevel | null
  options: RegionOption[] | null
  selected: RegionOption | null
}

export interface PickerState {
  columns: PickerColumn[]
  /** the column shown */
  active: number
  /** the choice is complete */
  done: boolean
}

const column = (parentCode: string, selected: RegionOption | null = null): PickerColumn => ({ parentCode, level: null, options: null, selected })

export function initialPickerState(): PickerState {
  return { columns: [column('')], active: 0, done: false }
}

/**
 * The picker opened on an existing address: every chosen level is a column (loaded when shown),
 * the last one active. A chosen region is assumed to have children unless it is the last one.
 */
export function pickerStateOf(selection: RegionSelection): PickerState {
  const chosen = [selection.province, selection.city, selection.district, selection.street].filter((r): r is Region => Boolean(r && r.code))
  if (chosen.length === 0) return initialPickerState()
  const columns: PickerColumn[] = chosen.map((r, i) => column(i === 0 ? '' : chosen[i - 1].code, { ...r, hasChildren: i < chosen.length - 1 }))
  return { columns, active: columns.length - 1, done: true }
}

/** A column's list arrived; an answer for a column no longer shown is ignored. */
export function columnLoaded(state: PickerState, data: RegionListData): PickerState {
  const index = state.columns.findIndex(c => c.parentCode === data.parentCode)
  if (index < 0) return state
  const columns = state.columns.slice()
  const current = columns[index]
  // the stored choice takes the server's flags (does it have children?)
  const selected = current.selected ? data.list.find(o => o.code === current.selected!.code) ?? current.selected : null
  columns[index] = { ...current, level: data.level, options: data.list, selected }
  return { ...state, columns }
}

/** A region chosen in column `index`: the levels below it are cleared; its children open next, or the choice ends. */
export function chooseRegion(state: PickerState, index: number, option: RegionOption): PickerState {
  const columns = state.columns.slice(0, index + 1)
  columns[index] = { ...columns[index], selected: option }
  if (option.hasChildren) {
    columns.push(column(option.code))
    return { columns, active: index + 1, done: false }
  }
  return { columns, active: index, done: true }
}

/** Streets are optional: the choice may end at the district (or at a city without districts). */
export function skipLevel(state: PickerState): PickerState {
  const last = state.columns[state.columns.length - 1]
  if (last.selected || last.level !== 'street') return state
  const columns = state.columns.slice(0, -1)
  return { columns, active: columns.length - 1, done: true }
}

export function showColumn(state: PickerState, index: number): PickerState {
  return index >= 0 && index < state.columns.length ? { ...state, active: index } : state
}

/** The chosen regions by level (province first; levels follow the server's answers). */
export function selectionOf(state: PickerState): RegionSelection {
  const out: RegionSelection = {}
  const order: RegionLevel[] = ['province', 'city', 'district', 'street']
  state.columns.forEach((c, i) => {
    if (!c.selected) return
    // before its list loads a column's level is its position; a city without districts is followed by streets
    const afterCityWithoutDistricts = i === 2 && isCityWithoutDistricts(state.columns[1]?.selected)
    const level = c.level ?? (afterCityWithoutDistricts ? 'street' : order[i])
    out[level] = { code: c.selected.code, name: c.selected.name }
  })
  return out
}

/** The tab of a column: the chosen name, or 「请选择」. */
export function columnLabel(c: PickerColumn): string {
  return c.selected ? c.selected.name : '请选择'
}
