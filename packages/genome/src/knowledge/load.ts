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
 * `<dir>/<name><ext>` plus every `<dir>/<name>/*<ext>` (sorted): curators working on different
 * categories add their markers, citations, items and texts to their own files; duplicates across
 * files are still refused by the caller.
 */
function splitFiles(dir: string, name: string, ext: string): string[] {
  const files = [path.join(dir, `${name}${ext}`)]
  const sub = path.join(dir, name)
  if (fs.existsSync(sub)) files.push(...fs.readdirSync(sub).filter(f => f.endsWith(ext)).sort().map(f => path.join(sub, f)))
  return files
}

function readSplitList<T>(dir: string, name: string): T[] {
  return splitFiles(dir, name, '.json').flatMap(f => readJson<T[]>(f))
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
    for (const file of splitFiles(path.join(dir, 'texts'), cat, '.zh-CN.json')) {
      for (const [id, text] of Object.entries(readJson<Record<string, ItemText>>(file))) {
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
