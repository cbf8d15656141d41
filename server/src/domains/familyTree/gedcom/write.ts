/**
 * The tree to GEDCOM 5.5.1 or 7.0 (UTF-8): persons with names (字辈 as _ZIBEI), sex, events,
 * dates, places (the division code as _CODE), notes; families with partners, children and
 * pedigree. 5.5.1 writes calendars as escapes, splits lines over 255 characters with CONC and
 * writes a 农历 date as a date phrase (5.5.1 has no such calendar) that readGedcom reads back.
 */
import { parseTreeDate, type TreeDocument, type TreeEvent, type TreeName } from '@xungen/contracts'

export type GedcomVersion = '5.5.1' | '7.0'

const MAX_551 = 255

class Out {
  lines: string[] = []
  constructor(private v7: boolean) {}
  line(level: number, tag: string, value?: string, xref?: string) {
    const head = `${level}${xref ? ` @${xref}@` : ''} ${tag}`
    if (value === undefined || value === '') {
      this.lines.push(head)
      return
    }
    const parts = value.split(/\r\n|\r|\n/)
    parts.forEach((part, i) => {
      const text = this.escape(part)
      const first = i === 0 ? head : `${level + 1} CONT`
      if (this.v7 || text.length + first.length < MAX_551) {
        this.lines.push(text ? `${first} ${text}` : first)
        return
      }
      // 5.5.1: CONC continues the same line; never split beside a space (readers trim it) or an @
      let rest = text
      let tag = first
      while (rest.length) {
        let n = Math.min(rest.length, MAX_551 - tag.length - 1)
        while (n > 1 && n < rest.length && (rest[n - 1] === ' ' || rest[n] === ' ' || rest[n - 1] === '@')) n--
        this.lines.push(`${tag} ${rest.slice(0, n)}`)
        rest = rest.slice(n)
        tag = `${level + 1} CONC`
      }
    })
  }
  pointer(level: number, tag: string, xref: string) {
    this.lines.push(`${level} ${tag} @${xref}@`)
  }
  private escape(text: string): string {
    if (this.v7) return text.startsWith('@') ? `@${text}` : text
    return text.replace(/@/g, '@@')
  }
}

/** 7.0 date to 5.5.1: calendar names to escapes; 农历 to a phrase */
export function dateTo551(date: string | undefined, phrase: string | undefined): string | undefined {
  if (!date) return phrase ? `(${phrase})` : undefined
  const p = parseTreeDate(date)
  if (p?.date?.calendar === '_LUNAR') return `(${lunarPhrase(date)})`
  let v = date.replace(/\bJULIAN\b/g, '@#DJULIAN@').replace(/\bHEBREW\b/g, '@#DHEBREW@').replace(/\bFRENCH_R\b/g, '@#DFRENCH R@').replace(/\bBCE$/, 'B.C.')
  if (phrase) v = `INT ${v} (${phrase})`
  return v
}

function lunarPhrase(date: string): string {
  const p = parseTreeDate(date)!.date!
  return `农历${p.year}年${p.month ? `${p.leap ? '闰' : ''}${p.month}月${p.day ? `${p.day}日` : ''}` : ''}`
}

function writeName(o: Out, n: TreeName) {
  o.line(1, 'NAME', n.full)
  if (n.type) o.line(2, 'TYPE', n.type)
  if (n.prefix) o.line(2, 'NPFX', n.prefix)
  if (n.given) o.line(2, 'GIVN', n.given)
  if (n.nickname) o.line(2, 'NICK', n.nickname)
  if (n.surname) o.line(2, 'SURN', n.surname)
  if (n.suffix) o.line(2, 'NSFX', n.suffix)
  if (n.generationName) o.line(2, '_ZIBEI', n.generationName)
}

function writeEvent(o: Out, e: TreeEvent, v7: boolean) {
  o.line(1, e.tag, e.value ?? '')
  if (e.type) o.line(2, 'TYPE', e.type)
  if (v7) {
    if (e.date || e.datePhrase) {
      o.line(2, 'DATE', e.date ?? '')
      if (e.datePhrase) o.line(3, 'PHRASE', e.datePhrase)
    }
  } else {
    const d = dateTo551(e.date, e.datePhrase)
    if (d) o.line(2, 'DATE', d)
  }
  if (e.place) {
    o.line(2, 'PLAC', e.place)
    if (e.placeCode) o.line(3, '_CODE', e.placeCode)
  }
  if (e.age) o.line(2, 'AGE', e.age)
  if (e.cause) o.line(2, 'CAUS', e.cause)
  for (const n of e.notes ?? []) o.line(2, 'NOTE', n)
}

/** a tree as a GEDCOM file's text; the caller writes it as UTF-8 (7.0 with a byte-order mark) */
export function writeGedcom(doc: TreeDocument, version: GedcomVersion, opts: { treeName: string; now: Date }): string {
  const v7 = version === '7.0'
  const o = new Out(v7)
  o.line(0, 'HEAD')
  o.line(1, 'GEDC')
  o.line(2, 'VERS', version)
  if (!v7) o.line(2, 'FORM', 'LINEAGE-LINKED')
  if (!v7) o.line(1, 'CHAR', 'UTF-8')
  o.line(1, 'SOUR', 'XUNGEN')
  o.line(2, 'NAME', '基因寻根')
  const d = opts.now
  o.line(1, 'DATE', `${d.getUTCDate()} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][d.getUTCMonth()]} ${d.getUTCFullYear()}`)
  if (!v7) o.pointer(1, 'SUBM', 'U1')
  o.line(1, 'NOTE', opts.treeName)
  const famc = new Map<string, Array<{ fam: string; pedigree?: string }>>()
  const fams = new Map<string, string[]>()
  for (const f of doc.families) {
    for (const p of [f.partner1, f.partner2]) if (p) fams.set(p, [...(fams.get(p) ?? []), f.ref])
    for (const c of f.children) famc.set(c.ref, [...(famc.get(c.ref) ?? []), { fam: f.ref, pedigree: c.pedigree }])
  }
  for (const p of doc.persons) {
    o.line(0, 'INDI', undefined, p.ref)
    for (const n of p.names) writeName(o, n)
    o.line(1, 'SEX', p.sex)
    for (const e of p.events) writeEvent(o, e, v7)
    for (const c of famc.get(p.ref) ?? []) {
      o.pointer(1, 'FAMC', c.fam)
      if (c.pedigree) o.line(2, 'PEDI', v7 ? c.pedigree.toUpperCase() : c.pedigree)
    }
    for (const f of fams.get(p.ref) ?? []) o.pointer(1, 'FAMS', f)
    for (const n of p.notes) o.line(1, 'NOTE', n)
  }
  for (const f of doc.families) {
    o.line(0, 'FAM', undefined, f.ref)
    if (f.partner1) o.pointer(1, 'HUSB', f.partner1)
    if (f.partner2) o.pointer(1, 'WIFE', f.partner2)
    for (const c of f.children) o.pointer(1, 'CHIL', c.ref)
    for (const e of f.events) writeEvent(o, e, v7)
    for (const n of f.notes) o.line(1, 'NOTE', n)
  }
  if (!v7) {
    o.line(0, 'SUBM', undefined, 'U1')
    o.line(1, 'NAME', '基因寻根用户')
  }
  o.line(0, 'TRLR')
  return o.lines.join('\n') + '\n'
}

