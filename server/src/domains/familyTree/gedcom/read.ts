/**
 * A GEDCOM file (5.5.1, 5.5.5, 7.0) to the tree's persons and families (contracts familyTree):
 * names with 字辈 (_ZIBEI), sex, events with dates, places and notes, families with partners and
 * children (pedigree). Notes given as records (NOTE / SNOTE) are read into the persons and
 * families that point to them. Everything else is counted in the report by where it was
 * (source citations, media, submitters, change dates…), so that the person importing is told
 * what the tree does not keep.
 */
import {
  FAMILY_EVENT_TAGS, PERSON_EVENT_TAGS, normalizeTreeDate,
  type TreeDocument, type TreeEvent, type TreeFamilyData, type TreeName, type TreePersonData, type TreeSex
} from '@xungen/contracts'
import { decodeGedcom, type GedcomEncoding } from './decode'
import { childValue, parseLines, type GedcomNode } from './lines'

export interface UnmappedItem {
  /** where: INDI.SOUR, HEAD.SUBM, FAM.MARR.SOUR, OBJE… */
  path: string
  /** what it is in Chinese */
  label: string
  count: number
}

export interface GedcomImport {
  document: TreeDocument
  /** the header's note (this product's export writes the tree's name there), or null */
  title: string | null
  version: string
  encoding: GedcomEncoding
  unmapped: UnmappedItem[]
  /** lines that are not GEDCOM lines, pointers to nothing, decoding notes (Chinese) */
  warnings: string[]
}

export class GedcomFormatError extends Error {}

const TAG_LABELS: Record<string, string> = {
  SOUR: '来源引用', OBJE: '多媒体', REPO: '收藏机构', SUBM: '提交者', SUBN: '提交记录', CHAN: '修改时间', CREA: '创建时间',
  RIN: '记录编号', RFN: '记录编号', REFN: '参考编号', AFN: '祖先档案编号', UID: '唯一标识', _UID: '唯一标识', EXID: '外部标识',
  ASSO: '关联人', ALIA: '别名引用', ANCI: '祖先关注', DESI: '后代关注', RESN: '隐私限制', ADDR: '地址', PHON: '电话', EMAIL: '邮箱',
  FAX: '传真', WWW: '网址', AGNC: '机构', RELI: '宗教', SDATE: '排序日期', TIME: '时间', LANG: '语言', TRAN: '翻译', MAP: '地图坐标',
  FORM: '格式', NO: '未发生事件', BAPL: '末世圣徒教仪', CONL: '末世圣徒教仪', ENDL: '末世圣徒教仪', INIL: '末世圣徒教仪',
  SLGC: '末世圣徒教仪', SLGS: '末世圣徒教仪', SCHMA: '扩展声明', COPR: '版权', DEST: '接收系统', NOTE: '备注', SNOTE: '共享备注',
  PHRASE: '说明短语', ROLE: '角色', _FREL: '与父亲关系', _MREL: '与母亲关系', STAT: '状态', FAMS: '家庭', FAMC: '家庭', HUSB: '年龄', WIFE: '年龄'
}

function labelOf(path: string): string {
  const last = path.split('.').pop() ?? path
  if (TAG_LABELS[last]) return TAG_LABELS[last]
  return last.startsWith('_') ? `扩展信息 ${last}` : `未支持的记录 ${last}`
}

class Report {
  private counts = new Map<string, number>()
  add(path: string) {
    this.counts.set(path, (this.counts.get(path) ?? 0) + 1)
  }
  list(): UnmappedItem[] {
    return [...this.counts].map(([path, count]) => ({ path, label: labelOf(path), count })).sort((a, b) => a.path.localeCompare(b.path))
  }
}

function headerVersion(head: GedcomNode | undefined): string {
  const gedc = head?.children.find(c => c.tag === 'GEDC')
  return gedc ? (childValue(gedc, 'VERS') ?? '').trim() : ''
}

