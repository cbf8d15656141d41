import type { ItemDef, KnowledgeBase, LevelText } from './types'

/** The Chinese wording of one result level: the item's own, else the shared wording of its rule kind. */
export function resolveLevelText(kb: KnowledgeBase, item: ItemDef, level: string): LevelText {
  const own = kb.texts.get(item.id)?.levels[level]
  if (own) return own
  const common = kb.commonLevels[item.rule.kind]?.[level]
  if (!common) throw new Error(`knowledge base: no Chinese wording for ${item.id} level ${level}`)
  const title = kb.texts.get(item.id)?.title ?? item.id
  const fill = (s: string) => s.replace(/\{title\}/g, title).replace(/\{gene\}/g, item.genes.join('、'))
  return { label: fill(common.label), text: fill(common.text) }
}
