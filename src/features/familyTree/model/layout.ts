/**
 * The drawing of a family tree (issue 24 item 1): ancestors, descendants or both (hourglass) of
 * one person, laid out once as a tidy tree (leaves side by side, a parent centred over its
 * children) in world units; the canvas then only moves and scales it and draws what is in view.
 * A person met twice (cousin marriages: pedigree collapse) is drawn once.
 */

export type TreeView = 'ancestors' | 'descendants' | 'hourglass'

export interface LayoutPerson {
  id: number
  name: string
  sex: 'M' | 'F' | 'U'
  generationName: string | null
  birthYear: number | null
  deathYear: number | null
  tested: boolean
  dnaMatch: string | null
  dnaConflict?: boolean
}
export interface LayoutFamily {
  id: number
  partner1: number | null
  partner2: number | null
  children: number[]
}

export interface PlacedNode {
  person: LayoutPerson
  x: number
  y: number
  /** generations from the root: negative above (ancestors), positive below */
  generation: number
  /** the partners drawn beside a person of the descendants side */
  partners: string[]
}
export interface Edge {
  from: number
  to: number
}
export interface TreeLayout {
  nodes: PlacedNode[]
  edges: Array<{ x1: number; y1: number; x2: number; y2: number }>
  bounds: { minX: number; minY: number; maxX: number; maxY: number }
}

export const NODE_W = 132
export const NODE_H = 56
export const GAP_X = 16
export const GAP_Y = 48
/** generations drawn on each side at most (a 3,000-person tree stays drawable) */
export const MAX_GENERATIONS = 25

interface Graph {
  person: Map<number, LayoutPerson>
  parentsOf: (id: number) => number[]
  childrenOf: (id: number) => number[]
  partnersOf: (id: number) => number[]
}

export function graphOf(persons: readonly LayoutPerson[], families: readonly LayoutFamily[]): Graph {
  const person = new Map(persons.map(p => [p.id, p]))
  const birth = new Map<number, LayoutFamily[]>()
  const own = new Map<number, LayoutFamily[]>()
  for (const f of families) {
    for (const c of f.children) birth.set(c, [...(birth.get(c) ?? []), f])
    for (const p of [f.partner1, f.partner2]) if (p !== null) own.set(p, [...(own.get(p) ?? []), f])
  }
  const known = (ids: Array<number | null>) => ids.filter((x): x is number => x !== null && person.has(x))
  return {
    person,
    parentsOf: id => known((birth.get(id) ?? []).slice(0, 1).flatMap(f => [f.partner1, f.partner2])),
    childrenOf: id => known((own.get(id) ?? []).flatMap(f => f.children)),
    partnersOf: id => known((own.get(id) ?? []).map(f => (f.partner1 === id ? f.partner2 : f.partner1)))
  }
}

interface Sub {
  id: number
  kids: Sub[]
}

/** the tree of one side from the root, each person once, at most MAX_GENERATIONS deep */
function subtree(root: number, next: (id: number) => number[], seen: Set<number>): Sub {
  const top: Sub = { id: root, kids: [] }
  let level: Sub[] = [top]
  for (let g = 0; g < MAX_GENERATIONS && level.length; g++) {
    const nextLevel: Sub[] = []
    for (const s of level) {
      for (const k of next(s.id)) {
        if (seen.has(k)) continue
        seen.add(k)
        const sub = { id: k, kids: [] }
        s.kids.push(sub)
        nextLevel.push(sub)
      }
    }
    level = nextLevel
  }
  return top
}

/** x of every person of a side (in slot units): leaves in order, parents centred; returns the root's x */
function place(sub: Sub, depth: number, sign: 1 | -1, out: Map<number, { x: number; generation: number }>, cursor: { x: number }): number {
  if (!sub.kids.length) {
    const x = cursor.x++
    out.set(sub.id, { x, generation: depth === 0 ? 0 : depth * sign })
    return x
  }
  const xs = sub.kids.map(k => place(k, depth + 1, sign, out, cursor))
  const x = (xs[0] + xs[xs.length - 1]) / 2
  out.set(sub.id, { x, generation: depth === 0 ? 0 : depth * sign })
  return x
}