/** 5.5.1 date to 7.0: calendar escapes to names, a date in parentheses to a phrase */
export function dateFrom551(value: string): { date?: string; phrase?: string } {
  let v = value.trim()
  if (!v) return {}
  const phraseOnly = /^\((.*)\)$/.exec(v)
  if (phraseOnly) return phraseFromText(phraseOnly[1])
  let phrase: string | undefined
  const int = /^INT\s+(.*?)\s*\((.*)\)$/i.exec(v)
  if (int) {
    v = int[1]
    phrase = int[2]
  }
  v = v
    .replace(/@#DGREGORIAN@\s*/gi, '')
    .replace(/@#DJULIAN@/gi, 'JULIAN')
    .replace(/@#DHEBREW@/gi, 'HEBREW')
    .replace(/@#DFRENCH R@/gi, 'FRENCH_R')
    .replace(/@#DROMAN@/gi, 'ROMAN')
    .replace(/@#DUNKNOWN@/gi, 'UNKNOWN')
    .replace(/\bB\.C\.$/i, 'BCE')
  const out: { date?: string; phrase?: string } = { date: normalizeTreeDate(v) }
  if (phrase) out.phrase = phrase
  return out
}

/** a 5.5.1 date phrase written by this product for a 农历 date, read back as the date it was */
const LUNAR_PHRASE = /^农历\s*(\d{1,4})年(?:(闰)?(\d{1,2})月(?:(\d{1,2})日)?)?$/
function phraseFromText(text: string): { date?: string; phrase?: string } {
  const m = LUNAR_PHRASE.exec(text.trim())
  if (!m) return { phrase: text }
  const parts = ['_LUNAR']
  if (m[4] && m[3]) parts.push(String(Number(m[4])))
  if (m[3]) parts.push(`M${Number(m[3])}${m[2] ? 'L' : ''}`)
  parts.push(String(Number(m[1])))
  return { date: parts.join(' ') }
}

function splitName(full: string): { given?: string; surname?: string; suffix?: string } {
  const m = /^([^/]*)\/([^/]*)\/?(.*)$/.exec(full)
  if (!m) return full.trim() ? { given: full.trim() } : {}
  const out: { given?: string; surname?: string; suffix?: string } = {}
  if (m[1].trim()) out.given = m[1].trim()
  if (m[2].trim()) out.surname = m[2].trim()
  if (m[3].trim()) out.suffix = m[3].trim()
  return out
}

export function readGedcom(bytes: Uint8Array): GedcomImport {
  const decoded = decodeGedcom(bytes)
  const text = decoded.text.replace(/^\ufeff/, '')
  // the version decides how @ is unescaped; read it from a first pass over the header only
  const headEnd = text.search(/\n\s*0\s/)
  const head0 = parseLines(headEnd > 0 ? text.slice(0, headEnd) : text, false).records[0]
  if (!head0 || head0.tag !== 'HEAD') throw new GedcomFormatError('这不是 GEDCOM 文件：第一行应为“0 HEAD”')
  const version = headerVersion(head0)
  const v7 = version.startsWith('7')
  const { records, bad } = parseLines(text, v7)
  const warnings = [...decoded.warnings]
  if (bad.length) warnings.push(`有 ${bad.length} 行不符合 GEDCOM 格式，已跳过（第 ${bad.slice(0, 5).map(b => b.line).join('、')}${bad.length > 5 ? ' 等' : ''} 行）`)
  if (!records.some(r => r.tag === 'TRLR')) warnings.push('文件缺少结尾记录（0 TRLR），可能不完整')
  const report = new Report()

  const notes = new Map<string, string>()
  for (const r of records) if ((r.tag === 'NOTE' || r.tag === 'SNOTE') && r.xref) notes.set(r.xref, r.value)
  const missing = new Set<string>()
  const noteText = (n: GedcomNode, path: string): string | null => {
    if (n.pointer) {
      if (n.pointer === 'VOID') return null
      const t = notes.get(n.pointer)
      if (t === undefined) {
        missing.add(n.pointer)
        return null
      }
      for (const c of n.children) report.add(`${path}.${c.tag}`)
      return t
    }
    for (const c of n.children) report.add(`${path}.${c.tag}`)
    return n.value
  }

  const readEvent = (n: GedcomNode, path: string): TreeEvent => {
    const e: TreeEvent = { tag: n.tag }
    if (n.value) e.value = n.value
    for (const c of n.children) {
      const at = `${path}.${c.tag}`
      switch (c.tag) {
        case 'TYPE':
          if (c.value) e.type = c.value
          break
        case 'DATE': {
          const d = v7 ? { date: normalizeTreeDate(c.value), phrase: childValue(c, 'PHRASE') } : dateFrom551(c.value)
          if (d.date) e.date = d.date
          if (d.phrase) e.datePhrase = d.phrase
          for (const g of c.children) if (g.tag !== 'PHRASE') report.add(`${at}.${g.tag}`)
          break
        }
        case 'PLAC':
          if (c.value) e.place = c.value
          for (const g of c.children) {
            if (g.tag === '_CODE' && /^\d{6}$/.test(g.value)) e.placeCode = g.value
            else report.add(`${at}.${g.tag}`)
          }
          break
        case 'CAUS':
          if (c.value) e.cause = c.value
          for (const g of c.children) report.add(`${at}.${g.tag}`)
          break
        case 'AGE':
          if (c.value) e.age = c.value
          for (const g of c.children) report.add(`${at}.${g.tag}`)
          break
        case 'NOTE':
        case 'SNOTE': {
          const t = noteText(c, at)
          if (t !== null) (e.notes ??= []).push(t)
          break
        }
        default:
          report.add(at)
      }
    }
    return e
  }

  const persons: TreePersonData[] = []
  const families: TreeFamilyData[] = []
  const pedigree = new Map<string, string>()
  let title: string | null = null
  for (const r of records) {
    if (r.tag === 'INDI') {
      const ref = r.xref ?? `I${persons.length + 1}`
      const p: TreePersonData = { ref, names: [], sex: 'U', events: [], notes: [] }
      for (const c of r.children) {
        const at = `INDI.${c.tag}`
        if (c.tag === 'NAME') {
          const name: TreeName = { full: c.value, ...splitName(c.value) }
          for (const g of c.children) {
            if (g.tag === 'GIVN') name.given = g.value
            else if (g.tag === 'SURN') name.surname = g.value
            else if (g.tag === '_ZIBEI') name.generationName = g.value
            else if (g.tag === 'NICK') name.nickname = g.value
            else if (g.tag === 'NPFX') name.prefix = g.value
            else if (g.tag === 'NSFX') name.suffix = g.value
            else if (g.tag === 'TYPE') name.type = g.value
            else report.add(`${at}.${g.tag}`)
          }
          p.names.push(name)
        } else if (c.tag === 'SEX') {
          const s = c.value.trim().toUpperCase()
          p.sex = (s === 'M' || s === 'F' ? s : 'U') as TreeSex
          if (s === 'X') report.add('INDI.SEX.X')
        } else if ((PERSON_EVENT_TAGS as readonly string[]).includes(c.tag)) {
          p.events.push(readEvent(c, at))
        } else if (c.tag === 'NOTE' || c.tag === 'SNOTE') {
          const t = noteText(c, at)
          if (t !== null) p.notes.push(t)
        } else if (c.tag === 'FAMC') {
          const pedi = childValue(c, 'PEDI')
          if (c.pointer && pedi) pedigree.set(`${c.pointer}|${ref}`, pedi.trim().toLowerCase())
          for (const g of c.children) if (g.tag !== 'PEDI') report.add(`${at}.${g.tag}`)
        } else if (c.tag === 'FAMS') {
          for (const g of c.children) report.add(`${at}.${g.tag}`)
        } else report.add(at)
      }
      persons.push(p)
    } else if (r.tag === 'FAM') {
      const f: TreeFamilyData = { ref: r.xref ?? `F${families.length + 1}`, children: [], events: [], notes: [] }
      for (const c of r.children) {
        const at = `FAM.${c.tag}`
        if (c.tag === 'HUSB' || c.tag === 'WIFE') {
          if (c.pointer && c.pointer !== 'VOID') {
            if (c.tag === 'HUSB' && !f.partner1) f.partner1 = c.pointer
            else if (c.tag === 'WIFE' && !f.partner2) f.partner2 = c.pointer
            else report.add(`${at}(第三位配偶)`)
          }
          for (const g of c.children) report.add(`${at}.${g.tag}`)
        } else if (c.tag === 'CHIL') {
          if (c.pointer && c.pointer !== 'VOID') f.children.push({ ref: c.pointer })
          for (const g of c.children) report.add(`${at}.${g.tag}`)
        } else if ((FAMILY_EVENT_TAGS as readonly string[]).includes(c.tag)) {
          f.events.push(readEvent(c, at))
        } else if (c.tag === 'NOTE' || c.tag === 'SNOTE') {
          const t = noteText(c, at)
          if (t !== null) f.notes.push(t)
        } else report.add(at)
      }
      families.push(f)
    } else if (r.tag === 'HEAD') {
      for (const c of r.children) {
        if (c.tag === 'NOTE' && !title && c.value.trim()) title = c.value.trim().split('\n')[0]
        else if (!['GEDC', 'CHAR', 'SOUR', 'DATE', 'FILE', 'SUBM', 'DEST', 'LANG', 'PLAC', 'SCHMA', 'COPR'].includes(c.tag)) report.add(`HEAD.${c.tag}`)
      }
    } else if (r.tag === 'TRLR' || ((r.tag === 'NOTE' || r.tag === 'SNOTE') && r.xref)) {
      continue
    } else report.add(r.tag)
  }

  // children's pedigree from the INDI side; pointers that name no person are dropped with a warning
  const personRefs = new Set(persons.map(p => p.ref))
  let dangling = 0
  for (const f of families) {
    for (const k of ['partner1', 'partner2'] as const) {
      if (f[k] && !personRefs.has(f[k]!)) {
        dangling++
        delete f[k]
      }
    }
    f.children = f.children.filter(c => personRefs.has(c.ref) || (dangling++, false))
    for (const c of f.children) {
      const p = pedigree.get(`${f.ref}|${c.ref}`)
      if (p) c.pedigree = p
    }
  }
  if (dangling) warnings.push(`有 ${dangling} 处家庭成员指向文件中不存在的人，已略去`)
  if (missing.size) warnings.push(`有 ${missing.size} 条备注引用在文件中找不到`)
  return { document: { persons, families }, title, version: version || '未声明', encoding: decoded.encoding, unmapped: report.list(), warnings }
}
