/**
 * GEDCOM lines to a tree of structures: `level [@xref@] TAG [value]`, CONT (a new line) and CONC
 * (5.5.1: the same line goes on) folded into their parent's value, `@@` unescaped. A line that is
 * not a GEDCOM line is counted (with its number) instead of stopping the import.
 */

export interface GedcomNode {
  level: number
  xref?: string
  tag: string
  value: string
  /** the value is a pointer (@X1@): its xref without the @ */
  pointer?: string
  children: GedcomNode[]
  line: number
}

export interface ParsedLines {
  records: GedcomNode[]
  bad: Array<{ line: number; text: string }>
}

const LINE = /^\s*(\d{1,2})\s+(?:@([^@\s][^@]*)@\s+)?([A-Za-z0-9_]+)(?: (.*))?$/

export function parseLines(text: string, version7: boolean): ParsedLines {
  const records: GedcomNode[] = []
  const bad: ParsedLines['bad'] = []
  const stack: GedcomNode[] = []
  const lines = text.split(/\r\n|\r|\n/)
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]
    if (!raw.trim()) continue
    const m = LINE.exec(raw)
    if (!m) {
      bad.push({ line: i + 1, text: raw.slice(0, 80) })
      continue
    }
    const level = Number(m[1])
    const tag = m[3].toUpperCase()
    let value = m[4] ?? ''
    if (tag === 'CONT' || tag === 'CONC') {
      const parent = stack[level - 1]
      if (!parent || level === 0) {
        bad.push({ line: i + 1, text: raw.slice(0, 80) })
        continue
      }
      parent.value += (tag === 'CONT' ? '\n' : '') + unescape(value, version7)
      continue
    }
    let pointer: string | undefined
    const pm = /^@([^@#\s][^@]*)@$/.exec(value.trim())
    if (pm) pointer = pm[1]
    else value = unescape(value, version7)
    const node: GedcomNode = { level, tag, value, children: [], line: i + 1 }
    if (m[2]) node.xref = m[2]
    if (pointer) node.pointer = pointer
    if (level === 0) {
      records.push(node)
      stack.length = 0
      stack[0] = node
      continue
    }
    const parent = stack[level - 1]
    if (!parent || level > stack.length) {
      bad.push({ line: i + 1, text: raw.slice(0, 80) })
      continue
    }
    parent.children.push(node)
    stack.length = level
    stack[level] = node
  }
  return { records, bad }
}

function unescape(value: string, version7: boolean): string {
  // 7.0 doubles only a leading @; 5.5.1 doubles every @ (and writes @#D…@ escapes, kept as they are)
  if (version7) return value.startsWith('@@') ? value.slice(1) : value
  return value.replace(/@@/g, '@')
}

export function child(node: GedcomNode, tag: string): GedcomNode | undefined {
  return node.children.find(c => c.tag === tag)
}
export function childValue(node: GedcomNode, tag: string): string | undefined {
  const c = child(node, tag)
  return c ? c.value : undefined
}
