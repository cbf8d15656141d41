import * as fs from 'fs'
import * as path from 'path'
import type { Citation, ItemDef, ItemText, KnowledgeBase, LevelText, MarkerDef } from './types'

/** packages/genome/knowledge (the same relative path from src/knowledge and dist/knowledge) */
export function knowledgeDataDir(): string {
  return path.resolve(__dirname, '..', '..', 'knowledge')
}

const CATEGORY_FILES = ['disease', 'traits', 'drug', 'nutrition', 'fitness', 'skin', 'carrier'] as const

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch (e) {
    throw new Error(`knowledge base: cannot read ${file}: ${(e as Error).message}`)
  }
}

/**
 * `<name>.json` plus every `<name>/*.json` (sorted): curators working on different categories add
 * their markers, citations and items to their own files; duplicates across files are still refused.
 */
function readSplitList<T>(dir: string, name: string): T[] {
  const list = readJson<T[]>(path.join(dir, `${name}.json`))
  const sub = path.join(dir, name)
  if (fs.existsSync(sub)) {
    for (const f of fs.readdirSync(sub).filter(f => f.endsWith('.json')).sort()) list.push(...readJson<T[]>(path.join(sub, f)))
  }
  return list
}

/** `texts/<category>.zh-CN.json` plus every `texts/<category>/*.zh-CN.json` (sorted), as for items */
function readSplitTexts(dir: string, cat: string): Record<string, ItemText>[] {
  const out = [readJson<Record<string, ItemText>>(path.join(dir, `${cat}.zh-CN.json`))]
  const sub = path.join(dir, cat)
  if (fs.existsSync(sub)) {
    for (const f of fs.readdirSync(sub).filter(f => f.endsWith('.zh-CN.json')).sort()) out.push(readJson<Record<string, ItemText>>(path.join(sub, f)))
  }
  return out
}

let cached: KnowledgeBase | undefined

/** Reads the knowledge base once (items, markers, citations, Chinese texts) and checks that every reference resolves. */
export function loadKnowledgeBase(dir: string = knowledgeDataDir()): KnowledgeBase {
  if (cached && dir === knowledgeDataDir()) return cached
  const meta = readJson<{ version: string }>(path.join(dir, 'meta.json'))
  const markerList = readSplitList<MarkerDef>(dir, 'markers')
  const citationList = readSplitList<Citation>(dir, 'citations')
  const items: ItemDef[] = []
  const texts = new Map<string, ItemText>()
  for (const cat of CATEGORY_FILES) {
    for (const item of readSplitList<ItemDef>(path.join(dir, 'items'), cat)) {
      if (item.category !== cat) throw new Error(`knowledge base: item ${item.id} is in items/${cat} but says category ${item.category}`)
      items.push(item)
    }
    for (const t of readSplitTexts(path.join(dir, 'texts'), cat)) {
      for (const [id, text] of Object.entries(t)) {
        if (texts.has(id)) throw new Error(`knowledge base: Chinese text of ${id} given twice`)
        texts.set(id, text)
      }
    }
  }
  const markers = new Map<string, MarkerDef>()
  for (const m of markerList) {
    if (markers.has(m.rsid)) throw new Error(`knowledge base: marker ${m.rsid} listed twice`)
    markers.set(m.rsid, m)
  }
  const citations = new Map<string, Citation>()
  for (const c of citationList) {
    if (citations.has(c.id)) throw new Error(`knowledge base: citation ${c.id} listed twice`)
    citations.set(c.id, c)
  }
  const ids = new Set<string>()
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`knowledge base: item id ${item.id} used twice`)
    ids.add(item.id)
    for (const m of item.markers) if (!markers.has(m.rsid)) throw new Error(`knowledge base: item ${item.id} uses unknown marker ${m.rsid}`)
    for (const c of item.citations) if (!citations.has(c)) throw new Error(`knowledge base: item ${item.id} cites unknown ${c}`)
    if (item.rule.kind === 'score') for (const w of item.rule.weights) if (!citations.has(w.source)) throw new Error(`knowledge base: item ${item.id} weight source ${w.source} unknown`)
  }
  const commonLevels = readJson<Record<string, Record<string, LevelText>>>(path.join(dir, 'texts', 'common.zh-CN.json'))
  const kb: KnowledgeBase = { version: meta.version, items, markers, citations, texts, commonLevels }
  if (dir === knowledgeDataDir()) cached = kb
  return kb
}