export function layoutTree(persons: readonly LayoutPerson[], families: readonly LayoutFamily[], rootId: number, view: TreeView): TreeLayout {
  const g = graphOf(persons, families)
  if (!g.person.has(rootId)) return { nodes: [], edges: [], bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } }
  const seen = new Set<number>([rootId])
  const sides: Array<{ sub: Sub; sign: 1 | -1 }> = []
  if (view !== 'descendants') sides.push({ sub: subtree(rootId, g.parentsOf, new Set(seen)), sign: -1 })
  if (view !== 'ancestors') sides.push({ sub: subtree(rootId, g.childrenOf, new Set(seen)), sign: 1 })
  const slot = NODE_W + GAP_X
  const row = NODE_H + GAP_Y
  const placed = new Map<number, { x: number; y: number; generation: number }>()
  const edges: TreeLayout['edges'] = []
  for (const { sub, sign } of sides) {
    const pos = new Map<number, { x: number; generation: number }>()
    const rootX = place(sub, 0, sign, pos, { x: 0 })
    for (const [id, p] of pos) {
      if (id === rootId && placed.has(id)) continue
      placed.set(id, { x: (p.x - rootX) * slot, y: p.generation * row, generation: p.generation })
    }
    const walk = (s: Sub) => {
      const a = placed.get(s.id)!
      for (const k of s.kids) {
        const b = placed.get(k.id)!
        edges.push(sign === 1 ? { x1: a.x, y1: a.y + NODE_H / 2, x2: b.x, y2: b.y - NODE_H / 2 } : { x1: b.x, y1: b.y + NODE_H / 2, x2: a.x, y2: a.y - NODE_H / 2 })
        walk(k)
      }
    }
    walk(sub)
  }
  const nodes: PlacedNode[] = []
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
  for (const [id, p] of placed) {
    const person = g.person.get(id)!
    const partners = p.generation >= 0 && view !== 'ancestors' ? g.partnersOf(id).map(x => g.person.get(x)!.name) : []
    nodes.push({ person, x: p.x, y: p.y, generation: p.generation, partners })
    minX = Math.min(minX, p.x - NODE_W / 2)
    maxX = Math.max(maxX, p.x + NODE_W / 2)
    minY = Math.min(minY, p.y - NODE_H / 2)
    maxY = Math.max(maxY, p.y + NODE_H / 2)
  }
  return { nodes, edges, bounds: { minX, minY, maxX, maxY } }
}

export interface Viewport {
  /** world point at the canvas's top-left */
  x: number
  y: number
  scale: number
}

export const MIN_SCALE = 0.1
export const MAX_SCALE = 3

/** zoom about a point of the canvas (pinch centre, mouse) keeping that point where it is */
export function zoomAt(v: Viewport, factor: number, cx: number, cy: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor))
  const wx = v.x + cx / v.scale
  const wy = v.y + cy / v.scale
  return { scale, x: wx - cx / scale, y: wy - cy / scale }
}

/** the viewport that shows a world point (the root) at the middle of a canvas */
export function centreOn(x: number, y: number, width: number, height: number, scale = 1): Viewport {
  return { scale, x: x - width / 2 / scale, y: y - height / 2 / scale }
}

/** the nodes that touch the canvas (only these are drawn) */
export function visibleNodes(layout: TreeLayout, v: Viewport, width: number, height: number): PlacedNode[] {
  const x2 = v.x + width / v.scale
  const y2 = v.y + height / v.scale
  return layout.nodes.filter(n => n.x + NODE_W / 2 >= v.x && n.x - NODE_W / 2 <= x2 && n.y + NODE_H / 2 >= v.y && n.y - NODE_H / 2 <= y2)
}

/** the node under a canvas point, or null */
export function nodeAt(layout: TreeLayout, v: Viewport, cx: number, cy: number): PlacedNode | null {
  const wx = v.x + cx / v.scale
  const wy = v.y + cy / v.scale
  return layout.nodes.find(n => Math.abs(n.x - wx) <= NODE_W / 2 && Math.abs(n.y - wy) <= NODE_H / 2) ?? null
}

/** the years line of a node: 1920–1990, 1920–, –1990 */
export function yearsLine(p: LayoutPerson): string {
  if (p.birthYear === null && p.deathYear === null) return ''
  return `${p.birthYear ?? '?'}–${p.deathYear ?? ''}`
}
