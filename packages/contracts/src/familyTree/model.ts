/**
 * The family tree's data (spec 3.11, issue 24 items 1-3): persons and families in the shape that
 * GEDCOM (5.5.1, 5.5.5, 7.0) and the tree pages share. A person's relations are the families it
 * is a partner or a child in (as in GEDCOM), so parents, spouses, siblings and children are all
 * read from families. Dates are kept as GEDCOM 7 date values (dates.ts reads and writes them;
 * 农历 dates use the extension calendar _LUNAR).
 */

export const TREE_SEXES = ['M', 'F', 'U'] as const
export type TreeSex = (typeof TREE_SEXES)[number]

/** the events and attributes of a person the tree maps (GEDCOM tags), in the order the person page lists them */
export const PERSON_EVENT_TAGS = [
  'BIRT', 'CHR', 'BAPM', 'ADOP', 'BARM', 'BASM', 'BLES', 'CHRA', 'CONF', 'FCOM', 'ORDN', 'NATU', 'EMIG', 'IMMI',
  'CENS', 'PROB', 'WILL', 'GRAD', 'RETI', 'EVEN', 'DEAT', 'BURI', 'CREM',
  'OCCU', 'RESI', 'EDUC', 'TITL', 'RELI', 'NATI', 'CAST', 'DSCR', 'NCHI', 'NMR', 'PROP', 'IDNO', 'SSN', 'FACT'
] as const
export const FAMILY_EVENT_TAGS = ['ENGA', 'MARB', 'MARC', 'MARL', 'MARS', 'MARR', 'DIVF', 'DIV', 'ANUL', 'CENS', 'RESI', 'NCHI', 'FACT', 'EVEN'] as const

export const EVENT_LABELS: Readonly<Record<string, string>> = {
  BIRT: '出生', CHR: '洗礼', BAPM: '受洗', ADOP: '收养', BARM: '成年礼', BASM: '成年礼', BLES: '祝福礼', CHRA: '成年洗礼',
  CONF: '坚信礼', FCOM: '初领圣餐', ORDN: '授职', NATU: '入籍', EMIG: '移出', IMMI: '移入', CENS: '人口普查', PROB: '遗嘱认证',
  WILL: '立遗嘱', GRAD: '毕业', RETI: '退休', EVEN: '事件', DEAT: '去世', BURI: '安葬', CREM: '火化', OCCU: '职业', RESI: '居住',
  EDUC: '教育', TITL: '头衔', RELI: '宗教', NATI: '民族', CAST: '身份', DSCR: '外貌', NCHI: '子女数', NMR: '婚姻次数', PROP: '财产',
  IDNO: '证件号', SSN: '社保号', FACT: '事实', ENGA: '订婚', MARB: '结婚公告', MARC: '婚约', MARL: '结婚许可', MARS: '婚前协议',
  MARR: '结婚', DIVF: '申请离婚', DIV: '离婚', ANUL: '婚姻无效'
}

export interface TreeEvent {
  tag: string
  /** the line's own value: an attribute's text (occupation, title…), Y for an event known to have happened */
  value?: string
  /** TYPE: what an EVEN/FACT is, or a more precise kind */
  type?: string
  /** a GEDCOM 7 date value (dates.ts) */
  date?: string
  /** a date phrase (GEDCOM 7 PHRASE; 5.5.1's date in parentheses) */
  datePhrase?: string
  place?: string
  /** the administrative division code (GB/T 2260) of a place chosen from China's divisions */
  placeCode?: string
  cause?: string
  age?: string
  notes?: string[]
}

export interface TreeName {
  /** the full name as GEDCOM writes it: Given /Surname/ Suffix */
  full: string
  given?: string
  surname?: string
  /** 字辈: the generation character(s) of the name (GEDCOM extension _ZIBEI) */
  generationName?: string
  nickname?: string
  prefix?: string
  suffix?: string
  /** TYPE: birth, aka, married… */
  type?: string
}

export interface TreePersonData {
  /** the identifier in this document (GEDCOM xref without @, or a database id) */
  ref: string
  names: TreeName[]
  sex: TreeSex
  events: TreeEvent[]
  notes: string[]
}

export interface TreeChildLink {
  ref: string
  /** PEDI: birth, adopted, foster, sealing, other (lower case) */
  pedigree?: string
}

export interface TreeFamilyData {
  ref: string
  /** HUSB and WIFE of GEDCOM: partner1 is written as HUSB, partner2 as WIFE (same-sex couples keep their order) */
  partner1?: string
  partner2?: string
  children: TreeChildLink[]
  events: TreeEvent[]
  notes: string[]
}

export interface TreeDocument {
  persons: TreePersonData[]
  families: TreeFamilyData[]
}

/** the first name's display form: surname + given for Chinese names, "given surname" otherwise */
export function treePersonName(names: readonly TreeName[]): string {
  const n = names[0]
  if (!n) return '未知'
  const given = (n.given ?? '').trim()
  const surname = (n.surname ?? '').trim()
  if (!given && !surname) return n.full.replace(/\//g, ' ').replace(/\s+/g, ' ').trim() || '未知'
  const cjk = /[\u3400-\u9fff]/.test(given + surname)
  return cjk ? `${surname}${given}` : [given, surname].filter(Boolean).join(' ')
}

/** the GEDCOM NAME value of a name's parts: Given /Surname/ Suffix */
export function gedcomFullName(given: string | undefined, surname: string | undefined, suffix?: string): string {
  const parts: string[] = []
  if (given?.trim()) parts.push(given.trim())
  if (surname?.trim()) parts.push(`/${surname.trim()}/`)
  if (suffix?.trim()) parts.push(suffix.trim())
  return parts.join(' ')
}
